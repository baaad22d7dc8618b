import { Module } from '@nestjs/common';
import { QueuesModule, ServiceKitModule } from '@reto/platform';
import { CHALLENGE_CONFIG, loadChallengeConfig } from './challenge.config.js';
import { challengeDatabase } from './challenge.database.js';
import { ContentModule } from './content/content.module.js';
import { EditionsModule } from './editions/editions.module.js';
import { EnrolmentsAdminModule } from './enrolments/enrolments-admin.module.js';
import { EnrolmentsModule } from './enrolments/enrolments.module.js';
import { MemberModule } from './member/member.module.js';
import { NutritionModule } from './nutrition/nutrition.module.js';
import { RemindersModule } from './reminders/reminders.module.js';
import { SurveyModule } from './survey/survey.module.js';

/** Challenge: the platform's wiring, then one module per feature (each importing what it uses). */
@Module({
  imports: [
    ServiceKitModule.forService({
      ...challengeDatabase,
      config: { token: CHALLENGE_CONFIG, load: loadChallengeConfig },
    }),
    QueuesModule.forService('challenge'),
    MemberModule,
    SurveyModule,
    EditionsModule,
    EnrolmentsModule,
    EnrolmentsAdminModule,
    ContentModule,
    NutritionModule,
    RemindersModule,
  ],
})
export class AppModule {}
