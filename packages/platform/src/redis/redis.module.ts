import type { DynamicModule, InjectionToken, ModuleMetadata, OnApplicationShutdown } from '@nestjs/common';
import { Inject, Module } from '@nestjs/common';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { BaseConfig } from '../config.js';
import { LOGGER, SERVICE_CONFIG } from '../service-kit.module.js';
import { failFast, RedisConnections, reportOutages } from './redis-connections.js';

/** The app's Redis client (ioredis), from `RedisModule.forApp`. */
export const REDIS = Symbol('REDIS');
/** The app's other Redis connections (`RedisConnections`), from `RedisModule.forApp`. */
export const REDIS_CONNECTIONS = Symbol('REDIS_CONNECTIONS');

/**
 * One app's Redis client: every key under `<REDIS_PREFIX>:<app>:` (the prefix applied here, once),
 * and failing fast while Redis is away (no offline queue, one retry) or hung (a command fails after
 * REDIS_COMMAND_TIMEOUT_MS), so a cache or a limit that reads it costs the request a miss, never a wait; commands issued together leave together
 * (auto-pipelining). Connected before the app starts (a warning when
 * Redis is away; ioredis keeps reconnecting), with one warning per outage instead of one per retry.
 */
export async function connectRedis(config: BaseConfig, app: string, logger: Logger): Promise<Redis> {
  const redis = new Redis(config.REDIS_URL, {
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

/** Closes the client when the app stops. */
class RedisShutdown implements OnApplicationShutdown {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  onApplicationShutdown(): void {
    this.redis.disconnect();
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
}
