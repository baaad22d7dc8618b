import {
  Controller,
  Inject,
  Module,
  Optional,
  type DynamicModule,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { APP_FILTER, APP_INTERCEPTOR } from '@nestjs/core';
import { MessagePattern } from '@nestjs/microservices';
import { TypeOrmModule } from '@nestjs/typeorm';
import { healthPingSubject, type HealthPingReply, type ServiceName } from '@reto/contracts';
import type { Logger } from 'pino';
import { DataSource } from 'typeorm';
import { Clock, ControllableClock, SystemClock } from './clock/clock.js';
import {
  bootConfigOf,
  loadConfig,
  serviceConfigSchema,
  type DatabaseServiceConfig,
  type ServiceConfig,
} from './config.js';
import { publishesEvents, serviceDataSourceOptions, type ServiceDatabase } from './database.js';
import { EventBus } from './events/event-bus.js';
import { EventConsumers } from './events/event-consumer.js';
import { OutboxRelay } from './events/outbox.js';
import { createLogger } from './logger.js';
import { scheduleKeeper } from './queues/schedule-keeper.js';
import { RpcClient } from './nats/rpc-client.js';
import { RequestContextInterceptor } from './rpc/request-context.interceptor.js';
import { RpcErrorFilter } from './rpc/rpc-error.filter.js';
import { StoreOutage } from './rpc/store-outage.js';

export const SERVICE_CONFIG = Symbol('SERVICE_CONFIG');
export const LOGGER = Symbol('LOGGER');

interface KitOptions<C extends ServiceConfig> {
  service: ServiceName;
  /**
   * The app's own configuration (its schema over the service's): its loader, and the token the app
   * injects it by. One object, parsed once (at boot, or here under a test harness), provided both as
   * SERVICE_CONFIG and by that token.
   */
  config?: { token: symbol; load: () => C };
}

/**
 * A service that keeps data gives its tables and migrations (its `<service>Database`); a stateless
 * one gives none and gets no database: no TypeORM, no outbox relay, no event consumers.
 */
export type ServiceKitOptions =
  | (KitOptions<DatabaseServiceConfig> & Omit<ServiceDatabase, 'url'>)
  | (KitOptions<ServiceConfig> & { entities?: never; migrations?: never });

/** The service's DataSource, or null for a stateless service (its health ping then reports `postgres: 'none'`). */
const SERVICE_DATA_SOURCE = Symbol('SERVICE_DATA_SOURCE');

/**
 * How long each part of the health ping may take: the reply must reach a caller that waits one
 * second (the gateway's `/health/deps`) even on a loaded machine, so a part that has not answered by
 * then is reported as not known (a backlog) or failed (the database, the schedules).
 */
export const HEALTH_PING_PART_MS = 700;

/** `promise`'s value, or `otherwise` when it fails or has not answered within HEALTH_PING_PART_MS. */
const withinPingBudget = <T>(promise: Promise<T>, otherwise: T): Promise<T> =>
  Promise.race([
    promise.catch(() => otherwise),
    new Promise<T>((resolve) => setTimeout(() => resolve(otherwise), HEALTH_PING_PART_MS).unref()),
  ]);

/** `relayed`: the service publishes events through an outbox (its ping then reports the relay's backlog). */
function healthHandlerFor(service: ServiceName, relayed: boolean) {
  @Controller()
  class HealthHandler {
    constructor(
      @Inject(SERVICE_DATA_SOURCE) private readonly dataSource: DataSource | null,
      @Inject(EventBus) private readonly bus: EventBus,
      @Optional() @Inject(OutboxRelay) private readonly relay: OutboxRelay | null = null,
    ) {}

    /** The service's own report: its database (when it has one), its events not yet published, and each of its event consumers. */
    @MessagePattern(healthPingSubject(service))
    async ping(): Promise<HealthPingReply> {
      const [postgres, consumers, schedules, outbox] = await Promise.all([
        this.dataSource
          ? withinPingBudget(
              this.dataSource.query('SELECT 1').then(() => 'ok' as const),
              // a paused database must not hang the ping past the caller's own timeout
              'fail' as const,
            )
          : ('none' as const),
        this.bus.consumerReports(HEALTH_PING_PART_MS),
        withinPingBudget(scheduleKeeper.check(), 'fail' as const),
        relayed && this.relay ? withinPingBudget(this.relay.unpublished(), null) : 0,
      ]);
      const consumersOk = consumers.every((consumer) => consumer.running);
      return {
        service,
        status: postgres !== 'fail' && consumersOk && schedules !== 'fail' ? 'ok' : 'degraded',
        checks: { postgres, consumers: consumersOk ? 'ok' : 'fail', schedules },
        outbox,
        consumers,
      };
    }
  }
  return HealthHandler;
}

/** Starts the outbox relay once the app is up, and closes the NATS side on shutdown. */
class ServiceRuntime implements OnApplicationBootstrap, OnApplicationShutdown {
  constructor(
    /** Null for a service without an outbox: nothing to publish, nothing to poll. */
    private readonly relay: OutboxRelay | null,
    private readonly bus: EventBus,
    private readonly rpc: RpcClient,
    private readonly clock: Clock,
  ) {}

  onApplicationBootstrap(): void {
    this.relay?.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.relay?.stop();
    await this.bus.close();
    if (this.clock instanceof ControllableClock) this.clock.stop();
    await this.rpc.close();
  }
}

/** The service's database from its kit options and configuration, or null for a stateless service. */
function databaseOf(options: ServiceKitOptions, config: ServiceConfig): ServiceDatabase | null {
  if (options.entities === undefined) return null;
  const { DATABASE_URL: url, DATABASE_QUERY_TIMEOUT_MS: queryTimeoutMs } = config as Partial<DatabaseServiceConfig>;
  if (!url) throw new Error(`${options.service}: a service with tables needs DATABASE_URL in its configuration`);
  return { service: options.service, entities: options.entities, migrations: options.migrations, url, queryTimeoutMs };
}

/** TypeORM on the service's own schema, the exactly-once consumers and the outbox relay; or, without a database, none. */
function databaseParts(database: ServiceDatabase | null, logger: Logger, subjectPrefix: string) {
  if (!database) return { imports: [], providers: [{ provide: SERVICE_DATA_SOURCE, useValue: null }], exports: [] };
  return {
    imports: [TypeOrmModule.forRoot({ ...serviceDataSourceOptions(database), retryAttempts: 3, retryDelay: 1000 })],
    providers: [
      { provide: SERVICE_DATA_SOURCE, useExisting: DataSource },
      {
        provide: EventConsumers,
        useFactory: (bus: EventBus, dataSource: DataSource) =>
          new EventConsumers(bus, dataSource, logger, subjectPrefix),
        inject: [EventBus, DataSource],
      },
      {
        provide: OutboxRelay,
        useFactory: (dataSource: DataSource, bus: EventBus) => new OutboxRelay(dataSource, bus, logger),
        inject: [DataSource, EventBus],
      },
    ],
    exports: [EventConsumers, OutboxRelay],
  };
}

/**
 * What every service shares: validated config, the pino logger, the `<service>.health.ping` handler,
 * request ids on every handler, error mapping, a NATS client for requests to other services, the
 * JetStream event bus, and the clock. A service with a database also gets its TypeORM connection to
 * its own schema, the outbox relay (when it publishes events) and the exactly-once consumers.
 */
@Module({})
export class ServiceKitModule {
  static forService(options: ServiceKitOptions): DynamicModule {
    const loadServiceConfig = () =>
      options.entities === undefined
        ? loadConfig(options.service, serviceConfigSchema(options.service, { database: false }))
        : loadConfig(options.service, serviceConfigSchema(options.service));
    const config = bootConfigOf<ServiceConfig>(options.service) ?? (options.config?.load ?? loadServiceConfig)();
    const appConfig = options.config ? [{ provide: options.config.token, useValue: config }] : [];
    const logger = createLogger(options.service, config.LOG_LEVEL);
    scheduleKeeper.useLogger(logger);
    const database = databaseOf(options, config);
    const data = databaseParts(database, logger, config.NATS_SUBJECT_PREFIX);
    /** Only a service whose database keeps an outbox runs the relay that publishes it. */
    const relayed = database !== null && publishesEvents(database);
    return {
      module: ServiceKitModule,
      global: true,
      imports: data.imports,
      controllers: [healthHandlerFor(options.service, relayed)],
      providers: [
        { provide: SERVICE_CONFIG, useValue: config satisfies ServiceConfig },
        ...appConfig,
        { provide: LOGGER, useValue: logger },
        {
          provide: RpcClient,
          useFactory: () =>
            RpcClient.connect({
              url: config.NATS_URL,
              user: config.NATS_USER,
              password: config.NATS_PASSWORD,
              name: `${options.service}-client-${process.pid}`,
              timeoutMs: config.NATS_REQUEST_TIMEOUT_MS,
              readRetryAfterMs: config.NATS_READ_RETRY_AFTER_MS,
              subjectPrefix: config.NATS_SUBJECT_PREFIX,
              logger,
            }),
        },
        {
          provide: EventBus,
          useFactory: (rpc: RpcClient) =>
            EventBus.create(rpc.nats, options.service, config.NATS_SUBJECT_PREFIX, logger),
          inject: [RpcClient],
        },
        ...data.providers,
        {
          provide: Clock,
          useFactory: (rpc: RpcClient) => {
            if (!config.CLOCK_CONTROL || config.NODE_ENV === 'production') return new SystemClock();
            const clock = new ControllableClock();
            clock.listen(rpc.nats, config.NATS_SUBJECT_PREFIX);
            return clock;
          },
          inject: [RpcClient],
        },
        {
          provide: ServiceRuntime,
          useFactory: (bus: EventBus, rpc: RpcClient, clock: Clock, relay?: OutboxRelay) =>
            new ServiceRuntime(relay ?? null, bus, rpc, clock),
          inject: [EventBus, RpcClient, Clock, ...(relayed ? [OutboxRelay] : [])],
        },
        { provide: APP_INTERCEPTOR, useFactory: (log: Logger) => new RequestContextInterceptor(log), inject: [LOGGER] },
        {
          provide: APP_FILTER,
          useFactory: (log: Logger, dataSource: DataSource | null) =>
            new RpcErrorFilter(
              log,
              dataSource ? new StoreOutage(log, () => dataSource.query('SELECT 1')) : undefined,
              config.NATS_SUBJECT_PREFIX,
            ),
          inject: [LOGGER, SERVICE_DATA_SOURCE],
        },
      ],
      exports: [
        SERVICE_CONFIG,
        ...appConfig.map(({ provide }) => provide),
        LOGGER,
        RpcClient,
        EventBus,
        ...data.exports,
        Clock,
      ],
    };
  }
}
