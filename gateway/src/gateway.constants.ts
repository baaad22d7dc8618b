import { PhotoConstants } from '@reto/contracts';

/** The gateway's numbers and names, in one place. */
export const SESSION_COOKIE = 'reto_session';
export const HEALTH_PING_TIMEOUT_MS = 1000;
export const REDIS_PING_TIMEOUT_MS = 1000;
/** How often the gateway refreshes `reto_dependency_up` by itself, between `/health/deps` calls. */
export const DEPS_REFRESH_MS = 15_000;
/**
 * How long one look at the dependencies answers `/health/deps` (every caller within it, and those
 * that ask while it is under way, get the same one): a look asks every service over NATS and each
 * asks its database, Redis and JetStream, so a public path must not start one per request.
 */
export const DEPS_ANSWER_MAX_AGE_MS = 1_000;
export const JSON_BODY_LIMIT = '1mb';
/** JSON_BODY_LIMIT in bytes. */
export const JSON_BODY_LIMIT_BYTES = 1024 * 1024;
/**
 * JSON tokens (structural characters and strings) any JSON body may hold: far above any route's
 * input (the review form has a few dozen), far below what would keep `JSON.parse` busy (a megabyte
 * of `{},` takes it ~150 ms; this many, a few milliseconds).
 */
export const JSON_BODY_MAX_TOKENS = 50_000;
/** Stripe and Shopify webhooks: their bodies are read raw (the signature is over the exact bytes). */
export const WEBHOOKS_PATH = '/api/webhooks';
/** GraphQL's one endpoint (POST with a JSON body; graphql/graphql-http.driver.ts). */
export const GRAPHQL_PATH = '/graphql';
/** Paths the SPA fallback never answers: they belong to the APIs. */
export const API_PATH_PREFIXES = ['/api', GRAPHQL_PATH, '/health', '/metrics'] as const;
/** The second token header of legacy clients, beside `Authorization: Bearer`. */
export const AUTH_TOKEN_HEADER = 'x-auth-token';
/** The device id a legacy mobile client sends with its device token. */
export const DEVICE_ID_HEADER = 'x-device-id';
/** The server-issued admin credential header (DECISIONS.md 3). */
export const ADMIN_AUTH_HEADER = 'x-admin-auth';
/**
 * GraphQL operations deeper, wider or costlier than this are refused before they run. The cost
 * counts each field once per item its list's `limit` asks for; a `limit` given by a variable counts
 * as the largest public page (the reviews, 100). The member area's operations cost at most 27 and
 * the admin's paged lists about 2,100 (gateway/src/graphql/query-limits.spec.ts measures them).
 */
export const GRAPHQL_LIMITS = { maxDepth: 10, maxFields: 300, maxCost: 5_000, variableLimit: 100 } as const;
/**
 * The tokens a GraphQL document may hold, counted before it is parsed (graphql-request.ts) and again
 * by the parser (graphql-js `maxTokens`, for the WebSocket's documents). The app's largest operation,
 * fragments included, has about 70 (query-limits.spec.ts counts them); 2,000 leaves room for an
 * operation at the field limit (300 fields, with their aliases and arguments) and refuses a document
 * of thousands of fields in microseconds instead of the milliseconds its parse would take.
 */
export const GRAPHQL_MAX_TOKENS = 2_000;
/**
 * The bytes a GraphQL document (the body's `query`, as sent) may have: the app's largest operation
 * is a few KB, and white space, commas and comments (no tokens) may pad one well past it. A longer
 * one is refused as it arrives, chunked or not, the rest of its body unread, before anything parses
 * or counts it.
 */
export const GRAPHQL_MAX_DOCUMENT_BYTES = 128 * 1024;
/**
 * Answers up to this size are compressed in one call as they are sent, not through a compression
 * stream of their own (what @fastify/compress does above 8 KiB on two cores): the app's units list
 * (25-40 KB) cost the gateway about 580 µs more a request to the browser's `Accept-Encoding` through
 * a stream, against about 170 µs of Brotli's work itself. Larger bodies (the SPA's biggest scripts) stream.
 */
export const COMPRESS_INLINE_BYTES = 128 * 1024;
/** The settings page groups timezones by these regions (spec 1: America, Europe, other). */
export const TIMEZONE_REGIONS = ['America', 'Europe', 'Other'] as const;
export type TimezoneRegion = (typeof TIMEZONE_REGIONS)[number];
/** RFC 8058: mail clients POST `List-Unsubscribe=One-Click` here, form-encoded (the token is in the query). */
export const ONE_CLICK_UNSUBSCRIBE_PATH = '/api/notification-settings/unsubscribe';
/** The only API paths that take multipart/form-data: a photo, a review with its photo (a visitor's, a member's), a voice recording. */
export const MULTIPART_UPLOAD_PATHS: readonly string[] = [
  PhotoConstants.uploadPath,
  '/api/submit-review',
  '/api/member/reviews',
  '/api/transcribe-audio',
];

/** The largest message a client may send on the live subscriptions' WebSocket (a subscription is a few hundred bytes). */
export const LIVE_MAX_MESSAGE_BYTES = 64 * 1024;
/**
 * A client address past its requests of the window (SLOW_DOWN_AFTER_REQUESTS) has each next one
 * held this much longer than the one before, up to SLOW_DOWN_MAX_MS: a flood from one address
 * waits instead of taking the replicas' time from everyone else, while a busy office or a mobile
 * carrier's shared address past the count is only slowed, never refused.
 */
export const SLOW_DOWN_STEP_MS = 20;
export const SLOW_DOWN_MAX_MS = 2_000;
/** The client addresses a replica counts at once, the least recent dropped first (about 150 bytes each). */
export const SLOW_DOWN_ADDRESSES_KEPT = 50_000;
