import type { DynamicModule, InjectionToken, ModuleMetadata, OnApplicationShutdown } from '@nestjs/common';
import { Inject, Module } from '@nestjs/common';
import { Redis, type RedisOptions } from 'ioredis';
import type { Logger } from 'pino';
import type { BaseConfig } from '../config.js';
import { LOGGER, SERVICE_CONFIG } from '../service-kit.module.js';
import { UploadStash } from '../uploads/upload-stash.js';
import { failFast, RedisConnections, reportOutages } from './redis-connections.js';

/** The app's Redis client (ioredis), from `RedisModule.forApp`. */
export const REDIS = Symbol('REDIS');
/** The app's other Redis connections (`RedisConnections`), from `RedisModule.forApp`. */
export const REDIS_CONNECTIONS = Symbol('REDIS_CONNECTIONS');

/**
 * Every Redis connection of the apps is opened here, so each has its prefix, its deadlines and its
 * closing in one place (a lint check, infra/lint/redis-clients.spec.ts, fails on a client opened
 * anywhere else): the app's client (`forApp`), the shared upload stash (`forUploads`), the
 * app's other connections (`RedisConnections`: a subscriber's, a publisher's), the queue producers'
 * connection (`QueueProducers`) and the queue workers' (`QueueWorkerConnection`).
 */
export function openRedis(url: string, options: RedisOptions): Redis {
  return new Redis(url, options);
}

/**
 * One app's Redis client: every key under `<REDIS_PREFIX>:<app>:` (the prefix applied here, once),
 * and failing fast while Redis is away (no offline queue, one retry) or hung (a command fails after
 * REDIS_COMMAND_TIMEOUT_MS), so a cache or a limit that reads it costs the request a miss, never a wait; commands issued together leave together
 * (auto-pipelining). Connected before the app starts (a warning when
 * Redis is away; ioredis keeps reconnecting), with one warning per outage instead of one per retry.
 */
export async function connectRedis(config: BaseConfig, app: string, logger: Logger): Promise<Redis> {
  const redis = openRedis(config.REDIS_URL, {
    ...failFast(config),
    lazyConnect: true,
    keyPrefix: `${config.REDIS_PREFIX}:${app}:`,
    connectionName: `${config.REDIS_PREFIX}:${app}`,
    // The commands that requests in flight issue in the same tick leave in one write (a cold member
    // read writes two; the gateway's limits one each): fewer system calls under load.
    enableAutoPipelining: true,
  });
  reportOutages(redis, logger, 'redis');
  await redis.connect().catch(() => undefined);
  return redis;
}

/**
 * The upload stash's connection: keys under `<REDIS_PREFIX>:uploads:`, the same for the gateway and
 * every service (one puts, another takes), so not under an app's prefix.
 */
export function connectUploadStash(
  config: Pick<BaseConfig, 'REDIS_URL' | 'REDIS_PREFIX'>,
  ttlSeconds?: number,
): UploadStash {
  return new UploadStash(
    openRedis(config.REDIS_URL, { maxRetriesPerRequest: 1, keyPrefix: `${config.REDIS_PREFIX}:uploads:` }),
    ttlSeconds,
  );
}

/** Closes the client when the app stops. */
class RedisShutdown implements OnApplicationShutdown {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  onApplicationShutdown(): void {
    this.redis.disconnect();
  }
}

/** The stash of one `forUploads` module, whatever token it is exported under. */
const STASH = Symbol('UPLOAD_STASH');

/** Closes an upload stash's connection when the app stops. */
class UploadStashShutdown implements OnApplicationShutdown {
  constructor(@Inject(STASH) private readonly stash: UploadStash) {}

  onApplicationShutdown(): void {
    this.stash.close();
  }
}

@Module({})
export class RedisModule {
  /**
   * The `REDIS` client of an app, for the modules that import it (one client however many do). A
   * service passes nothing more (its configuration and logger come from `ServiceKitModule`); the
   * gateway names its own.
   */
  static forApp(
    app: string,
    { config = SERVICE_CONFIG, imports = [] }: { config?: InjectionToken; imports?: ModuleMetadata['imports'] } = {},
  ): DynamicModule {
    return {
      module: RedisModule,
      imports,
      providers: [
        {
          provide: REDIS,
          useFactory: (appConfig: BaseConfig, logger: Logger) => connectRedis(appConfig, app, logger),
          inject: [config, LOGGER],
        },
        RedisShutdown,
        {
          provide: REDIS_CONNECTIONS,
          useFactory: (appConfig: BaseConfig, logger: Logger) => new RedisConnections(appConfig, app, logger),
          inject: [config, LOGGER],
        },
      ],
      exports: [REDIS, REDIS_CONNECTIONS],
    };
  }

  /**
   * An `UploadStash` (under `provide`, the class itself unless named) on the shared upload
   * connection, kept `ttlSeconds` (the stash's default unless given; read from the app's config).
   */
  static forUploads({
    provide = UploadStash,
    config = SERVICE_CONFIG,
    imports = [],
    ttlSeconds,
  }: {
    provide?: InjectionToken;
    config?: InjectionToken;
    imports?: ModuleMetadata['imports'];
    ttlSeconds?: (appConfig: never) => number;
  } = {}): DynamicModule {
    return {
      module: RedisModule,
      imports,
      providers: [
        {
          provide: STASH,
          useFactory: (appConfig: BaseConfig) => connectUploadStash(appConfig, ttlSeconds?.(appConfig as never)),
          inject: [config],
        },
        { provide, useExisting: STASH },
        UploadStashShutdown,
      ],
      exports: [provide],
    };
  }
}
