import { Inject, Injectable } from '@nestjs/common';
import { REDIS, sharedRateLimiter } from '@reto/platform';
import type { Redis } from 'ioredis';
import { RateLimiterRes, type RateLimiterRedis } from 'rate-limiter-flexible';
import { COMMUNITY_CONFIG, type CommunityConfig } from '../community.config.js';
import { CommunityErrors } from '../community.errors.js';

/** A member's messages to the coach per minute, counted in Redis by every replica together. */
@Injectable()
export class MessageRateLimit {
  private readonly limiter: RateLimiterRedis;

  constructor(@Inject(COMMUNITY_CONFIG) config: CommunityConfig, @Inject(REDIS) redis: Redis) {
    this.limiter = sharedRateLimiter(redis, {
      keyPrefix: 'community-messages',
      points: config.COMMUNITY_MESSAGES_PER_MINUTE,
      duration: 60,
    });
  }

  async consume(userId: number): Promise<void> {
    try {
      await this.limiter.consume(`user:${userId}`);
    } catch (error) {
      if (error instanceof RateLimiterRes) throw CommunityErrors.tooManyMessages();
      throw error;
    }
  }
}
