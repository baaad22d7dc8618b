import { InjectQueue, OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq';
import { Inject } from '@nestjs/common';
import { LOGGER, Mailer, type OutgoingMail } from '@reto/platform';
import type { Job, Queue } from 'bullmq';
import type { Logger } from 'pino';
import { MAIL_QUEUE } from '../identity.constants.js';

/**
 * Mails leave in the background: a BullMQ queue retried with back-off (RETRIED_JOB), so a slow or
 * failing SMTP server never slows or fails the request that asked for the mail.
 */
@Processor(MAIL_QUEUE)
export class MailJob extends WorkerHost {
  constructor(
    @InjectQueue(MAIL_QUEUE) private readonly queue: Queue<OutgoingMail>,
    private readonly mailer: Mailer,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    super();
  }

  async enqueue(mail: OutgoingMail): Promise<void> {
    await this.queue.add('send', mail);
  }

  process(job: Job<OutgoingMail>): Promise<void> {
    return this.mailer.send(job.data);
  }

  @OnWorkerEvent('failed')
  onFailed(job: Job<OutgoingMail> | undefined, error: Error): void {
    this.logger.warn({ err: error, attempts: job?.attemptsMade }, 'mail job failed; BullMQ retries it');
  }
}
