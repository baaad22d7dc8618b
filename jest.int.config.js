import { sharedJestConfig } from './jest.shared.js';

/** Against the real PostgreSQL, Redis and NATS: `*.int-spec.ts` under each app's test/, the whole-system tests under system-tests/test/, and the test systems' own machinery (infra/local). */
export default {
  ...sharedJestConfig,
  testMatch: [
    '<rootDir>/{packages,services,gateway,system-tests}/**/test/**/*.int-spec.ts',
    '<rootDir>/infra/local/*.int-spec.ts',
  ],
  globalSetup: '<rootDir>/infra/testing/global-setup.js',
  globalTeardown: '<rootDir>/infra/testing/global-teardown.js',
  testTimeout: 60_000,
  maxWorkers: 2,
  // Every test stands alone: the order changes on every run (the seed is printed; `--seed=N` repeats one).
  randomize: true,
  showSeed: true,
};
