import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { DeferredRedisWrites } from '../redis/deferred-writes.js';

/**
 * The platform's shared cache: JSON values in the app's Redis (`REDIS`, so under its prefix), the
 * same for every replica, each kept `ttlSeconds` (0 or less: nothing kept). Redis away or hung
 * costs a miss, never an error: a read answers null and a write is skipped. Invalidation is the
 * owner's: `refresh` after the change committed (or an event that says so), or a new version in
 * the key (`SharedVersion`); for answers dropped together, `SharedGroups`.
 */
export class SharedCache<V> {
  constructor(
    private readonly redis: Redis,
    /** The keys' common start (`facts` → `facts:<key>`); empty for a cache of one key. */
    private readonly namespace: string,
    private readonly ttlSeconds: number,
  ) {}

  private keyOf(key: string): string {
    return this.namespace && key ? `${this.namespace}:${key}` : this.namespace || key;
  }

  /** The kept value of `key`, or null (none, or Redis did not answer). */
  async get(key = ''): Promise<V | null> {
    const hit = await this.redis.get(this.keyOf(key)).catch(() => null);
    return hit ? (JSON.parse(hit) as V) : null;
  }

  /**
   * Keeps `value` for `ttlSeconds` (the cache's unless given); `onlyIfAbsent`: not over a value
   * kept meanwhile (a reader's computation may predate a refresh that wrote it).
   */
  async set(
    key: string,
    value: V,
    { ttlSeconds = this.ttlSeconds, onlyIfAbsent = false }: { ttlSeconds?: number; onlyIfAbsent?: boolean } = {},
  ): Promise<void> {
    if (ttlSeconds <= 0) return;
    const json = JSON.stringify(value);
    const kept = onlyIfAbsent
      ? this.redis.set(this.keyOf(key), json, 'EX', ttlSeconds, 'NX')
      : this.redis.set(this.keyOf(key), json, 'EX', ttlSeconds);
    await kept.catch(() => undefined);
  }

  /** The kept value of `key`, else `compute`d and kept unless a value was kept meanwhile. */
  async remember(key: string, compute: () => Promise<V>): Promise<V> {
    const hit = await this.get(key);
    if (hit !== null) return hit;
    const value = await compute();
    await this.set(key, value, { onlyIfAbsent: true });
    return value;
  }

  /** `compute`s the value anew and keeps it over the old one; call after the change committed. */
  async refresh(key: string, compute: () => Promise<V>): Promise<V> {
    const value = await compute();
    await this.set(key, value);
    return value;
  }
}

/** The hash field that changes whenever a group's answers are dropped. */
const EPOCH = 'epoch';

/**
 * Keeps a computed answer only if the group's hash was not dropped since the answer's inputs were
 * read (same epoch): KEYS[1] the hash; ARGV the epoch seen, the field, the value, the TTL.
 */
const KEEP_IF_SAME_EPOCH = `
if (redis.call('HGET', KEYS[1], '${EPOCH}') or '') ~= ARGV[1] then return 0 end
redis.call('HSET', KEYS[1], ARGV[2], ARGV[3])
redis.call('EXPIRE', KEYS[1], ARGV[4])
return 1`;

/** Drops a group's answers and gives it a new epoch, kept as long as an answer: KEYS[1] the hash; ARGV the epoch, the TTL. */
const FORGET_GROUP = `
redis.call('DEL', KEYS[1])
redis.call('HSET', KEYS[1], '${EPOCH}', ARGV[1])
redis.call('EXPIRE', KEYS[1], ARGV[2])
return 1`;

type EpochRedis = Redis & {
  keepIfSameEpoch(key: string, epoch: string, field: string, value: Buffer, ttlS: number): Promise<number>;
  forgetGroup(key: string, epoch: string, ttlS: number): Promise<number>;
};

/**
 * Answers kept together in Redis, one hash a group (a member's answers), each kept as the bytes
 * computed (a hit is sent as it is, never parsed). Forgetting a group drops all its answers at
 * once, and an answer computed while its group was forgotten (a change landing during the read)
 * is not kept, so the next read sees the change. A hit is one round trip. A forgetting Redis did
 * not take is done once it is back: a change never hides behind an answer it failed to drop.
 */
export class SharedGroups {
  private readonly redis: EpochRedis;
  private readonly deferred: DeferredRedisWrites;

  constructor(
    redis: Redis,
    private readonly ttlSeconds: number,
  ) {
    this.redis = redis as EpochRedis;
    this.redis.defineCommand('keepIfSameEpoch', { numberOfKeys: 1, lua: KEEP_IF_SAME_EPOCH });
    this.redis.defineCommand('forgetGroup', { numberOfKeys: 1, lua: FORGET_GROUP });
    this.deferred = new DeferredRedisWrites(redis);
  }

  /** The group's kept answer for `field`, else `compute`d and kept (when the group was not forgotten meanwhile). */
  async remember(group: string, field: string, compute: () => Promise<Buffer>): Promise<Buffer> {
    const [hit, epoch] = await this.redis.hmgetBuffer(group, field, EPOCH).catch(() => [null, null]);
    if (hit) return hit;
    const answer = await compute();
    await this.redis
      .keepIfSameEpoch(group, epoch?.toString() ?? '', field, answer, this.ttlSeconds)
      .catch(() => undefined);
    return answer;
  }

  /**
   * Drops the group's answers: a new epoch in their place, so a read that began before keeps nothing.
   * One script, atomic as a MULTI and one command where the MULTI took five (a completion drops one).
   */
  async forget(group: string): Promise<void> {
    await this.deferred.run(group, () => this.redis.forgetGroup(group, randomUUID(), this.ttlSeconds));
  }
}

/**
 * A version every replica shares through Redis, for invalidation by version: answers are kept
 * under keys that name it, so a new version leaves the old ones to expire unread. Each replica
 * holds the version it last read; the owner announces a change (an event) and every replica reads
 * it again (`reload`). A new version Redis did not take is written once it is back.
 */
export class SharedVersion {
  private version = 0;
  private readonly deferred: DeferredRedisWrites;

  constructor(
    private readonly redis: Redis,
    private readonly key: string,
  ) {
    this.deferred = new DeferredRedisWrites(redis);
  }

  /** The version this replica knows. */
  get current(): number {
    return this.version;
  }

  /** Reads the shared version (0 when Redis has none or does not answer). */
  async load(): Promise<void> {
    this.version = Number((await this.redis.get(this.key).catch(() => null)) ?? 0);
  }

  /** A change was announced: the shared version is read again (a new one here when Redis does not answer). */
  reload(): void {
    void this.redis
      .get(this.key)
      .then((value) => (this.version = Number(value ?? 0)))
      .catch(() => (this.version += 1));
  }

  /** A new version: at once here, on every replica once Redis takes it and they `reload`. */
  async bump(): Promise<void> {
    this.version += 1;
    await this.deferred.run(this.key, async () => {
      this.version = Number(await this.redis.incr(this.key));
    });
  }
}
