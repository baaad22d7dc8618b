import { randomBytes } from 'node:crypto';
import { Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Redis } from 'ioredis';
import { baseConfigSchema } from '../src/config.js';
import { createLogger } from '../src/logger.js';
import type { RedisConnections } from '../src/redis/redis-connections.js';
import { REDIS_CONNECTIONS, RedisModule } from '../src/redis/redis.module.js';
import { LOGGER, SERVICE_CONFIG } from '../src/service-kit.module.js';
import { until } from '../src/testing/waiting.js';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const prefix = `conn${randomBytes(4).toString('hex')}`;

@Module({
  providers: [
    { provide: SERVICE_CONFIG, useValue: baseConfigSchema.parse({ REDIS_URL, REDIS_PREFIX: prefix }) },
    { provide: LOGGER, useValue: createLogger('redis-connections', 'silent') },
  ],
  exports: [SERVICE_CONFIG, LOGGER],
})
class ProbeKit {}

@Module({ imports: [RedisModule.forApp('probe', { imports: [ProbeKit] })] })
class ProbeApp {}

const observer = new Redis(REDIS_URL);
/** The names of this test's connections that Redis sees open. */
const openNames = async () =>
  ((await observer.client('LIST')) as string)
    .split('\n')
    .map((line) => /\bname=(\S+)/.exec(line)?.[1])
    .filter((name): name is string => !!name?.startsWith(`${prefix}:`))
    .sort();

afterAll(() => observer.disconnect());

describe("RedisModule's other connections (a pub/sub emitter's)", () => {
  it('opens named connections that publish and listen, and closes them with the app', async () => {
    const app = await NestFactory.createApplicationContext(ProbeApp, { logger: false });
    const connections = app.get<RedisConnections>(REDIS_CONNECTIONS);
    const [publisher, listener] = await Promise.all([
      connections.connect('publish'),
      connections.connect('listen', { subscriber: true }),
    ]);
    const heard = new Promise<string>((resolve) =>
      listener.on('message', (_channel, message: string) => resolve(message)),
    );
    await listener.subscribe(`${prefix}:live`);
    await publisher.publish(`${prefix}:live`, 'hola');
    expect(await heard).toBe('hola');
    expect(await openNames()).toEqual([`${prefix}:probe`, `${prefix}:probe:listen`, `${prefix}:probe:publish`]);

    await app.close();
    // Redis sees a closed connection go a moment after the client has closed it.
    await until(async () => (await openNames()).length === 0, { what: 'the connections to close' });
    expect(await openNames()).toEqual([]);
  });
});
