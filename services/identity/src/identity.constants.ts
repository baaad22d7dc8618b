/** The identity service's numbers, in one place. */
const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** Lifetimes of each kind of session: absolute (from creation) and idle (from last use). */
export const SESSION_LIFETIMES = {
  /** The web client's httpOnly cookie. */
  web: { absoluteMs: 30 * DAY_MS, idleMs: 7 * DAY_MS },
  /** A legacy mobile client's bearer token (`auth.token` of mobile-login). */
  bearer: { absoluteMs: 30 * DAY_MS, idleMs: 7 * DAY_MS },
  /** A device token (spec: kept 30 days). */
  device: { absoluteMs: 30 * DAY_MS, idleMs: 30 * DAY_MS },
} as const;
/**
 * Last-use timestamps are written at most this often, so reads stay cheap: an idle end of days is
 * kept to within the hour, and a member's reads write once an hour, not once a minute.
 */
export const SESSION_TOUCH_INTERVAL_MS = HOUR_MS;
export const WEB_SESSION_ABSOLUTE_TTL_MS = SESSION_LIFETIMES.web.absoluteMs;

/** One-time tokens (DECISIONS.md 3). */
export const RESET_TOKEN_TTL_MS = HOUR_MS;
export const EMERGENCY_LINK_TTL_MS = 15 * MINUTE_MS;
export const MAGIC_LINK_DEFAULT_HOURS = 48;
/** The e-mail verification link sent at registration (and on request). */
export const EMAIL_VERIFICATION_TTL_MS = 7 * DAY_MS;

/** The X-Admin-Auth credential lives as long as a working day of the admin. */
export const ADMIN_CREDENTIAL_TTL_MS = 12 * HOUR_MS;

/** Background jobs. */
export const MAIL_QUEUE = 'identity-mail';
/** Sign-in and reset link requests, handled in the background so every answer takes the same time. */
export const LINK_REQUEST_QUEUE = 'identity-link-requests';
export const MAINTENANCE_QUEUE = 'identity-maintenance';
export const PURGE_EVERY_MS = HOUR_MS;
/** Revoked or used rows are kept this long after they stop working (audit), then purged. */
export const PURGE_GRACE_MS = DAY_MS;
/** Mails and link requests: retried with back-off, the last ones kept for a look. */
export const RETRIED_JOB = {
  attempts: 5,
  backoff: { type: 'exponential', delay: 2_000 },
  removeOnComplete: 100,
  removeOnFail: 1000,
} as const;

/**
 * A registration or a password-reset request repeated within this window (its answer lost, the
 * gateway gave up waiting, a double tap) gets the first one's outcome: the same account signed in,
 * no second reset mail.
 */
export const REPEAT_WINDOW_SECONDS = 10 * 60;
