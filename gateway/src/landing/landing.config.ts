import { loadConfig } from '@reto/platform';
import { z } from 'zod';

/** The server-rendered /landing's settings (validated at boot with the rest of the gateway's). */
export const landingConfigSchema = z.object({
  /** The brand in titles and link previews (DECISIONS.md 1); the web client's is VITE_BRAND_NAME. */
  BRAND_NAME: z.string().trim().min(1).default('Reto Emilio'),
  /** How long the next edition, the reviews' aggregate and each country's price are reused. */
  LANDING_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  /** How long the page waits for a service before it is sent without that service's part. */
  LANDING_SERVICE_TIMEOUT_MS: z.coerce.number().int().min(50).max(10_000).default(800),
});
export type LandingConfig = z.output<typeof landingConfigSchema>;

export const LANDING_CONFIG = Symbol('LANDING_CONFIG');
export const loadLandingConfig = () => loadConfig('gateway', landingConfigSchema);
