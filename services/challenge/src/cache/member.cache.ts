import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { ChallengeSubjects } from '@reto/contracts';
import {
  JsonReply,
  REDIS,
  RpcClient,
  SERVICE_CONFIG,
  SharedGroups,
  SharedVersion,
  type ServiceConfig,
} from '@reto/platform';
import type { Redis } from 'ioredis';
import { MEMBER_CACHE_TTL_S } from '../challenge.constants.js';

export interface CachedMember {
  userId: number;
  email: string;
}

const emailKey = (email: string) => `member-of:${email.trim().toLowerCase()}`;
const unitsOf = (userId: number | string) => `units:${userId}`;

/**
 * Redis cache of what members read most (the units list and today's unit), through the platform's
 * shared cache: one group a member (`units:<userId>`), fields keyed by the local date, gender,
 * admin flag and content version. A completion or an enrolment change drops the member's group
 * (invalidation by event) and tells every gateway replica (`challenge.member.changed`); a video change bumps the shared content version (every replica hears
 * `challenge.content.changed` and reads it again). Redis down: the cache is skipped. A hit is one
 * round trip; an answer computed while the group was dropped (a completion landing during the
 * read) is not kept, so the next read sees it.
 */
@Injectable()
export class MemberCache implements OnApplicationBootstrap {
  private readonly members: SharedGroups;
  private readonly content: SharedVersion;
  private readonly contentListeners: Array<() => void> = [];

  constructor(
    @Inject(SERVICE_CONFIG) private readonly config: ServiceConfig,
    private readonly rpc: RpcClient,
    @Inject(REDIS) private readonly redis: Redis,
  ) {
    this.members = new SharedGroups(redis, MEMBER_CACHE_TTL_S);
    this.content = new SharedVersion(redis, 'content-version');
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.content.load();
    this.rpc.nats.subscribe(`${this.config.NATS_SUBJECT_PREFIX}${ChallengeSubjects.broadcasts.contentChanged}`, {
      callback: () => this.contentMayHaveChanged(),
    });
    // A change announced while this replica's connection to NATS was away never arrives: once back,
    // it looks again.
    this.rpc.onConnectionBack(() => this.contentMayHaveChanged());
  }

  private contentMayHaveChanged(): void {
    for (const listener of this.contentListeners) listener();
    this.content.reload();
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
    let computed: JsonReply<T> | undefined;
    const json = await this.members.remember(unitsOf(member.userId), `${field}:v${this.content.current}`, async () => {
      computed = JsonReply.of(await compute());
      return computed.json;
    });
    if (!computed) return new JsonReply<T>(json);
    await this.redis.set(emailKey(member.email), member.userId, 'EX', MEMBER_CACHE_TTL_S).catch(() => undefined);
    return computed;
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
    for (const id of ids) {
      await this.members.forget(unitsOf(id));
      // Every gateway replica drops what it keeps of the member's answers (the exercise poll's).
      await this.rpc.announce(ChallengeSubjects.broadcasts.memberChanged, { userId: Number(id) });
    }
  }

  /** A video changed: every cached answer is stale (every replica's, once Redis takes the new version). */
  contentChanged(): Promise<void> {
    return this.content.bump();
  }
}
