import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis } from 'rate-limiter-flexible';

/** A limit: `points` per window of `duration` seconds, counted under `keyPrefix`. */
export interface RateLimit {
  keyPrefix: string;
  points: number;
  duration: number;
}

/**
 * A limit counted in the app's Redis (`REDIS`: every replica shares the counts), with an in-memory
 * insurance limiter of the same limit while Redis is away (each replica then counts alone, so the
 * limit still holds instead of letting everything through).
 */
export function sharedRateLimiter(redis: Redis, { keyPrefix, points, duration }: RateLimit): RateLimiterRedis {
  return new RateLimiterRedis({
    storeClient: redis,
    keyPrefix,
    points,
    duration,
    insuranceLimiter: new RateLimiterMemory({ keyPrefix, points, duration }),
  });
}
