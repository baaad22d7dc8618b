import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';

/** A limit: `points` per window of `duration` seconds, counted under `keyPrefix`. */
export interface RateLimit {
  keyPrefix: string;
  points: number;
  duration: number;
}

/**
 * A limit counted in the app's Redis (`REDIS`: every replica shares the counts), with an in-memory
 * insurance limiter of the same limit while Redis is away (each replica then counts alone, so the
 * limit still holds instead of letting everything through). Never a wait on Redis: the client
 * passed must bound its commands (`connectRedis`: REDIS_COMMAND_TIMEOUT_MS). A key refused once is
 * refused from memory until its window ends (rate-limiter-flexible's in-memory block), with the
 * same wait: the attempts past a limit ask Redis nothing.
 */
export function sharedRateLimiter(redis: Redis, { keyPrefix, points, duration }: RateLimit): RateLimiterRedis {
  return new RateLimiterRedis({
    storeClient: redis,
    keyPrefix,
    points,
    duration,
    // Not connected: the in-memory limit at once, not after a failed command. A hung Redis is
    // connected; its commands fail after the client's command timeout, and that error too goes
    // to the insurance limiter.
    rejectIfRedisNotReady: true,
    insuranceLimiter: new RateLimiterMemory({ keyPrefix, points, duration }),
    // Refused once, a key is refused from this replica's memory for the rest of its window:
    // a caller that keeps trying past its limit (a flood) costs no Redis command per attempt.
    inMemoryBlockOnConsumed: points + 1,
  });
}

/**
 * A `sharedRateLimiter` per member: each `consume` counts one for the member, and past the limit
 * throws `refused()` (the app's error, in Spanish) instead of rate-limiter-flexible's answer.
 */
export class MemberRateLimit {
  private readonly limiter: RateLimiterRedis;

  constructor(
    redis: Redis,
    limit: RateLimit,
    private readonly refused: () => Error,
  ) {
    this.limiter = sharedRateLimiter(redis, limit);
  }

  async consume(userId: number): Promise<void> {
    try {
      await this.limiter.consume(`user:${userId}`);
    } catch (error) {
      if (error instanceof RateLimiterRes) throw this.refused();
      throw error;
    }
  }
}
