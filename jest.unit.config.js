import { sharedJestConfig } from './jest.shared.js';

/** Pure logic, beside the code: `*.spec.ts` (and the checks of infra/k8s and infra/lint). */
export default {
  ...sharedJestConfig,
  testMatch: [
    '<rootDir>/{packages,services,gateway}/**/src/**/*.spec.ts',
    '<rootDir>/infra/{k8s,lint,bench}/*.spec.ts',
  ],
};
