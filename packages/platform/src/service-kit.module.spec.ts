import type { DynamicModule, Provider, ValueProvider } from '@nestjs/common';
import type { HealthPingReply } from '@reto/contracts';
import { DataSource } from 'typeorm';
import { keepBootConfig, loadConfig, serviceConfigSchema, type ServiceConfig } from './config.js';
import { EventBus } from './events/event-bus.js';
import { EventConsumers } from './events/event-consumer.js';
import { OutboxRelay } from './events/outbox.js';
import { SERVICE_CONFIG, ServiceKitModule } from './service-kit.module.js';

const APP_CONFIG = Symbol('APP_CONFIG');
const valueOf = (providers: Provider[] | undefined, token: symbol) =>
  (providers?.find((provider) => (provider as ValueProvider).provide === token) as ValueProvider | undefined)?.useValue;

describe('ServiceKitModule: one configuration object per app', () => {
  it("parses the app's configuration once and provides the same object as SERVICE_CONFIG and by the app's token", () => {
    let parses = 0;
    const load = () => {
      parses += 1;
      return loadConfig('voice', serviceConfigSchema('voice', { database: false }), {});
    };
    const module = ServiceKitModule.forService({ service: 'voice', config: { token: APP_CONFIG, load } });
    expect(parses).toBe(1);
    expect(valueOf(module.providers, APP_CONFIG)).toBe(valueOf(module.providers, SERVICE_CONFIG));
    expect(module.exports).toContain(APP_CONFIG);
  });

  it('takes what the boot parsed instead of parsing again', () => {
    const atBoot = loadConfig('admin', serviceConfigSchema('admin'), {}) as ServiceConfig;
    keepBootConfig('admin', atBoot);
    const module = ServiceKitModule.forService({
      service: 'admin',
      entities: [],
      migrations: [],
      config: {
        token: APP_CONFIG,
        load: () => {
          throw new Error('parsed twice');
        },
      },
    });
    expect(valueOf(module.providers, SERVICE_CONFIG)).toBe(atBoot);
  });
});

describe('ServiceKitModule: a stateless service (no tables) has no database', () => {
  const provided = (module: DynamicModule) =>
    (module.providers ?? []).map((provider) => (provider as ValueProvider).provide ?? provider);
  /** The `<service>.health.ping` handler, with the DataSource (or none) and the bus the kit gives it. */
  type Database = { query(sql: string): Promise<unknown> } | null;
  const ping = (module: DynamicModule, dataSource: Database) => {
    const HealthHandler = module.controllers![0] as new (
      dataSource: Database,
      bus: Pick<EventBus, 'consumerReports'>,
    ) => { ping(): Promise<HealthPingReply> };
    return new HealthHandler(dataSource, { consumerReports: async () => [] }).ping();
  };
  const withDatabase = ServiceKitModule.forService({ service: 'admin', entities: [], migrations: [] });

  it('gets no TypeORM, DataSource, outbox relay or event consumers, and reads no DATABASE_URL', () => {
    const load = () => loadConfig('voice', serviceConfigSchema('voice', { database: false }), {});
    expect(load()).not.toHaveProperty('DATABASE_URL');
    const stateless = ServiceKitModule.forService({ service: 'voice', config: { token: APP_CONFIG, load } });
    expect(stateless.imports).toEqual([]);
    for (const token of [DataSource, EventConsumers, OutboxRelay]) {
      expect(provided(stateless)).not.toContain(token);
      expect(stateless.exports).not.toContain(token);
    }

    expect(withDatabase.imports).toHaveLength(1);
    expect(provided(withDatabase)).toEqual(expect.arrayContaining([EventConsumers, OutboxRelay]));
  });

  it("answers its health ping ready, its database reported 'none'; a service whose database fails is degraded", async () => {
    const stateless = ServiceKitModule.forService({ service: 'voice' });
    expect(await ping(stateless, null)).toEqual({
      service: 'voice',
      status: 'ok',
      checks: { postgres: 'none', consumers: 'ok', schedules: 'none' },
      outbox: 0,
      consumers: [],
    });

    const down = { query: () => Promise.reject(new Error('connection refused')) };
    expect(await ping(withDatabase, down)).toMatchObject({ status: 'degraded', checks: { postgres: 'fail' } });
    expect(await ping(withDatabase, { query: () => Promise.resolve([]) })).toMatchObject({
      status: 'ok',
      checks: { postgres: 'ok' },
    });
  });

  it('answers its health ping within the part budget when its database hangs, reported failed', async () => {
    const hung = { query: () => new Promise<never>(() => undefined) };
    // (without the budget the ping never answers, and the test runs out of time)
    expect(await ping(withDatabase, hung)).toMatchObject({ status: 'degraded', checks: { postgres: 'fail' } });
  });
});
