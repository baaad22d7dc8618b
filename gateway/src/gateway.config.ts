import { fileURLToPath } from 'node:url';
import { baseConfigSchema, loadConfig, supportContactSettings } from '@reto/platform';
import { z } from 'zod';

const defaultFrontendDist = fileURLToPath(new URL('../../frontend/dist', import.meta.url));

/** A comma-separated setting, as its trimmed non-empty items. */
const commaList = z
  .string()
  .default('')
  .transform((value) =>
    value
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  );

/** Every setting of the gateway, in one schema validated once at boot (`.env.example` lists them). */
export const gatewayConfigSchema = baseConfigSchema
  .extend({
    /** The gateway's HTTP port (the site, the APIs, /health, /metrics). */
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    /** The address the gateway listens on. */
    HOST: z.string().default('0.0.0.0'),
    /** The address members open: links in e-mails point here. */
    PUBLIC_URL: z.url().default('http://localhost:3000'),
    /** Comma-separated origins allowed to call the API with credentials from another origin. */
    CORS_ORIGINS: commaList,
    /** The built site the gateway serves (the SPA's dist/). */
    FRONTEND_DIST: z.string().default(defaultFrontendDist),
    /**
     * How long an idle keep-alive connection stays open. Above the idle timeout of the proxies that sit
     * in front (ingress-nginx's upstream keep-alive and AWS's load balancers: 60 s), so a proxy never
     * sends a request on a connection the gateway has just closed (a 502 for the visitor); Fastify's
     * own default, 72 s, for the same reason. Node's 5 s would cut every proxy connection idle 5 s.
     */
    HTTP_KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(600_000).default(72_000),
    /** Number of proxies in front of the gateway whose X-Forwarded-For is trusted. */
    TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
    /**
     * Requests one client address (an IPv6 address's /64) makes within SLOW_DOWN_WINDOW_SECONDS before
     * each next one is held back a little longer (0: never). A member's app makes a few a minute (a
     * poll answered "not modified" is not counted), so 100 in 10 s is a shared address of dozens of
     * members at once, or a flood.
     */
    SLOW_DOWN_AFTER_REQUESTS: z.coerce.number().int().min(0).max(100_000_000).default(100),
    /** The fixed window SLOW_DOWN_AFTER_REQUESTS is counted over, per client address. */
    SLOW_DOWN_WINDOW_SECONDS: z.coerce.number().int().min(1).max(3_600).default(10),
    /** Abuse limits (login, registration, reset, emergency access, verify-email): a fixed window per bucket. */
    RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(900),
    /** Attempts per window from one client address, per bucket. */
    RATE_LIMIT_MAX_PER_IP: z.coerce.number().int().min(1).max(100_000).default(30),
    /** Attempts per window against one account (username or e-mail), per bucket. */
    RATE_LIMIT_MAX_PER_ACCOUNT: z.coerce.number().int().min(1).max(100_000).default(10),
    /**
     * How long a gateway keeps a resolved session in memory (0: never). Identity announces every ended
     * session and every change of a member over NATS, and states how long its answer stays true
     * unannounced (the session's end, the end of paid access), which the gateway never keeps past;
     * so this bounds only an announcement lost on the way. A member's whole workout (half an hour of
     * polls every 10 s) resolves the session about three times, not once every third poll.
     */
    SESSION_CACHE_TTL_MS: z.coerce.number().int().min(0).max(3_600_000).default(600_000),
    /**
     * How many resolved sessions a gateway replica keeps at most, the least recently used dropped
     * first: the members active within SESSION_CACHE_TTL_MS, about 1.6 KB of memory each (80 MB at
     * the default). The capacity goal's busiest hour keeps about 50,000 members in the app within any
     * 10 minutes; past the bound, a member whose session was dropped costs identity a session read
     * on their next request (a poll, a completion).
     */
    SESSION_CACHE_MAX_ENTRIES: z.coerce.number().int().min(1_000).max(2_000_000).default(50_000),
    /**
     * How long a gateway keeps a member's answer to the exercise page's poll (and its ETag) in memory
     * (0: never). Challenge announces every dropped member and every content change over NATS, and
     * the answers are kept by the member's local date as challenge keeps its own (an edition's
     * access ends at the member's midnight), so this bounds only an announcement lost on the way; as
     * long as challenge keeps its own answers. While it holds, a member's poll is answered 304 from
     * memory; each time it ends, one poll runs the whole query again (one in six at 60 s). The cache
     * version the app checks is kept as long, until challenge announces a content change.
     */
    EXERCISE_CACHE_TTL_MS: z.coerce.number().int().min(0).max(300_000).default(300_000),
    /**
     * How long a request may take to arrive whole, headers and body (Node's `requestTimeout`): a body
     * trickled in to hold a connection is cut off with 408. Above the headers' limit (the keep-alive
     * plus a second) and long enough for a 5 MB photo's multipart upload on a slow mobile link.
     */
    HTTP_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(10_000).max(600_000).default(120_000),
    /** Port of a Prometheus `/metrics` of its own (the cluster's network only; 0 serves none), as the services'. */
    METRICS_PORT: z.coerce.number().int().min(0).max(65535).default(0),
    /** The address that metrics port listens on. */
    METRICS_HOST: z.string().default('0.0.0.0'),
    /**
     * When set, GET /metrics on the public port answers only `Authorization: Bearer <METRICS_TOKEN>`.
     * In production the gateway needs this or METRICS_PORT (Prometheus on a port of its own): the
     * public port is never open to whoever asks.
     */
    METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
    /** Stripe's signing secret (`whsec_…`): POST /api/webhooks/stripe is refused without it. */
    STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
    /** Shopify's webhook secret (`X-Shopify-Hmac-Sha256`): POST /api/webhooks/shopify is refused without it. */
    SHOPIFY_WEBHOOK_SECRET: z.string().min(1).optional(),

    // ---- billing and pricing ----
    /** The /payment-test tool (DECISIONS.md 3): `POST /api/update-payment-status` answers 403 unless true. */
    PAYMENT_TEST_MODE: z
      .enum(['true', 'false'])
      .default('false')
      .transform((value) => value === 'true'),
    /**
     * Addresses of the proxies (e.g. Cloudflare, the load balancer) whose `CF-IPCountry` /
     * `X-Country-Code` headers are trusted for the price quote. Empty: trusted from anyone outside
     * production (local runs, tests), from no one in production (the visitor then pays in USD).
     */
    TRUSTED_PROXY_IPS: commaList,
    /**
     * How long a visitor's price quote waits for billing before it answers the USD fallback: well
     * above the quote's own time (a few ms), far below the NATS timeout a hung billing would cost.
     */
    PRICE_QUOTE_TIMEOUT_MS: z.coerce.number().int().min(50).max(10_000).default(800),
    /**
     * The longest a replica reuses billing's quote for a country; billing announces every change of
     * its rates or offer, so this only bounds what nobody announces (rates grown too old to use) and
     * a missed announcement (0: every quote is asked of billing).
     */
    PRICE_QUOTE_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),

    // ---- reviews ----
    /** How long the gateway waits for a review with a photo: the reviews service re-encodes it (up to 5 MB). */
    REVIEW_SUBMIT_TIMEOUT_MS: z.coerce.number().int().min(500).max(120_000).default(15_000),

    // ---- voice ----
    /** How long the gateway waits for the voice service: above its VOICE_PROVIDER_TIMEOUT_MS, so a hung provider is a 503. */
    VOICE_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(500).max(120_000).default(20_000),
    /** Voice calls (transcribe, conversation, speak) per RATE_LIMIT_WINDOW_SECONDS from one address. */
    VOICE_RATE_LIMIT_MAX_PER_IP: z.coerce.number().int().min(1).max(100_000).default(90),
    /** Voice calls per window by one signed-in member. */
    VOICE_RATE_LIMIT_MAX_PER_MEMBER: z.coerce.number().int().min(1).max(100_000).default(60),
    /** How long a recording waits in the upload stash for the voice service. */
    VOICE_UPLOAD_TTL_SECONDS: z.coerce.number().int().min(10).max(3600).default(120),

    // ---- the pages ----
    /** The support contact, written into every page of the built app (the same settings as the voice coach's). */
    ...supportContactSettings,

    // ---- the server-rendered /landing ----
    /** The brand in titles and link previews (DECISIONS.md 1); the web client's is VITE_BRAND_NAME. */
    BRAND_NAME: z.string().trim().min(1).default('Reto Emilio'),
    /** How long the next edition, the reviews' aggregate and each country's price are reused. */
    LANDING_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
    /** How long the page waits for a service before it is sent without that service's part. */
    LANDING_SERVICE_TIMEOUT_MS: z.coerce.number().int().min(50).max(10_000).default(800),
    /**
     * The longest a replica reuses a page of the public reviews; reviews announces every change, so
     * this only bounds a missed announcement (0: every page is asked of reviews).
     */
    REVIEWS_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
    /** How often the visits counted since the last turn go to the trainer's funnel (one event a day counted). */
    LANDING_VISITS_FLUSH_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  })
  .superRefine((config, context) => {
    if (config.NODE_ENV === 'production' && !config.METRICS_TOKEN && !(config.METRICS_PORT > 0)) {
      context.addIssue({
        code: 'custom',
        path: ['METRICS_TOKEN'],
        message: 'METRICS_TOKEN or METRICS_PORT is required in production (/metrics is never public)',
      });
    }
  });
export type GatewayConfig = z.output<typeof gatewayConfigSchema>;

export const GATEWAY_CONFIG = Symbol('GATEWAY_CONFIG');
export const loadGatewayConfig = (env: NodeJS.ProcessEnv = process.env): GatewayConfig =>
  loadConfig('gateway', gatewayConfigSchema, env);

let loaded: GatewayConfig | undefined;
/** The process's config, read from its environment once (main.ts reads it first, to fail fast). */
export const gatewayConfig = (): GatewayConfig => (loaded ??= loadGatewayConfig());
