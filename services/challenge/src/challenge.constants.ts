/** The spec's numbers for the challenge (spec 1 section 9, DECISIONS.md section 4). */
export const ANCHOR_DATE = '2025-07-21';
export const ANCHOR_EDITION = 61;
export const CHALLENGE_DAYS = 28;
export const DAYS_PER_WEEK = 7;
export const WEEKS = 4;
export const ROUTINES_PER_WEEK = 6;
/** Until the end of this day of the running edition, a new member joins the running one. */
export const DEFAULT_ENROL_CURRENT_UNTIL_DAY = 3;
export const CARDIO_MINUTES = 35;
/** Seconds the in-process content cache is trusted before it is reloaded (video changes also clear it). */
export const CONTENT_CACHE_TTL_MS = 60_000;
/** How long a member's cached units and today's unit live in Redis (spec: units cached 5 min). */
export const MEMBER_CACHE_TTL_S = 300;
