export const EVENT_STREAM_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;
export const EVENT_DUPLICATE_WINDOW_MS = 10 * 60 * 1000;
export const EVENT_ACK_WAIT_MS = 30_000;
export const OUTBOX_POLL_MS = 250;
/** The relay's listening connection, lost, is opened again after this (its poll goes on meanwhile). */
export const OUTBOX_LISTEN_RETRY_MS = 1000;
export const OUTBOX_BATCH = 100;
/**
 * A published outbox row is deleted once it is this old: JetStream keeps the event itself
 * (EVENT_STREAM_MAX_AGE_MS) and de-duplicates a re-publication only within EVENT_DUPLICATE_WINDOW_MS,
 * so the row serves nothing after that but the lag it shows. Kept, every event ever published stays
 * in the table and in its indexes, and each new row's message id lands on a random page of an index
 * that grows without end.
 */
export const OUTBOX_KEEP_PUBLISHED_MS = 60 * 60 * 1000;
/**
 * How often the relay deletes what it published long enough ago: OUTBOX_PRUNE_BATCH rows a statement,
 * at most OUTBOX_PRUNE_BATCHES statements a turn (50,000 rows a minute, far above what a service
 * appends; a table that kept months of rows before is emptied over hours, not in one burst).
 */
export const OUTBOX_PRUNE_EVERY_MS = 60_000;
export const OUTBOX_PRUNE_BATCH = 1000;
export const OUTBOX_PRUNE_BATCHES = 50;
/** A failed delivery is redelivered after 1 s, 2 s, 4 s, … at most 30 s. */
export const EVENT_RETRY_BASE_MS = 1000;
export const EVENT_RETRY_MAX_MS = 30_000;
/** A replay (a read model's rebuild) takes the stream's history this many events at a time. */
export const EVENT_REPLAY_BATCH = 2000;
