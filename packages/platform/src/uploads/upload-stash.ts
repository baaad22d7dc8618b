import { randomBytes } from 'node:crypto';
import type { Provider } from '@nestjs/common';
import { Redis } from 'ioredis';
import type { RedisConnections } from '../redis/redis-connections.js';
import { REDIS_CONNECTIONS } from '../redis/redis.module.js';

const KEY = /^[0-9a-f]{32}$/;

/**
 * Claim check for uploads larger than a NATS message (a review photo, a voice recording): the
 * gateway puts the bytes in Redis under a random key that expires after `ttlSeconds` and sends only
 * the key over NATS; the service that owns the upload takes them, once (GETDEL). Both ends share the
 * environment's `REDIS_PREFIX`, so every replica of the gateway and of the service sees the same keys.
 */
export class UploadStash {
  constructor(
    private readonly redis: Redis,
    private readonly ttlSeconds = 300,
  ) {}

  static connect(redisUrl: string, redisPrefix: string, ttlSeconds?: number): UploadStash {
    const redis = new Redis(redisUrl, {
      maxRetriesPerRequest: 1,
      keyPrefix: `${redisPrefix}:uploads:`,
    });
    return new UploadStash(redis, ttlSeconds);
  }

  /** The stash on a connection of the app's RedisModule (closed with the app). */
  static async over(connections: RedisConnections, ttlSeconds?: number): Promise<UploadStash> {
    return new UploadStash(await connections.connect('uploads', { sharedKeys: 'uploads' }), ttlSeconds);
  }

  /** Keeps the bytes for `ttlSeconds` and answers the key to send instead of them. */
  async put(bytes: Buffer): Promise<string> {
    const key = randomBytes(16).toString('hex');
    await this.redis.set(key, bytes, 'EX', this.ttlSeconds);
    return key;
  }

  /** The bytes behind a key, removed as they are read; null for an unknown, expired or taken key. */
  async take(key: string): Promise<Buffer | null> {
    if (!KEY.test(key)) return null;
    return this.redis.getdelBuffer(key);
  }

  close(): void {
    this.redis.disconnect();
  }
}

/** `UploadStash` for a module that imports the app's RedisModule: one stash on one of its connections. */
export const uploadStashProvider: Provider = {
  provide: UploadStash,
  useFactory: (connections: RedisConnections) => UploadStash.over(connections),
  inject: [REDIS_CONNECTIONS],
};
