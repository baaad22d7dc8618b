import { loadConfig } from '@reto/platform';
import { z } from 'zod';

/** The gateway's billing settings (validated at boot with the rest of the gateway's). */
export const gatewayBillingConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** The /payment-test tool (DECISIONS.md 3): `POST /api/update-payment-status` answers 403 unless true. */
  PAYMENT_TEST_MODE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  /** Same setting as billing's: shown with the USD 78 fallback quote. */
  GUARANTEE_DAYS: z.coerce.number().int().min(0).max(365).default(30),
  /**
   * Addresses of the proxies (e.g. Cloudflare, the load balancer) whose `CF-IPCountry` /
   * `X-Country-Code` headers are trusted for the price quote. Empty: trusted from anyone outside
   * production (local runs, tests), from no one in production (the visitor then pays in USD).
   */
  TRUSTED_PROXY_IPS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((ip) => ip.trim())
        .filter(Boolean),
    ),
});
export type GatewayBillingConfig = z.output<typeof gatewayBillingConfigSchema>;

export const GATEWAY_BILLING_CONFIG = Symbol('GATEWAY_BILLING_CONFIG');
export const loadGatewayBillingConfig = () => loadConfig('gateway', gatewayBillingConfigSchema);
