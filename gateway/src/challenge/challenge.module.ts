import { Global, Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { ChallengeController } from './challenge.controller.js';
import { ChallengeResolver, UserStatsResolver } from './challenge.resolver.js';
import { ChallengeService } from './challenge.service.js';

/** The gateway-side functions of the member area, for this module and for GET /api/user. */
@Global()
@Module({ providers: [ChallengeService], exports: [ChallengeService] })
export class ChallengeCoreModule {}

@Module({
  imports: [AuthModule],
  controllers: [ChallengeController],
  providers: [ChallengeResolver, UserStatsResolver],
})
export class ChallengeModule {}
