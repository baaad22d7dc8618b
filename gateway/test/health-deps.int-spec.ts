import { randomUUID } from 'node:crypto';
import { healthPingSubject, SERVICE_NAMES, type HealthPingReply, type ServiceName } from '@reto/contracts';
import { createLogger, RpcClient } from '@reto/platform';
import { Redis } from 'ioredis';
import { loadGatewayConfig } from '../src/gateway.config.js';
import { HealthService } from '../src/health/health.service.js';

/**
 * `/health/deps` is public, and one look at the dependencies asks every service over the real NATS
 * server (each then asks its database, Redis and JetStream): however many callers ask at once or
 * one after another, the services are asked once while a look is under way and for a second after
 * it started; a service that stopped answering is named once that second has passed.
 */
const prefix = `health-${randomUUID().slice(0, 8)}.`;
const config = loadGatewayConfig({ ...process.env, NATS_SUBJECT_PREFIX: prefix });

let rpc: RpcClient;
let redis: Redis;
let health: HealthService;
const pings = new Map<ServiceName, number>();
const answering = new Map<ServiceName, ReturnType<RpcClient['nats']['subscribe']>>();

/** Each service answers its pings as the services do (a Nest reply), counting them. */
const answer = (service: ServiceName) => {
  const subscription = rpc.nats.subscribe(`${prefix}${healthPingSubject(service)}`, {
    callback: (_error, message) => {
      pings.set(service, (pings.get(service) ?? 0) + 1);
      const reply: HealthPingReply = {
        service,
        status: 'ok',
        checks: { postgres: 'ok', consumers: 'ok', schedules: 'none' },
        outbox: 0,
        consumers: [],
      };
      const { id } = message.json<{ id: string }>();
      message.respond(JSON.stringify({ id, response: reply, isDisposed: true }));
    },
  });
  answering.set(service, subscription);
};

beforeAll(async () => {
  rpc = await RpcClient.connect({
    url: config.NATS_URL,
    name: 'health-deps-test',
    timeoutMs: 5000,
    subjectPrefix: prefix,
    logger: createLogger('test', 'silent'),
  });
  redis = new Redis(config.REDIS_URL);
  for (const service of SERVICE_NAMES) answer(service);
  await rpc.nats.flush();
  health = new HealthService(rpc, redis);
});

afterAll(async () => {
  await rpc?.close();
  redis?.disconnect();
});

const asked = () => SERVICE_NAMES.map((service) => pings.get(service) ?? 0);

it('asks every service once for all the callers within a second, again after it, and then names a service that stopped answering', async () => {
  const together = await Promise.all(Array.from({ length: 20 }, (_, i) => health.dependencies(`together-${i}`)));
  for (let i = 0; i < 5; i += 1) await health.dependencies(`after-${i}`);
  expect(asked()).toEqual(SERVICE_NAMES.map(() => 1));
  expect(together.map((d) => d.status)).toEqual(together.map(() => 'ok'));

  await answering.get('voice')!.drain();
  await rpc.nats.flush();
  // Within the second the look still answers; past it the services are asked again.
  expect((await health.dependencies('same-second')).checks.voice).toBe('ok');
  await new Promise((resolve) => setTimeout(resolve, health.answerMaxAgeMs));
  const later = await health.dependencies('later');
  expect(asked()).toEqual(SERVICE_NAMES.map((service) => (service === 'voice' ? 1 : 2)));
  expect(later).toMatchObject({ status: 'fail', checks: { voice: 'fail', identity: 'ok' } });
});
