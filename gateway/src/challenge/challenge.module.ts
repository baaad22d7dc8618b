import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { NatsModule } from '../nats/nats.module.js';
import { ChallengeController } from './challenge.controller.js';
import { ChallengeResolver } from './challenge.resolver.js';
import { ChallengeService } from './challenge.service.js';

/** The member area: the challenge day, units, exercises, completions, history, goal, next edition. */
@Module({
  imports: [NatsModule, AuthModule],
  controllers: [ChallengeController],
  providers: [ChallengeService, ChallengeResolver],
})
export class ChallengeModule {}
