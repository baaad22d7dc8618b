import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { CoreModule } from '../core/core.module.js';
import { NatsModule } from '../nats/nats.module.js';
import { ChallengeController } from './challenge.controller.js';
import { ChallengeResolver, CompletionResolver } from './challenge.resolver.js';
import { ChallengeService } from './challenge.service.js';
import { ExerciseAnswersCache } from './exercise-answers.cache.js';

/** The member area: the challenge day, units, exercises, completions, history, goal, next edition. */
@Module({
  imports: [CoreModule, NatsModule, AuthModule],
  controllers: [ChallengeController],
  providers: [ChallengeService, ChallengeResolver, CompletionResolver, ExerciseAnswersCache],
})
export class ChallengeModule {}
