import { Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import type { BaseConfig } from '@reto/platform';
import { Redis } from 'ioredis';
import { CoreModule } from '../core/core.module.js';
import { GATEWAY_CONFIG } from '../gateway.config.js';

export const REDIS = Symbol('REDIS');

/** The gateway's Redis connection. Commands fail fast while it is down instead of queueing. */
@Module({
  imports: [CoreModule],
  providers: [
    {
      provide: REDIS,
      useFactory: (config: BaseConfig) =>
        new Redis(config.REDIS_URL, {
          enableOfflineQueue: false,
          maxRetriesPerRequest: 1,
          keyPrefix: `${config.REDIS_PREFIX}:gateway:`,
        }),
      inject: [GATEWAY_CONFIG],
    },
  ],
  exports: [REDIS],
})
export class RedisModule implements OnApplicationShutdown {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  onApplicationShutdown(): void {
    this.redis.disconnect();
  }
}
