import { LRUCache } from 'lru-cache';

/** How a `MemoryCache` is bounded: at most `max` entries, each for `ttlMs` (0 or less: nothing kept). */
export interface MemoryCacheOptions<V> {
  max: number;
  ttlMs: number;
  /** Told of every entry that leaves (expired, evicted, forgotten), e.g. to keep an index of the keys. */
  onDrop?: (value: V, key: string) => void;
  /**
   * How long (ms, from when it was computed) a value stays true by itself, before a change no one
   * announces (a session's end): kept that long at most, and not at all when it is 0 or less.
   */
  trueForMs?: (value: V) => number;
}

/**
 * The platform's in-process cache (`lru-cache`, bounded in size and age): one replica's memory of
 * values it computed lately. A value is computed once however many ask for it at the same time,
 * and kept only when no invalidation (`forget`, `forgetWhere`, `clear`) came while it was being
 * computed: it may predate the change. A computation that fails, or answers null, is not kept.
 * For what every replica must share, `SharedCache`; an owner's events tell each replica's
 * `MemoryCache` what to forget.
 */
export class MemoryCache<V extends object> {
  private readonly entries: LRUCache<string, V> | null;
  /** Counts the invalidations: a computation begun before the last one is not kept. */
  private version = 0;
  /** The computations under way since the last invalidation, by key. */
  private readonly computing = new Map<string, Promise<V | null>>();
  private readonly ttlMs: number;
  private readonly trueForMs: ((value: V) => number) | undefined;

  constructor({ max, ttlMs, onDrop, trueForMs }: MemoryCacheOptions<V>) {
    this.entries =
      ttlMs > 0 ? new LRUCache<string, V>({ max, ttl: ttlMs, ...(onDrop ? { dispose: onDrop } : {}) }) : null;
    this.ttlMs = ttlMs;
    this.trueForMs = trueForMs;
  }

  /** Whether anything is kept at all (a TTL of 0 turns the cache off). */
  get enabled(): boolean {
    return this.entries !== null;
  }

  /**
   * The value of `key`: from memory when kept, else the computation under way for it, else
   * `compute`d and kept (when not null and `keep` accepts it).
   */
  remember(key: string, compute: () => Promise<V>, keep?: (value: V) => boolean): Promise<V>;
  remember(key: string, compute: () => Promise<V | null>, keep?: (value: V) => boolean): Promise<V | null>;
  async remember(
    key: string,
    compute: () => Promise<V | null>,
    keep: (value: V) => boolean = () => true,
  ): Promise<V | null> {
    if (!this.entries) return compute();
    const hit = this.entries.get(key) ?? this.computing.get(key);
    if (hit) return hit;
    const version = this.version;
    const done = () => {
      if (version === this.version) this.computing.delete(key);
    };
    const computation = compute().then(
      (value) => {
        if (version === this.version && value !== null && keep(value)) this.keep(key, value);
        done();
        return value;
      },
      (error: unknown) => {
        done();
        throw error;
      },
    );
    this.computing.set(key, computation);
    return computation;
  }

  /** Drops `key`; what is being computed now is not kept. */
  forget(key: string): void {
    this.invalidated();
    this.entries?.delete(key);
  }

  /** Drops these keys (none: still an invalidation); what is being computed now is not kept. */
  forgetKeys(keys: Iterable<string>): void {
    this.invalidated();
    for (const key of [...keys]) this.entries?.delete(key);
  }

  /** Drops every entry that matches; what is being computed now is not kept. */
  forgetWhere(matches: (value: V, key: string) => boolean): void {
    this.invalidated();
    if (!this.entries) return;
    const stale = [...this.entries.entries()].filter(([key, value]) => matches(value, key)).map(([key]) => key);
    for (const key of stale) this.entries.delete(key);
  }

  /** Drops everything; what is being computed now is not kept. */
  clear(): void {
    this.invalidated();
    this.entries?.clear();
  }

  private keep(key: string, value: V): void {
    if (!this.trueForMs) {
      this.entries?.set(key, value);
      return;
    }
    const ttl = Math.min(this.ttlMs, this.trueForMs(value));
    if (ttl > 0) this.entries?.set(key, value, { ttl });
  }

  private invalidated(): void {
    this.version += 1;
    this.computing.clear();
  }
}
