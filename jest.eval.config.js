import { sharedJestConfig } from './jest.shared.js';

/**
 * Measurements that choose a setting, run by hand (`npm run eval`) when the setting or what it
 * judges changes, never by `npm test`: each takes minutes of the machine, and what it shows is how
 * a setting was chosen, not what a member meets (`*.eval-spec.ts` under an app's test/).
 */
export default {
  ...sharedJestConfig,
  testMatch: ['<rootDir>/{packages,services,gateway}/**/test/**/*.eval-spec.ts'],
  testTimeout: 600_000,
  maxWorkers: 1,
};
