import { EDITION_CALENDAR } from '@reto/contracts';

/** The spec's numbers for the challenge (spec 1 section 9, DECISIONS.md section 4); the edition calendar is the contracts' one rule. */
export const CHALLENGE_DAYS = EDITION_CALENDAR.days;
export const DAYS_PER_WEEK = 7;
export const WEEKS = 4;
export const ROUTINES_PER_WEEK = 6;
export const CARDIO_MINUTES = 35;
/** Seconds the in-process content cache is trusted before it is reloaded (video changes also clear it). */
export const CONTENT_CACHE_TTL_MS = 60_000;
/** How long a member's cached units and today's unit live in Redis (spec: units cached 5 min). */
export const MEMBER_CACHE_TTL_S = 300;
/** Days a sent reminder's record is kept (it guards its own local day; older ones are purged by the scan). */
export const REMINDER_DELIVERIES_KEPT_DAYS = 7;
/** Reminders claimed per transaction of a scan, and sent at once. */
export const REMINDER_BATCH = 200;
export const REMINDER_SEND_CONCURRENCY = 20;
export const REMINDERS_QUEUE = 'reminders';
/** How long a push service keeps an undelivered reminder (it is about today). */
export const PUSH_TTL_S = 6 * 60 * 60;
/** The browsers' push services (Chrome, Firefox, Edge, Safari). */
export const DEFAULT_PUSH_SERVICE_ORIGINS =
  'https://fcm.googleapis.com,https://updates.push.services.mozilla.com,https://*.notify.windows.com,https://web.push.apple.com,https://*.push.apple.com';
/** The app's page of a routine's exercise (the SPA's `/workout/:unitId/:exerciseId`): where a reminder leads. */
export const workoutPath = (unitId: number, exerciseId: number): string => `/workout/${unitId}/${exerciseId}`;
/** The one-click unsubscribe: the app's page a mailed link opens, and the API path mail clients POST to (RFC 8058). */
export const UNSUBSCRIBE_PAGE = '/unsubscribe';
/** The page the check-in e-mail's answer links open (it asks the second question, then posts the answer). */
export const SURVEY_ANSWER_PAGE = '/encuesta';
export const UNSUBSCRIBE_PATH = '/api/notification-settings/unsubscribe';
