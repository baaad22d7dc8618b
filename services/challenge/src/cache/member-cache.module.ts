import { Module } from '@nestjs/common';
import { ChallengeRedisModule } from '../challenge-redis.module.js';
import { MemberCache } from './member.cache.js';

/** The member's view, cached across replicas and dropped by the features that change it. */
@Module({
  imports: [ChallengeRedisModule],
  providers: [MemberCache],
  exports: [MemberCache],
})
export class MemberCacheModule {}
