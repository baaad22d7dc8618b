/** The voice service's numbers and names, in one place (the spec's limits come from the contracts). */
export const DEFAULT_PROVIDER_TIMEOUT_MS = 12_000;
/** How long an offline tool may run by default (VOICE_TOOL_TIMEOUT_MS). */
export const DEFAULT_TOOL_TIMEOUT_MS = 20_000;
export const DEFAULT_DAILY_PROVIDER_CAP = 200;
export const FACTS_CACHE_SECONDS = 30;
export const HISTORY_TTL_SECONDS = 30 * 60;
/** Turns (a question and its answer each) given to the chat provider. */
export const HISTORY_TURNS = 6;
/** How long a synthesised answer waits in the stash for the gateway. */
export const SPEECH_STASH_TTL_SECONDS = 120;
/** The offline recogniser's sample rate (the en-us acoustic model's). */
export const RECOGNISER_SAMPLE_RATE = 16_000;
/** espeak-ng words per minute: a calm coach. */
export const ESPEAK_WORDS_PER_MINUTE = 160;
export const REDIS_KEYS = {
  // Named by the facts' shape: a replica of a new shape never reads what an older one kept (the
  // week ahead replaced tomorrow's unit alone on 2026-12-03, each exercise's prescription joined it on
  // 2026-12-07), and the old keys expire by themselves.
  facts: 'facts-prescribed',
  history: 'history',
  cap: 'provider-cap',
} as const;
/** The rest days of every edition (DECISIONS.md 4). */
export const REST_DAYS = [7, 14, 21, 28] as const;
export const CHALLENGE_DAYS = 28;
