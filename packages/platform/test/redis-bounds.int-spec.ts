import type { Redis } from 'ioredis';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { baseConfigSchema } from '../src/config.js';
import { createLogger } from '../src/logger.js';
import { sharedRateLimiter } from '../src/redis/rate-limiter.js';
import { connectRedis } from '../src/redis/redis.module.js';
import { PrivateRedis } from '../src/testing/private-redis.js';

/** What a request would see: the answer, or `hung` when nothing came back in `ms`. */
const within = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([
    promise.then(
      (value) => ({ value }),
      (error: unknown) => ({ error }),
    ),
    new Promise<'hung'>((resolve) => setTimeout(() => resolve('hung'), ms).unref()),
  ]);

let server: PrivateRedis;
let redis: Redis;

beforeAll(async () => {
  server = await PrivateRedis.start();
  const config = baseConfigSchema.parse({ REDIS_URL: server.url, REDIS_PREFIX: 'bounds' });
  redis = await connectRedis(config, 'test', createLogger('redis-bounds', 'silent'));
});

afterAll(async () => {
  redis?.disconnect();
  await server?.stop();
});

describe('a hung Redis (connections open, nothing answers)', () => {
  it('fails a command after the command timeout, and the rate limit holds from memory instead of waiting', async () => {
    const limit = sharedRateLimiter(redis, { keyPrefix: 'login', points: 2, duration: 60 });
    await redis.set('key', 'value');
    expect(await limit.consume('203.0.113.7')).toMatchObject({ consumedPoints: 1 });

    server.pause();
    try {
      // 5 s: ten times the default command timeout, and far less than a hang.
      expect(await within(redis.get('key'), 5_000)).toEqual({ error: expect.any(Error) });
      const first = await within(limit.consume('203.0.113.8'), 5_000);
      expect(first).toEqual({ value: expect.any(RateLimiterRes) });
      await within(limit.consume('203.0.113.8'), 5_000);
      // the in-memory insurance counts on its own: past the limit, refused, not let through
      expect(await within(limit.consume('203.0.113.8'), 5_000)).toEqual({ error: expect.any(RateLimiterRes) });
    } finally {
      server.resume();
    }
    await redis.ping();
    expect(await redis.get('key')).toBe('value');
  });
});

describe('a Redis that is down (connection refused)', () => {
  it('answers the limit from memory at once and comes back with the server', async () => {
    const limit = sharedRateLimiter(redis, { keyPrefix: 'reset', points: 5, duration: 60 });
    await server.stop();
    expect(await within(limit.consume('203.0.113.9'), 5_000)).toEqual({ value: expect.any(RateLimiterRes) });
    expect(await within(redis.get('key'), 5_000)).toEqual({ error: expect.any(Error) });
    await server.start();
    const deadline = Date.now() + 20_000;
    while (redis.status !== 'ready' && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    // restarted empty, as a Redis without persistence does
    expect(await redis.get('key')).toBeNull();
  });
});
