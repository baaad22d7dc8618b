/**
 * The spec's numbers for the web client (spec 1, section 9), in one typed module.
 * Durations are in milliseconds unless the name says otherwise.
 */

// Challenge
export const CHALLENGE_DAYS = 28;
export const CHALLENGE_WEEKS = 4;
export const DAYS_PER_WEEK = 7;
/** Start of edition 61; every edition lasts 28 days. */
export const CHALLENGE_ANCHOR_DATE = '2025-07-21';
export const CHALLENGE_ANCHOR_EDITION = 61;
/** Visible day window on the dashboard: from day - 1 to day + 2. */
export const DAY_WINDOW_BEFORE = 1;
export const DAY_WINDOW_AFTER = 2;
export const STREAK_DIGITS = 2;

// Cardio advice
export const CARDIO_MINUTES = 35;

// Requests. Queries never go stale, do not refetch on focus and do not retry; mutations do not retry.
export const REQUEST_TIMEOUT_MS = 30_000;
export const REQUEST_RETRIES_WHEN_ENABLED = 3;

// Refresh intervals and caches
export const UNIT_LIST_CACHE_MS = 5 * 60_000;
export const EXERCISE_REFETCH_MS = 10_000;
export const CHALLENGE_DAY_REFRESH_MS = 5 * 60_000;
export const SESSION_RENEWAL_MS = 5 * 60_000;
export const MOBILE_TOKEN_CHECK_MS = 10_000;
export const DAY_CHANGE_CHECK_MS = 30 * 60_000;
export const DAY_CHANGE_MIN_UPTIME_MS = 6 * 60 * 60_000;
export const CACHE_VERSION_CLEAR_MS = 6 * 60 * 60_000;
export const CACHE_VERSION_CHECK_MS = 10 * 60_000;
export const DEVICE_TOKEN_DAYS = 30;

// Redirects and delays
export const NO_SUBSCRIPTION_REDIRECT_MS = 2_000;
/** After paying first and registering: how long to wait for the payment to reach the new account. */
export const ACCESS_ACTIVATION_WAIT_MS = 15_000;
export const ACCESS_ACTIVATION_POLL_MS = 1_000;
/** How often a member whose access waits for the e-mail link asks again (the link may be opened elsewhere). */
export const WAITING_ACCESS_POLL_MS = 10_000;
export const LOGOUT_REDIRECT_MS = 100;
export const MOBILE_RELOAD_DELAY_MS = 500;
export const REVIEW_SUCCESS_CLOSE_MS = 2_000;
export const PURCHASE_SUCCESS_REDIRECT_MS = 5_000;
export const AUTH_ERROR_REDIRECT_MS = 500;

// Loading states
export const AUTH_LOADING_MIN_MS = 1_000;
/** After this the auth page stops waiting for the session and shows its forms. */
export const AUTH_LOADING_TIMEOUT_MS = 8_000;
/** After this a protected page shows "Cargando tu cuenta..." with a reload button. */
export const ACCOUNT_LOADING_MESSAGE_MS = 5_000;

// Theme
export const DARK_THEME_FROM_HOUR = 16;
/** ...until 06:00: the night stays dark, no bright screen at midnight. */
export const DARK_THEME_UNTIL_HOUR = 6;

// Toasts
export const TOAST_DURATION_MS = 5_000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_LIMIT = 1;
export const TOAST_MAX_WIDTH_PX = 420;

// Reviews
export const REVIEWS_SHOWN_INITIALLY = 6;

// Assets
export const LOGIN_SOUND_URL = '/sounds/login-sound.mp3';

// Defaults

// Member area
/** How often the client compares the local date with the last one it saw (day rollover). */
export const DAY_ROLLOVER_CHECK_MS = 60_000;
/** How often the theme checks the hour (dark from DARK_THEME_FROM_HOUR). */
export const THEME_CHECK_MS = 60_000;
export const PROFILE_CLOCK_TICK_MS = 1_000;
// Purchase (spec 2 sections 2.2-2.10 and 9)
/** Billing owns the price and the guarantee (its price quote); these two are only the fallback while it loads or fails. */
export const BASE_PRICE_USD = 78;
export const NUTRITION_DATA_REMOVAL_MS = 5_000;
export const PAYMENT_STATUS_RELOAD_MS = 1_500;
export const PURCHASE_SUCCESS_SECONDS = PURCHASE_SUCCESS_REDIRECT_MS / 1_000;
export const PRICING_REDIRECT_MS = 1_000;
export const DEFAULT_GUARANTEE_DAYS = 30;

// Accounts (DECISIONS.md 3: 8, not the spec's 6, everywhere; the server checks the same rule)
export const PASSWORD_MIN_LENGTH = 8;
