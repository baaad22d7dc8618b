import { randomUUID } from 'node:crypto';
import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { ChallengeSubjects } from '@reto/contracts';
import { DeferredRedisWrites, JsonReply, REDIS, RpcClient, SERVICE_CONFIG, type ServiceConfig } from '@reto/platform';
import type { Redis } from 'ioredis';
import { MEMBER_CACHE_TTL_S } from '../challenge.constants.js';

export interface CachedMember {
  userId: number;
  email: string;
}

const emailKey = (email: string) => `member-of:${email.trim().toLowerCase()}`;

/** The hash field that changes whenever the member's answers are dropped. */
const EPOCH = 'epoch';

/**
 * Keeps a computed answer only if the member's hash was not dropped since the answer's inputs were
 * read (same epoch): KEYS[1] the hash; ARGV the epoch seen, the field, the value, the TTL.
 */
const KEEP_IF_SAME_EPOCH = `
if (redis.call('HGET', KEYS[1], '${EPOCH}') or '') ~= ARGV[1] then return 0 end
redis.call('HSET', KEYS[1], ARGV[2], ARGV[3])
redis.call('EXPIRE', KEYS[1], ARGV[4])
return 1`;

type EpochRedis = Redis & {
  keepIfSameEpoch(key: string, epoch: string, field: string, value: Buffer, ttlS: number): Promise<number>;
};

/**
 * Redis cache of what members read most (the units list and today's unit), one hash per member
 * (`units:<userId>`), fields keyed by the local date, gender, admin flag and content version.
 * A completion or an enrolment change drops the member's hash (and tells every gateway replica,
 * `challenge.member.changed`); a video change bumps the content version (every replica hears
 * `challenge.content.changed`). Redis down: the cache is skipped.
 * A hit is one round trip (the field and the hash's epoch together); an answer computed while the
 * hash was dropped (a completion landing during the read) is not kept, so the next read sees it.
 */
@Injectable()
export class MemberCache implements OnApplicationBootstrap {
  private readonly redis: EpochRedis;
  private contentVersion = 0;
  private readonly contentListeners: Array<() => void> = [];
  /** Drops Redis did not take, done once it is back: a change never hides behind an entry it missed. */
  private readonly deferred: DeferredRedisWrites;

  constructor(
    @Inject(SERVICE_CONFIG) private readonly config: ServiceConfig,
    private readonly rpc: RpcClient,
    @Inject(REDIS) redis: Redis,
  ) {
    this.redis = redis as EpochRedis;
    this.redis.defineCommand('keepIfSameEpoch', { numberOfKeys: 1, lua: KEEP_IF_SAME_EPOCH });
    this.deferred = new DeferredRedisWrites(this.redis);
  }

  async onApplicationBootstrap(): Promise<void> {
    this.contentVersion = Number((await this.redis.get('content-version').catch(() => null)) ?? 0);
    this.rpc.nats.subscribe(`${this.config.NATS_SUBJECT_PREFIX}${ChallengeSubjects.broadcasts.contentChanged}`, {
      callback: () => this.contentMayHaveChanged(),
    });
    // A change announced while this replica's connection to NATS was away never arrives: once back,
    // it looks again.
    this.rpc.onConnectionBack(() => this.contentMayHaveChanged());
  }

  private contentMayHaveChanged(): void {
    for (const listener of this.contentListeners) listener();
    void this.redis
      .get('content-version')
      .then((value) => (this.contentVersion = Number(value ?? 0)))
      .catch(() => (this.contentVersion += 1));
  }

  /** Called on every replica when content changed anywhere (e.g. to drop an in-process copy). */
  onContentChanged(listener: () => void): void {
    this.contentListeners.push(listener);
  }

  /**
   * The member's cached answer for `field`, computed and kept (with the e-mail's pointer to the
   * account) on a miss. It is the answer's JSON, sent as it is: a hit is never parsed, and a
   * computed answer is written once for both the cache and the reply.
   */
  async remember<T>(member: CachedMember, field: string, compute: () => Promise<T>): Promise<JsonReply<T>> {
    const key = `units:${member.userId}`;
    const versioned = `${field}:v${this.contentVersion}`;
    const [hit, epoch] = await this.redis.hmgetBuffer(key, versioned, EPOCH).catch(() => [null, null]);
    if (hit) return new JsonReply<T>(hit);
    const answer = JsonReply.of(await compute());
    await Promise.all([
      this.redis.keepIfSameEpoch(key, epoch?.toString() ?? '', versioned, answer.json, MEMBER_CACHE_TTL_S),
      this.redis.set(emailKey(member.email), member.userId, 'EX', MEMBER_CACHE_TTL_S),
    ]).catch(() => undefined);
    return answer;
  }

  /**
   * Drops a member's cached answers: by account, or by e-mail when the change is not linked to an
   * account yet (a payment by e-mail), through the pointer kept by `remember`.
   */
  async forget(member: { userId: number | null; email?: string }): Promise<void> {
    const ids = new Set<string>();
    if (member.userId !== null) ids.add(String(member.userId));
    if (member.email) {
      const linked = await this.redis.get(emailKey(member.email)).catch(() => null);
      if (linked) ids.add(linked);
    }
    if (!ids.size) return;
    // A new epoch in place of the answers: a read that began before this keeps nothing.
    for (const id of ids) {
      await this.deferred.run(`units:${id}`, () =>
        this.redis
          .multi()
          .del(`units:${id}`)
          .hset(`units:${id}`, EPOCH, randomUUID())
          .expire(`units:${id}`, MEMBER_CACHE_TTL_S)
          .exec(),
      );
      // Every gateway replica drops what it keeps of the member's answers (the exercise poll's).
      this.rpc.nats.publish(
        `${this.config.NATS_SUBJECT_PREFIX}${ChallengeSubjects.broadcasts.memberChanged}`,
        JSON.stringify({ userId: Number(id) }),
      );
    }
  }

  /** A video changed: every cached answer is stale (every replica's, once Redis takes the new version). */
  async contentChanged(): Promise<void> {
    this.contentVersion += 1;
    await this.deferred.run('content-version', async () => {
      this.contentVersion = Number(await this.redis.incr('content-version'));
    });
  }
}
