import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { MailerModule } from '@reto/platform';
import { REMINDERS_QUEUE } from '../challenge.constants.js';
import { MemberModule } from '../member/member.module.js';
import { SurveyModule } from '../survey/survey.module.js';
import { CommunityPushConsumer } from './community-push.consumer.js';
import { CommunityPushService } from './community-push.service.js';
import { PushSender } from './push-sender.service.js';
import { ReminderContactsConsumer } from './reminder-contacts.consumer.js';
import { ReminderKeys } from './reminder-keys.service.js';
import { ReminderScheduler } from './reminder-scheduler.service.js';
import { ReminderSettingsService } from './reminder-settings.service.js';
import { RemindersHandler } from './reminders.handler.js';
import { RemindersJob } from './reminders.job.js';
import { RemindersRepository } from './reminders.repository.js';
import { SurveyInvitations } from './survey-invitations.service.js';
import { SurveyLinkHandler } from './survey-link.handler.js';

/** Training reminders: the member's settings, the scan that mails or pushes the due ones (and the check-in e-mail with the daily one), and the community's pushes. */
@Module({
  imports: [BullModule.registerQueue({ name: REMINDERS_QUEUE }), MailerModule, MemberModule, SurveyModule],
  controllers: [RemindersHandler, SurveyLinkHandler],
  providers: [
    RemindersRepository,
    ReminderKeys,
    ReminderSettingsService,
    PushSender,
    ReminderScheduler,
    RemindersJob,
    ReminderContactsConsumer,
    CommunityPushService,
    CommunityPushConsumer,
    SurveyInvitations,
  ],
})
export class RemindersModule {}
