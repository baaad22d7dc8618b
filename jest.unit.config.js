import { sharedJestConfig } from './jest.shared.js';

/** Pure logic, beside the code: `*.spec.ts` (and the checks of infra/k8s, infra/lint, infra/bench and infra/local). */
export default {
  ...sharedJestConfig,
  // Two workers on a 2-core machine: jest's default (cores − 1) runs the tier in band, on one core.
  maxWorkers: 2,
  // and they share those cores: a file's first ESLint or kubectl start can pass jest's 5 s on its own.
  testTimeout: 30_000,
  testMatch: [
    '<rootDir>/{packages,services,gateway}/**/src/**/*.spec.ts',
    '<rootDir>/infra/{k8s,lint,bench,local}/*.spec.ts',
  ],
};
