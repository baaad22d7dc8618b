import { enrolCurrentUntilDaySetting } from '@reto/contracts';
import { loadConfig, serviceConfigSchema } from '@reto/platform';
import type { z } from 'zod';

/** The admin service's settings: the shared ones, and the edition rule's setting it reads as challenge does. */
export const adminConfigSchema = serviceConfigSchema('admin').extend({
  /**
   * Until the end of this day of the running edition, a new member joins it (DECISIONS.md 4): the
   * same value as challenge's, so "Resultados" counts a payment in the edition its buyer joined.
   */
  ENROL_CURRENT_UNTIL_DAY: enrolCurrentUntilDaySetting,
});
export type AdminConfig = z.output<typeof adminConfigSchema>;

export const ADMIN_CONFIG = Symbol('ADMIN_CONFIG');
export const loadAdminConfig = (env: NodeJS.ProcessEnv = process.env) => loadConfig('admin', adminConfigSchema, env);
