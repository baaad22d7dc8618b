import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { NatsModule } from '../nats/nats.module.js';
import { MemberController } from './member.controller.js';
import { MemberResolver, UserStatsResolver } from './member.resolver.js';
import { MemberService } from './member.service.js';

/** The member's own account: GET /api/user with stats, the timezone settings, and their GraphQL twins. */
@Module({
  imports: [NatsModule, AuthModule],
  controllers: [MemberController],
  providers: [MemberService, MemberResolver, UserStatsResolver],
})
export class MemberModule {}
