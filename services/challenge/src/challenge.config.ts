import { loadConfig, serviceConfigSchema } from '@reto/platform';
import { z } from 'zod';
import { DEFAULT_ENROL_CURRENT_UNTIL_DAY } from './challenge.constants.js';

export const challengeConfigSchema = serviceConfigSchema('challenge').extend({
  /** Until the end of this day of the running edition, a new member joins it (DECISIONS.md 4). */
  ENROL_CURRENT_UNTIL_DAY: z.coerce.number().int().min(0).max(28).default(DEFAULT_ENROL_CURRENT_UNTIL_DAY),
});
export type ChallengeConfig = z.output<typeof challengeConfigSchema>;

export const CHALLENGE_CONFIG = Symbol('CHALLENGE_CONFIG');
export const loadChallengeConfig = (env: NodeJS.ProcessEnv = process.env) =>
  loadConfig('challenge', challengeConfigSchema, env);
