import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { NatsModule } from '../nats/nats.module.js';
import { CommunityResolver } from './community.resolver.js';
import { CommunityService } from './community.service.js';

/** The member's edition group: posts, replies, the "💪" and the day's prompt. */
@Module({
  imports: [NatsModule, AuthModule],
  providers: [CommunityService, CommunityResolver],
})
export class CommunityModule {}
