import { fileURLToPath } from 'node:url';
import { baseConfigSchema, loadConfig } from '@reto/platform';
import { z } from 'zod';

const defaultFrontendDist = fileURLToPath(new URL('../../frontend/dist', import.meta.url));

export const gatewayConfigSchema = baseConfigSchema.extend({
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: z.url().default('http://localhost:3000'),
  /** Comma-separated origins allowed to call the API with credentials from another origin. */
  CORS_ORIGINS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    ),
  FRONTEND_DIST: z.string().default(defaultFrontendDist),
  /** Number of proxies in front of the gateway whose X-Forwarded-For is trusted. */
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  /** Abuse limits (login, registration, reset, emergency access, verify-email): a fixed window per bucket. */
  RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(900),
  /** Attempts per window from one client address, per bucket. */
  RATE_LIMIT_MAX_PER_IP: z.coerce.number().int().min(1).max(100_000).default(30),
  /** Attempts per window against one account (username or e-mail), per bucket. */
  RATE_LIMIT_MAX_PER_ACCOUNT: z.coerce.number().int().min(1).max(100_000).default(10),
  /** When set, GET /metrics answers only `Authorization: Bearer <METRICS_TOKEN>`. */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  /** Stripe's signing secret (`whsec_…`): POST /api/webhooks/stripe is refused without it. */
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  /** Shopify's webhook secret (`X-Shopify-Hmac-Sha256`): POST /api/webhooks/shopify is refused without it. */
  SHOPIFY_WEBHOOK_SECRET: z.string().min(1).optional(),
});
export type GatewayConfig = z.output<typeof gatewayConfigSchema>;

export const GATEWAY_CONFIG = Symbol('GATEWAY_CONFIG');
export const loadGatewayConfig = () => loadConfig('gateway', gatewayConfigSchema);
