import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { Mailer, QueuesModule, RedisModule, ServiceKitModule } from '@reto/platform';
import { MemberCache } from './cache/member-cache.js';
import { CHALLENGE_CONFIG, loadChallengeConfig } from './challenge.config.js';
import { REMINDERS_QUEUE } from './challenge.constants.js';
import { challengeDatabase } from './challenge.database.js';
import { ContentAdminHandler } from './content/content-admin.handler.js';
import { ContentAdminService } from './content/content-admin.service.js';
import { ContentRepository } from './content/content.repository.js';
import { ContentService } from './content/content.service.js';
import { CompletionsRepository } from './completions/completions.repository.js';
import { EditionsHandler } from './editions/editions.handler.js';
import { EnrolmentsAdminHandler } from './enrolments/enrolments-admin.handler.js';
import { EnrolmentsAdminService } from './enrolments/enrolments-admin.service.js';
import { EnrolmentsHandler } from './enrolments/enrolments.handler.js';
import { EnrolmentsRepository } from './enrolments/enrolments.repository.js';
import { EnrolmentsService } from './enrolments/enrolments.service.js';
import { EnrolmentEventsConsumer } from './events/enrolment-events.consumer.js';
import { MemberHandler } from './member/member.handler.js';
import { MemberService } from './member/member.service.js';
import { NutritionHandler } from './nutrition/nutrition.handler.js';
import { NutritionRepository } from './nutrition/nutrition.repository.js';
import { NutritionService } from './nutrition/nutrition.service.js';
import { SurveyHandler } from './survey/survey.handler.js';
import { SurveyRepository } from './survey/survey.repository.js';
import { SurveyService } from './survey/survey.service.js';
import { CommunityPushConsumer } from './reminders/community-push.consumer.js';
import { CommunityPushService } from './reminders/community-push.service.js';
import { PushSender } from './reminders/push-sender.js';
import { ReminderContactsConsumer } from './reminders/reminder-contacts.consumer.js';
import { ReminderKeys } from './reminders/reminder-keys.js';
import { ReminderScheduler } from './reminders/reminder-scheduler.js';
import { ReminderSettingsService } from './reminders/reminder-settings.service.js';
import { RemindersHandler } from './reminders/reminders.handler.js';
import { RemindersJob } from './reminders/reminders.job.js';
import { RemindersRepository } from './reminders/reminders.repository.js';

@Module({
  imports: [
    ServiceKitModule.forService({
      ...challengeDatabase,
      config: { token: CHALLENGE_CONFIG, load: loadChallengeConfig },
    }),
    RedisModule.forApp('challenge'),
    QueuesModule.forService('challenge'),
    BullModule.registerQueue({ name: REMINDERS_QUEUE }),
  ],
  controllers: [
    MemberHandler,
    SurveyHandler,
    EditionsHandler,
    EnrolmentsHandler,
    ContentAdminHandler,
    EnrolmentsAdminHandler,
    NutritionHandler,
    RemindersHandler,
  ],
  providers: [
    MemberCache,
    SurveyRepository,
    SurveyService,
    ContentRepository,
    ContentService,
    CompletionsRepository,
    NutritionRepository,
    NutritionService,
    EnrolmentsRepository,
    EnrolmentsService,
    MemberService,
    EnrolmentEventsConsumer,
    ContentAdminService,
    EnrolmentsAdminService,
    Mailer,
    RemindersRepository,
    ReminderKeys,
    ReminderSettingsService,
    PushSender,
    ReminderScheduler,
    RemindersJob,
    ReminderContactsConsumer,
    CommunityPushService,
    CommunityPushConsumer,
  ],
})
export class AppModule {}
