import { BullModule } from '@nestjs/bullmq';
import { Global, Module, type DynamicModule, type OnApplicationShutdown } from '@nestjs/common';
import type { ServiceName } from '@reto/contracts';
import { Queue, type JobsOptions } from 'bullmq';
import type { Redis } from 'ioredis';
import type { ServiceConfig } from '../config.js';
import { OutcomeUnknownError } from '../errors.js';
import { openRedis } from '../redis/redis.module.js';
import { SERVICE_CONFIG } from '../service-kit.module.js';

/** Where a service's BullMQ queues keep their keys in Redis. */
export const queuePrefix = (redisPrefix: string, service: ServiceName): string => `${redisPrefix}:${service}:bull`;

/**
 * Where a request hands work to a queue (a mail, a link request). A worker's connection waits for
 * Redis forever (`maxRetriesPerRequest: null`, as BullMQ requires for its blocking commands); a
 * request must not: the producers here share one connection that fails at once while Redis is away
 * (no offline queue, no retry) and after REDIS_COMMAND_TIMEOUT_MS while it hangs. A job that could
 * not be handed over is answered 503 "puede que se haya guardado; vuelve a intentarlo"
 * (outcome_unknown): what the request stored before it stays, and the commands that queue work
 * take their retry as one (docs/features/safe-retries.md).
 */
export class QueueProducers implements OnApplicationShutdown {
  private readonly redis: Redis;
  private readonly queues = new Map<string, Queue>();

  constructor(
    config: Pick<ServiceConfig, 'REDIS_URL' | 'REDIS_PREFIX' | 'REDIS_COMMAND_TIMEOUT_MS'>,
    private readonly service: ServiceName,
  ) {
    this.redis = openRedis(config.REDIS_URL, {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      commandTimeout: config.REDIS_COMMAND_TIMEOUT_MS,
      connectTimeout: Math.max(1_000, config.REDIS_COMMAND_TIMEOUT_MS * 2),
    });
    // its state is reported by the app's own Redis client (RedisModule); this one only fails fast
    this.redis.on('error', () => undefined);
    this.prefix = queuePrefix(config.REDIS_PREFIX, service);
    this.waitMs = Math.max(1_000, config.REDIS_COMMAND_TIMEOUT_MS * 2);
  }

  private readonly prefix: string;
  /** The longest a request waits for its job to be taken, whatever the connection is doing. */
  private readonly waitMs: number;

  private queue(name: string): Queue {
    let queue = this.queues.get(name);
    if (!queue) {
      queue = new Queue(name, { connection: this.redis, prefix: this.prefix });
      queue.on('error', () => undefined);
      this.queues.set(name, queue);
    }
    return queue;
  }

  /** Hands one job to a queue, or throws OutcomeUnknownError (503) when Redis did not take it in time. */
  async add<T>(queue: string, name: string, data: T, options?: JobsOptions): Promise<void> {
    const producer = this.queue(queue);
    let timer: NodeJS.Timeout | undefined;
    try {
      // a connection made while Redis hangs waits for its ready check, which no command timeout covers
      await Promise.race([
        producer.add(name, data, options),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error('queue did not answer')), this.waitMs);
        }),
      ]);
    } catch {
      // a queue whose first connection failed stays failed: the next job gets a new one
      this.queues.delete(queue);
      void producer.close().catch(() => undefined);
      throw new OutcomeUnknownError(`${this.service}.queue.${queue}`);
    } finally {
      clearTimeout(timer);
    }
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all([...this.queues.values()].map((queue) => queue.close().catch(() => undefined)));
    this.redis.disconnect();
  }
}

/**
 * The workers' connection, opened with `openRedis` as every other: it waits for Redis rather than
 * fail BullMQ's blocking commands (`maxRetriesPerRequest: null`, as BullMQ requires). BullMQ shares
 * it between the service's queues and workers (each worker's blocking reads get a copy BullMQ makes
 * and closes) and never closes a connection it was given, so this closes it, once the workers have
 * stopped.
 */
export class QueueWorkerConnection implements OnApplicationShutdown {
  readonly redis: Redis;

  constructor(config: Pick<ServiceConfig, 'REDIS_URL' | 'REDIS_PREFIX'>, service: ServiceName) {
    this.redis = openRedis(config.REDIS_URL, {
      maxRetriesPerRequest: null,
      connectionName: `${config.REDIS_PREFIX}:${service}:bull`,
    });
    // BullMQ reports its workers' errors; a connection away keeps reconnecting by itself
    this.redis.on('error', () => undefined);
  }

  onApplicationShutdown(): void {
    this.redis.disconnect();
  }
}

@Module({})
class QueueWorkerConnectionModule {}

@Global()
@Module({})
class QueuesRootModule {}

/**
 * A service's BullMQ jobs (`@nestjs/bullmq`) on the Redis of its config, under its own key prefix
 * (`<REDIS_PREFIX>:<service>:bull`). Import beside `ServiceKitModule.forService`; queues are then
 * registered with `BullModule.registerQueue` and worked by `@Processor` classes; requests hand jobs
 * over through `QueueProducers` (bounded), never through the workers' unbounded connection.
 */
export const QueuesModule = {
  forService: (service: ServiceName): DynamicModule => ({
    module: QueuesRootModule,
    imports: [
      BullModule.forRootAsync({
        imports: [
          {
            module: QueueWorkerConnectionModule,
            providers: [
              {
                provide: QueueWorkerConnection,
                inject: [SERVICE_CONFIG],
                useFactory: (config: ServiceConfig) => new QueueWorkerConnection(config, service),
              },
            ],
            exports: [QueueWorkerConnection],
          },
        ],
        inject: [SERVICE_CONFIG, QueueWorkerConnection],
        useFactory: (config: ServiceConfig, workers: QueueWorkerConnection) => ({
          connection: workers.redis,
          prefix: queuePrefix(config.REDIS_PREFIX, service),
        }),
      }),
    ],
    providers: [
      {
        provide: QueueProducers,
        inject: [SERVICE_CONFIG],
        useFactory: (config: ServiceConfig) => new QueueProducers(config, service),
      },
    ],
    exports: [QueueProducers],
  }),
};
