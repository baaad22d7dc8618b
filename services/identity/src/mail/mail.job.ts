import { OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq';
import { Inject } from '@nestjs/common';
import { LOGGER, Mailer, QueueProducers, type OutgoingMail } from '@reto/platform';
import type { Job } from 'bullmq';
import type { Logger } from 'pino';
import { MAIL_QUEUE } from '../identity.constants.js';

/**
 * Mails leave in the background: a BullMQ queue retried with back-off (RETRIED_JOB), so a slow or
 * failing SMTP server never slows or fails the request that asked for the mail; handed over through
 * the bounded producers, so a Redis away answers the request 503 at once instead of holding it.
 */
@Processor(MAIL_QUEUE)
export class MailJob extends WorkerHost {
  constructor(
    private readonly producers: QueueProducers,
    private readonly mailer: Mailer,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    super();
  }

  async enqueue(mail: OutgoingMail): Promise<void> {
    await this.producers.add(MAIL_QUEUE, 'send', mail);
  }

  process(job: Job<OutgoingMail>): Promise<void> {
    return this.mailer.send(job.data);
  }

  @OnWorkerEvent('failed')
  onFailed(job: Job<OutgoingMail> | undefined, error: Error): void {
    this.logger.warn({ err: error, attempts: job?.attemptsMade }, 'mail job failed; BullMQ retries it');
  }
}
