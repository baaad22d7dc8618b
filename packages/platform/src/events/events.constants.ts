export const EVENT_STREAM_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;
export const EVENT_DUPLICATE_WINDOW_MS = 10 * 60 * 1000;
export const EVENT_ACK_WAIT_MS = 30_000;
export const OUTBOX_POLL_MS = 250;
/** The relay's listening connection, lost, is opened again after this (its poll goes on meanwhile). */
export const OUTBOX_LISTEN_RETRY_MS = 1000;
export const OUTBOX_BATCH = 100;
/** A failed delivery is redelivered after 1 s, 2 s, 4 s, … at most 30 s. */
export const EVENT_RETRY_BASE_MS = 1000;
export const EVENT_RETRY_MAX_MS = 30_000;
/** A replay (a read model's rebuild) takes the stream's history this many events at a time. */
export const EVENT_REPLAY_BATCH = 2000;
