import type { Redis } from 'ioredis';
import { baseConfigSchema } from '../src/config.js';
import { createLogger } from '../src/logger.js';
import { DeferredRedisWrites } from '../src/redis/deferred-writes.js';
import { connectRedis } from '../src/redis/redis.module.js';
import { NatsProxy } from '../src/testing/nats-proxy.js';
import { PrivateRedis } from '../src/testing/private-redis.js';

const until = async (what: string, ok: () => Promise<boolean>, timeoutMs = 15_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await ok())) {
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

let server: PrivateRedis;
/** The app reaches Redis through it: `cut()` is a network blip, Redis keeping its data. */
let link: NatsProxy;
let redis: Redis;
let observer: Redis;
let writes: DeferredRedisWrites;

beforeAll(async () => {
  server = await PrivateRedis.start();
  link = await NatsProxy.start(server.url);
  const config = (url: string) => baseConfigSchema.parse({ REDIS_URL: url, REDIS_PREFIX: 'deferred' });
  redis = await connectRedis(config(link.url), 'cache', createLogger('deferred', 'silent'));
  observer = await connectRedis(config(server.url), 'cache', createLogger('deferred', 'silent'));
  writes = new DeferredRedisWrites(redis);
});

afterAll(async () => {
  writes?.stop();
  redis?.disconnect();
  observer?.disconnect();
  await link?.close();
  await server?.stop();
});

const cached = async (key: string) => (await observer.get(key)) !== null;

describe('an invalidation Redis did not take', () => {
  it('is done once the connection is back (Redis kept its data)', async () => {
    await observer.set('units:7', 'stale answer', 'EX', 300);
    link.cut();
    await until('the client saw the connection drop', async () => redis.status !== 'ready');
    await writes.run('units:7', () => redis.del('units:7'));
    expect(writes.waiting).toBe(1);
    expect(await cached('units:7')).toBe(true);
    link.restore();
    await until('the entry dropped', async () => !(await cached('units:7')) && writes.waiting === 0);
  });

  it('is done once a hung Redis answers again (its connection never dropped)', async () => {
    await observer.set('units:8', 'stale answer', 'EX', 300);
    server.pause();
    try {
      await writes.run('units:8', () => redis.del('units:8'));
      expect(writes.waiting).toBe(1);
    } finally {
      server.resume();
    }
    // (the hung server may run the timed-out command itself once it wakes; the retry is harmless)
    await until('the entry dropped', async () => !(await cached('units:8')) && writes.waiting === 0);
  });
});
