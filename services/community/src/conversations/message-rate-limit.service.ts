import { Inject, Injectable } from '@nestjs/common';
import { MemberRateLimit, REDIS } from '@reto/platform';
import type { Redis } from 'ioredis';
import { COMMUNITY_CONFIG, type CommunityConfig } from '../community.config.js';
import { CommunityErrors } from '../community.errors.js';

/** A member's messages to the coach per minute, counted in Redis by every replica together. */
@Injectable()
export class MessageRateLimit extends MemberRateLimit {
  constructor(@Inject(COMMUNITY_CONFIG) config: CommunityConfig, @Inject(REDIS) redis: Redis) {
    const limit = { keyPrefix: 'community-messages', points: config.COMMUNITY_MESSAGES_PER_MINUTE, duration: 60 };
    super(redis, limit, () => CommunityErrors.tooManyMessages());
  }
}
