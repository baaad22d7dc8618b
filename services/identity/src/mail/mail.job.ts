import { OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq';
import { Inject } from '@nestjs/common';
import { LOGGER, Mailer, type OutgoingMail, type Tx } from '@reto/platform';
import type { Job } from 'bullmq';
import type { Logger } from 'pino';
import { MAIL_QUEUE, RETRIED_JOB } from '../identity.constants.js';
import { JobOutbox } from './job-outbox.service.js';

/**
 * Mails leave in the background: a BullMQ queue retried with back-off (RETRIED_JOB), so a slow or
 * failing SMTP server never slows or fails the request that asked for the mail; recorded through
 * the job outbox in the transaction that made the link, so a Redis away neither fails the request
 * nor loses the mail (it leaves once Redis is back).
 */
@Processor(MAIL_QUEUE)
export class MailJob extends WorkerHost {
  constructor(
    private readonly outbox: JobOutbox,
    private readonly mailer: Mailer,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    super();
  }

  /** Records `mail` in `tx` (or on its own): it is queued once committed, whenever Redis takes it. */
  async enqueueIn(tx: Tx | undefined, mail: OutgoingMail): Promise<void> {
    await this.outbox.add(tx, MAIL_QUEUE, 'send', mail, RETRIED_JOB);
  }

  process(job: Job<OutgoingMail>): Promise<void> {
    return this.mailer.send(job.data);
  }

  @OnWorkerEvent('failed')
  onFailed(job: Job<OutgoingMail> | undefined, error: Error): void {
    this.logger.warn({ err: error, attempts: job?.attemptsMade }, 'mail job failed; BullMQ retries it');
  }
}
