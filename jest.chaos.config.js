import { sharedJestConfig } from './jest.shared.js';

/**
 * The chaos tier: outages on one running system of its own, under load, one file at a
 * time (`*.chaos-spec.ts` under system-tests/test/chaos/).
 */
export default {
  ...sharedJestConfig,
  testMatch: ['<rootDir>/system-tests/test/chaos/**/*.chaos-spec.ts'],
  globalSetup: '<rootDir>/infra/testing/global-setup.js',
  globalTeardown: '<rootDir>/infra/testing/global-teardown.js',
  testTimeout: 120_000,
  maxWorkers: 1,
};
