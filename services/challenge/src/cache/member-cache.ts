import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { CHALLENGE_CONTENT_CHANGED_SUBJECT } from '@reto/contracts';
import { LOGGER, RpcClient, SERVICE_CONFIG, type ServiceConfig } from '@reto/platform';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { MEMBER_CACHE_TTL_S } from '../challenge.constants.js';

/**
 * Redis cache of what members read most (the units list and today's unit), one hash per member
 * (`units:<userId>`), fields keyed by the local date, gender, admin flag and content version.
 * A completion or an enrolment change drops the member's hash; a video change bumps the content
 * version (every replica hears `challenge.content.changed`). Redis down: the cache is skipped.
 */
@Injectable()
export class MemberCache implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly redis: Redis;
  private contentVersion = 0;
  private readonly contentListeners: Array<() => void> = [];

  constructor(
    @Inject(SERVICE_CONFIG) private readonly config: ServiceConfig,
    private readonly rpc: RpcClient,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    this.redis = new Redis(config.REDIS_URL, {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      lazyConnect: true,
      keyPrefix: `${config.REDIS_PREFIX}:challenge:`,
    });
    this.redis.on('error', () => undefined);
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.redis.connect().catch((error: unknown) => this.logger.warn({ err: error }, 'redis cache unavailable'));
    this.contentVersion = Number((await this.redis.get('content-version').catch(() => null)) ?? 0);
    this.rpc.nats.subscribe(`${this.config.NATS_SUBJECT_PREFIX}${CHALLENGE_CONTENT_CHANGED_SUBJECT}`, {
      callback: () => {
        for (const listener of this.contentListeners) listener();
        void this.redis
          .get('content-version')
          .then((value) => (this.contentVersion = Number(value ?? 0)))
          .catch(() => (this.contentVersion += 1));
      },
    });
  }

  onApplicationShutdown(): void {
    this.redis.disconnect();
  }

  /** Called on every replica when content changed anywhere (e.g. to drop an in-process copy). */
  onContentChanged(listener: () => void): void {
    this.contentListeners.push(listener);
  }

  async remember<T>(userId: number, field: string, compute: () => Promise<T>): Promise<T> {
    const key = `units:${userId}`;
    const versioned = `${field}:v${this.contentVersion}`;
    const hit = await this.redis.hget(key, versioned).catch(() => null);
    if (hit) return JSON.parse(hit) as T;
    const value = await compute();
    await this.redis
      .multi()
      .hset(key, versioned, JSON.stringify(value))
      .expire(key, MEMBER_CACHE_TTL_S)
      .exec()
      .catch(() => undefined);
    return value;
  }

  async forget(userId: number | null): Promise<void> {
    if (userId !== null) await this.redis.del(`units:${userId}`).catch(() => undefined);
  }

  /** A video changed: every cached answer is stale. */
  async contentChanged(): Promise<void> {
    this.contentVersion = Number(await this.redis.incr('content-version').catch(() => this.contentVersion + 1));
  }
}
