import { Module } from '@nestjs/common';
import { ServiceKitModule } from '@reto/platform';
import { MemberCache } from './cache/member-cache.js';
import { CHALLENGE_CONFIG, loadChallengeConfig } from './challenge.config.js';
import { challengeDatabase } from './challenge.database.js';
import { ContentHandler } from './content/content.handler.js';
import { ContentService } from './content/content.service.js';
import { EditionsHandler } from './editions/editions.handler.js';
import { EnrolmentsHandler } from './enrolments/enrolments.handler.js';
import { EnrolmentsRepository } from './enrolments/enrolments.repository.js';
import { EnrolmentsService } from './enrolments/enrolments.service.js';
import { EnrolmentEventsConsumer } from './events/enrolment-events.consumer.js';
import { MemberHandler } from './member/member.handler.js';
import { MemberService } from './member/member.service.js';
import { NutritionHandler } from './nutrition/nutrition.handler.js';

@Module({
  imports: [ServiceKitModule.forService(challengeDatabase)],
  controllers: [MemberHandler, EditionsHandler, EnrolmentsHandler, ContentHandler, NutritionHandler],
  providers: [
    { provide: CHALLENGE_CONFIG, useFactory: loadChallengeConfig },
    MemberCache,
    ContentService,
    EnrolmentsRepository,
    EnrolmentsService,
    MemberService,
    EnrolmentEventsConsumer,
  ],
})
export class AppModule {}
