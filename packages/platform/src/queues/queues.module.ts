import { BullModule } from '@nestjs/bullmq';
import type { DynamicModule } from '@nestjs/common';
import type { ServiceName } from '@reto/contracts';
import type { ServiceConfig } from '../config.js';
import { SERVICE_CONFIG } from '../service-kit.module.js';

/** Where a service's BullMQ queues keep their keys in Redis. */
export const queuePrefix = (redisPrefix: string, service: ServiceName): string => `${redisPrefix}:${service}:bull`;

/**
 * A service's BullMQ jobs (`@nestjs/bullmq`) on the Redis of its config, under its own key prefix
 * (`<REDIS_PREFIX>:<service>:bull`). Import beside `ServiceKitModule.forService`; queues are then
 * registered with `BullModule.registerQueue` and worked by `@Processor` classes.
 */
export const QueuesModule = {
  forService: (service: ServiceName): DynamicModule =>
    BullModule.forRootAsync({
      inject: [SERVICE_CONFIG],
      useFactory: (config: ServiceConfig) => ({
        // A worker's connection must wait for Redis rather than fail its blocking commands.
        connection: { url: config.REDIS_URL, maxRetriesPerRequest: null },
        prefix: queuePrefix(config.REDIS_PREFIX, service),
      }),
    }),
};
