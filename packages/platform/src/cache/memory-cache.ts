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
  /**
   * The names a kept value is found under besides its key (its member's id, its e-mail), so that
   * `forgetIndexed` drops every entry of a name without a scan of all of them.
   */
  indexBy?: (value: V) => Iterable<string>;
}

/** A value kept, with the group it was asked under (e.g. its member). */
interface Kept<V> {
  value: V;
  group: string | undefined;
}

/** A computation under way: not kept once an invalidation that reaches it came meanwhile. */
interface Computation<V> {
  promise: Promise<V | null>;
  group: string | undefined;
  stale: boolean;
}

/**
 * The platform's in-process cache (`lru-cache`, bounded in size and age): one replica's memory of
 * values it computed lately. A value is computed once however many ask for it at the same time,
 * and kept only when no invalidation that reaches it came while it was being computed (it may
 * predate the change): `forget` and `forgetKeys` reach their keys, `forgetGroup` the keys asked
 * under its group, `forgetIndexed`, `forgetWhere` and `clear` every computation under way (a value
 * not yet computed cannot be matched). One member's change therefore never costs another member's answer. A
 * computation that fails, or answers null, is not kept. For what every replica must share,
 * `SharedCache`; an owner's events tell each replica's `MemoryCache` what to forget.
 */
export class MemoryCache<V extends object> {
  private readonly entries: LRUCache<string, Kept<V>> | null;
  /** The computations under way, by key. */
  private readonly computing = new Map<string, Computation<V>>();
  /** The keys kept under each group, so a group is forgotten without a scan. */
  private readonly groups = new Map<string, Set<string>>();
  /** The keys kept under each name `indexBy` gives their values. */
  private readonly indexed = new Map<string, Set<string>>();
  private readonly ttlMs: number;
  private readonly trueForMs: ((value: V) => number) | undefined;
  private readonly indexBy: ((value: V) => Iterable<string>) | undefined;

  constructor({ max, ttlMs, onDrop, trueForMs, indexBy }: MemoryCacheOptions<V>) {
    this.entries =
      ttlMs > 0
        ? new LRUCache<string, Kept<V>>({
            max,
            ttl: ttlMs,
            dispose: ({ value, group }, key) => {
              if (group !== undefined) this.unindex(this.groups, group, key);
              if (indexBy) for (const name of indexBy(value)) this.unindex(this.indexed, name, key);
              onDrop?.(value, key);
            },
          })
        : null;
    this.ttlMs = ttlMs;
    this.trueForMs = trueForMs;
    this.indexBy = indexBy;
  }

  /** Whether anything is kept at all (a TTL of 0 turns the cache off). */
  get enabled(): boolean {
    return this.entries !== null;
  }

  /**
   * The value of `key`: from memory when kept, else the computation under way for it, else
   * `compute`d and kept (when not null and `keep` accepts it), under `group` when given.
   */
  remember(key: string, compute: () => Promise<V>, keep?: (value: V) => boolean, group?: string): Promise<V>;
  remember(
    key: string,
    compute: () => Promise<V | null>,
    keep?: (value: V) => boolean,
    group?: string,
  ): Promise<V | null>;
  async remember(
    key: string,
    compute: () => Promise<V | null>,
    keep: (value: V) => boolean = () => true,
    group?: string,
  ): Promise<V | null> {
    if (!this.entries) return compute();
    const hit = this.entries.get(key)?.value ?? this.computing.get(key)?.promise;
    if (hit) return hit;
    const computation: Computation<V> = { promise: Promise.resolve(null), group, stale: false };
    const done = () => {
      if (this.computing.get(key) === computation) this.computing.delete(key);
    };
    computation.promise = compute().then(
      (value) => {
        if (!computation.stale && value !== null && keep(value)) this.keep(key, value, group);
        done();
        return value;
      },
      (error: unknown) => {
        done();
        throw error;
      },
    );
    this.computing.set(key, computation);
    return computation.promise;
  }

  /** The value kept for `key`, if any (nothing is computed, and a computation under way is not waited for). */
  kept(key: string): V | undefined {
    return this.entries?.get(key)?.value;
  }

  /** Drops `key`; what is being computed for it now is not kept. */
  forget(key: string): void {
    this.forgetKeys([key]);
  }

  /** Drops these keys; what is being computed for them now is not kept. */
  forgetKeys(keys: Iterable<string>): void {
    for (const key of [...keys]) {
      this.abandon(key);
      this.entries?.delete(key);
    }
  }

  /** Drops every key asked under `group`; what is being computed under it now is not kept. */
  forgetGroup(group: string): void {
    for (const [key, computation] of this.computing) if (computation.group === group) this.abandon(key);
    this.forgetKeys(this.groups.get(group) ?? []);
  }

  /**
   * Drops every entry whose value `indexBy` puts under one of `names`, found through the index (the
   * cost of what it drops, not of everything kept); nothing being computed now is kept (its value
   * cannot be matched yet).
   */
  forgetIndexed(names: Iterable<string>): void {
    this.abandonAll();
    for (const name of names) this.forgetKeys(this.indexed.get(name) ?? []);
  }

  /** Drops every entry that matches; nothing being computed now is kept (it cannot be matched yet). */
  forgetWhere(matches: (value: V, key: string) => boolean): void {
    this.abandonAll();
    if (!this.entries) return;
    const stale = [...this.entries.entries()].filter(([key, { value }]) => matches(value, key)).map(([key]) => key);
    for (const key of stale) this.entries.delete(key);
  }

  /** Drops everything; what is being computed now is not kept. */
  clear(): void {
    this.abandonAll();
    this.entries?.clear();
  }

  private keep(key: string, value: V, group: string | undefined): void {
    const ttl = this.trueForMs ? Math.min(this.ttlMs, this.trueForMs(value)) : undefined;
    if (ttl !== undefined && ttl <= 0) return;
    this.entries?.set(key, { value, group }, ttl === undefined ? undefined : { ttl });
    // after the set: replacing a value disposes of the old one, which unindexes its key
    if (group !== undefined) this.index(this.groups, group, key);
    if (this.indexBy) for (const name of this.indexBy(value)) this.index(this.indexed, name, key);
  }

  private index(index: Map<string, Set<string>>, name: string, key: string): void {
    index.set(name, (index.get(name) ?? new Set()).add(key));
  }

  private unindex(index: Map<string, Set<string>>, name: string, key: string): void {
    const keys = index.get(name);
    keys?.delete(key);
    if (keys?.size === 0) index.delete(name);
  }

  private abandon(key: string): void {
    const computation = this.computing.get(key);
    if (!computation) return;
    computation.stale = true;
    this.computing.delete(key);
  }

  private abandonAll(): void {
    for (const computation of this.computing.values()) computation.stale = true;
    this.computing.clear();
  }
}
