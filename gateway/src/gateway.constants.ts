/** The gateway's numbers and names, in one place. */
export const SESSION_COOKIE = 'reto_session';
export const HEALTH_PING_TIMEOUT_MS = 1000;
export const REDIS_PING_TIMEOUT_MS = 1000;
export const JSON_BODY_LIMIT = '1mb';
/** JSON_BODY_LIMIT in bytes. */
export const JSON_BODY_LIMIT_BYTES = 1024 * 1024;
/** `POST /graphql` carrying the review form's photo (5 MB as a base64 data URL, plus the fields). */
export const GRAPHQL_PHOTO_BODY_LIMIT_BYTES = 7 * 1024 * 1024;
/** Paths the SPA fallback never answers: they belong to the APIs. */
export const API_PATH_PREFIXES = ['/api', '/graphql', '/health', '/metrics'] as const;
/** The second token header of legacy clients, beside `Authorization: Bearer`. */
export const AUTH_TOKEN_HEADER = 'x-auth-token';
/** The device id a legacy mobile client sends with its device token. */
export const DEVICE_ID_HEADER = 'x-device-id';
/** The server-issued admin credential header (DECISIONS.md 3). */
export const ADMIN_AUTH_HEADER = 'x-admin-auth';
/** GraphQL operations deeper or wider than this are refused before they run. */
export const GRAPHQL_MAX_DEPTH = 10;
export const GRAPHQL_MAX_FIELDS = 300;
