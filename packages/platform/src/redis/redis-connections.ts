import type { OnApplicationShutdown } from '@nestjs/common';
import type { Redis, RedisOptions } from 'ioredis';
import type { Logger } from 'pino';
import type { BaseConfig } from '../config.js';
import { openRedis } from './redis.module.js';

/** No offline queue, one retry, a deadline on every command: a Redis away or hung costs a miss, never a wait. */
export const failFast = (config: BaseConfig): RedisOptions => ({
  enableOfflineQueue: false,
  maxRetriesPerRequest: 1,
  // A hung Redis keeps its connections open: without a deadline a command waits for the whole hang.
  commandTimeout: config.REDIS_COMMAND_TIMEOUT_MS,
  connectTimeout: Math.max(1_000, config.REDIS_COMMAND_TIMEOUT_MS * 2),
});

/** One warning per outage instead of one per retry (ioredis keeps reconnecting by itself). */
export function reportOutages(redis: Redis, logger: Logger, what: string): void {
  let down = false;
  redis.on('error', (error: Error) => {
    if (down) return;
    down = true;
    logger.warn({ err: error.message }, `${what} unavailable; reads skip it until it is back`);
  });
  redis.on('ready', () => {
    if (down) logger.info(`${what} back`);
    down = false;
  });
}

/**
 * The app's Redis connections that cannot be its shared client: a subscriber holds its connection
 * for as long as it listens (a pub/sub emitter needs one to listen and one to publish). Each is
 * configured here as the client is (the app's Redis, its timeouts, one warning per outage), named
 * `<REDIS_PREFIX>:<app>:<purpose>` in Redis's CLIENT LIST, and closed when the app stops. Pub/sub
 * channels carry no key prefix (Redis has none for them): the user prefixes its channels itself.
 */
export class RedisConnections implements OnApplicationShutdown {
  private readonly open = new Set<Redis>();

  constructor(
    private readonly config: BaseConfig,
    private readonly app: string,
    private readonly logger: Logger,
  ) {}

  /**
   * A new connection for `purpose`. A `subscriber` keeps what it is asked while the connection is
   * down and sends it once it is up (a subscription asked during an outage is then not lost, and
   * ioredis subscribes again to everything after a reconnect); any other fails fast, as the client.
   * Connected when answered (or Redis is away: a warning, and ioredis keeps reconnecting). Its keys
   * are unprefixed (the shared upload stash has its own connection: `RedisModule.forUploads`).
   * `deadlineMs` replaces REDIS_COMMAND_TIMEOUT_MS for a connection whose command is a hand-off that
   * is retried when it fails (a cache's deadline turns a slow answer into a miss; there it would
   * turn a command that went through into a retry).
   */
  async connect(
    purpose: string,
    { subscriber = false, deadlineMs }: { subscriber?: boolean; deadlineMs?: number } = {},
  ): Promise<Redis> {
    const redis = openRedis(this.config.REDIS_URL, {
      ...(subscriber
        ? { maxRetriesPerRequest: null }
        : { ...failFast(this.config), ...(deadlineMs ? { commandTimeout: deadlineMs } : {}) }),
      lazyConnect: true,
      connectionName: `${this.config.REDIS_PREFIX}:${this.app}:${purpose}`,
    });
    reportOutages(redis, this.logger, `redis (${purpose})`);
    this.open.add(redis);
    redis.once('end', () => this.open.delete(redis));
    await redis.connect().catch(() => undefined);
    return redis;
  }

  /** How many connections are open. */
  get size(): number {
    return this.open.size;
  }

  onApplicationShutdown(): void {
    for (const redis of this.open) redis.disconnect();
    this.open.clear();
  }
}
