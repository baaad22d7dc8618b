import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { MailerModule } from '@reto/platform';
import { MAIL_QUEUE, RETRIED_JOB } from '../identity.constants.js';
import { JobOutboxRepository } from './job-outbox.repository.js';
import { JobOutbox } from './job-outbox.service.js';
import { MailJob } from './mail.job.js';

/** Identity's mails: written to the job outbox with the change that sends them, then sent from the mail queue. */
@Module({
  imports: [BullModule.registerQueue({ name: MAIL_QUEUE, defaultJobOptions: RETRIED_JOB }), MailerModule],
  providers: [JobOutboxRepository, JobOutbox, MailJob],
  exports: [JobOutbox, MailJob],
})
export class MailModule {}
