export * from './test-database.js';
export * from './service-under-test.js';
export * from './clock.js';
