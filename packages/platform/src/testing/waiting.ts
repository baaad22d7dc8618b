/** Polling helpers for integration tests: what happens through NATS, JetStream or a job arrives a little later. */

export interface WaitOptions {
  /** Give up after this long (default 10 s for `until`, 30 s for `eventually`). */
  timeoutMs?: number;
  /** Pause between two reads. */
  intervalMs?: number;
  /** Named in the timeout's error. */
  what?: string;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Reads until `done` holds or the time is up, and returns the last value read either way (the
 * caller's assertion on it then says what was seen).
 */
export async function eventually<T>(
  read: () => Promise<T> | T,
  done: (value: T) => boolean,
  { timeoutMs = 30_000, intervalMs = 250 }: WaitOptions = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let value = await read();
  while (!done(value) && Date.now() < deadline) {
    await pause(intervalMs);
    value = await read();
  }
  return value;
}

/** Waits until `condition` holds; throws, naming `what`, when it never does within the time. */
export async function until(
  condition: () => Promise<boolean> | boolean,
  { timeoutMs = 10_000, intervalMs = 100, what = 'condition' }: WaitOptions = {},
): Promise<void> {
  if (!(await eventually(condition, Boolean, { timeoutMs, intervalMs }))) {
    throw new Error(`timed out after ${String(timeoutMs)} ms waiting for ${what}`);
  }
}
