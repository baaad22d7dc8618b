import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { sharedRateLimiter } from '../src/redis/rate-limiter.js';

/**
 * A limit counted in the real Redis: past it a caller is refused with the wait until its window
 * ends, and the attempts that follow are refused from the replica's memory, asking Redis nothing
 * (the count there stays at the first refusal); another replica still finds the caller past the limit.
 */
let redis: Redis;

beforeAll(async () => {
  redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
  // Connected: a limiter does not count in Redis before it is (its memory insurance does).
  await redis.ping();
});

afterAll(() => redis?.disconnect());

it('refuses the attempts past the limit from memory once refused, with the wait until the window ends', async () => {
  const limit = { keyPrefix: `rl-test-${randomUUID()}`, points: 3, duration: 60 };
  const replica = sharedRateLimiter(redis, limit);
  const outcomes = [];
  for (let attempt = 0; attempt < 10; attempt += 1)
    outcomes.push(
      await replica.consume('203.0.113.9').then(
        () => 'admitted',
        (refusal: unknown) =>
          refusal instanceof RateLimiterRes && refusal.msBeforeNext > 50_000 && refusal.msBeforeNext <= 60_000
            ? 'refused'
            : refusal,
      ),
    );
  expect(outcomes).toEqual([...Array(3).fill('admitted'), ...Array(7).fill('refused')]);
  // Redis counted up to the first refusal only.
  expect(await redis.get(replica.getKey('203.0.113.9'))).toBe('4');
  // Another replica, sharing the count, refuses the caller too; another caller is admitted.
  const other = sharedRateLimiter(redis, limit);
  await expect(other.consume('203.0.113.9')).rejects.toBeInstanceOf(RateLimiterRes);
  await expect(other.consume('203.0.113.10')).resolves.toMatchObject({ consumedPoints: 1 });
  await redis.del(replica.getKey('203.0.113.9'), replica.getKey('203.0.113.10'));
});
