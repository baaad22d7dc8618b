import { sharedJestConfig } from './jest.shared.js';

/** Pure logic, beside the code: `*.spec.ts`. */
export default { ...sharedJestConfig, testMatch: ['<rootDir>/{packages,services,gateway}/**/src/**/*.spec.ts'] };
