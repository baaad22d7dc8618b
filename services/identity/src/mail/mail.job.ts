import { Inject, Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { LOGGER, Mailer, SERVICE_CONFIG, type OutgoingMail, type ServiceConfig } from '@reto/platform';
import { Queue, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { MAIL_ATTEMPTS, MAIL_BACKOFF_MS, MAIL_QUEUE } from '../identity.constants.js';

/**
 * Mails leave in the background: a BullMQ queue (Redis, under REDIS_PREFIX) retried with back-off,
 * so a slow or failing SMTP server never slows or fails the request that asked for the mail.
 */
@Injectable()
export class MailJob implements OnModuleInit, OnApplicationShutdown {
  private connection!: Redis;
  private queue!: Queue<OutgoingMail>;
  private worker!: Worker<OutgoingMail>;

  constructor(
    @Inject(SERVICE_CONFIG) private readonly config: ServiceConfig,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly mailer: Mailer,
  ) {}

  onModuleInit(): void {
    this.connection = new Redis(this.config.REDIS_URL, { maxRetriesPerRequest: null });
    const options = { connection: this.connection, prefix: this.config.REDIS_PREFIX };
    this.queue = new Queue<OutgoingMail>(MAIL_QUEUE, options);
    this.worker = new Worker<OutgoingMail>(MAIL_QUEUE, (job) => this.mailer.send(job.data), options);
    this.worker.on('failed', (job, error) =>
      this.logger.warn({ err: error, attempts: job?.attemptsMade }, 'mail job failed; BullMQ retries it'),
    );
  }

  async enqueue(mail: OutgoingMail): Promise<void> {
    await this.queue.add('send', mail, {
      attempts: MAIL_ATTEMPTS,
      backoff: { type: 'exponential', delay: MAIL_BACKOFF_MS },
      removeOnComplete: 100,
      removeOnFail: 1000,
    });
  }

  async onApplicationShutdown(): Promise<void> {
    await this.worker?.close();
    await this.queue?.close();
    this.mailer.close();
    this.connection?.disconnect();
  }
}
