import { Inject, Injectable } from '@nestjs/common';
import { MemberRateLimit, REDIS } from '@reto/platform';
import type { Redis } from 'ioredis';
import { COMMUNITY_CONFIG, type CommunityConfig } from '../community.config.js';
import { CommunityErrors } from '../community.errors.js';

/** Posts and replies per member per minute, counted in Redis by every replica together. */
@Injectable()
export class PostRateLimit extends MemberRateLimit {
  constructor(@Inject(COMMUNITY_CONFIG) config: CommunityConfig, @Inject(REDIS) redis: Redis) {
    super(redis, { keyPrefix: 'community-posts', points: config.COMMUNITY_POSTS_PER_MINUTE, duration: 60 }, () =>
      CommunityErrors.tooManyPosts(),
    );
  }
}
