import { sharedJestConfig } from './jest.shared.js';

/** Pure logic, beside the code: `*.spec.ts` (and the Kubernetes manifests' checks, infra/k8s). */
export default {
  ...sharedJestConfig,
  testMatch: ['<rootDir>/{packages,services,gateway}/**/src/**/*.spec.ts', '<rootDir>/infra/k8s/*.spec.ts'],
};
