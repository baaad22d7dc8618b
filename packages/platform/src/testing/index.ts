export * from './test-database.js';
export * from './service-under-test.js';
export * from './clock.js';
export * from './waiting.js';
export * from './refusal.js';
export * from './gateway-client.js';
export * from './connections.js';
export * from './nats-proxy.js';
