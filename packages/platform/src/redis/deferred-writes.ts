import type { Redis } from 'ioredis';

/** How often the writes Redis did not take are tried again while some wait (a hung Redis sends no `ready`). */
const RETRY_EVERY_MS = 1_000;
/** The most writes kept waiting; past it the oldest is given up (its entry then lives out its TTL). */
const MAX_PENDING = 10_000;

/**
 * Writes that must reach Redis eventually, chiefly a cache's invalidations: a member's completion
 * stored while Redis was unreachable must not stay hidden behind the entry it failed to drop for
 * that entry's whole lifetime once Redis is back with its data. A write Redis did not take waits,
 * under its key (a later one for the same key replaces it), and is tried again when the connection
 * is ready again and every second meanwhile.
 */
export class DeferredRedisWrites {
  private readonly pending = new Map<string, () => Promise<unknown>>();
  private timer: NodeJS.Timeout | undefined;
  private flushing = false;

  constructor(redis: Redis) {
    redis.on('ready', () => void this.flush());
  }

  /** How many writes wait for Redis. */
  get waiting(): number {
    return this.pending.size;
  }

  /** Runs `write` now; when Redis does not take it, keeps it under `key` to be tried again. */
  async run(key: string, write: () => Promise<unknown>): Promise<void> {
    try {
      await write();
      this.pending.delete(key);
    } catch {
      this.keep(key, write);
    }
  }

  /** Tries every waiting write once; those Redis still does not take wait on. */
  async flush(): Promise<void> {
    if (this.flushing) return;
    this.flushing = true;
    try {
      for (const [key, write] of [...this.pending]) {
        try {
          await write();
          if (this.pending.get(key) === write) this.pending.delete(key);
        } catch {
          // still away: the rest would fail alike, each after its timeout
          break;
        }
      }
    } finally {
      this.flushing = false;
      if (this.pending.size === 0) this.stop();
    }
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  private keep(key: string, write: () => Promise<unknown>): void {
    this.pending.delete(key);
    this.pending.set(key, write);
    if (this.pending.size > MAX_PENDING) this.pending.delete(this.pending.keys().next().value!);
    if (!this.timer) {
      this.timer = setInterval(() => void this.flush(), RETRY_EVERY_MS);
      this.timer.unref();
    }
  }
}
