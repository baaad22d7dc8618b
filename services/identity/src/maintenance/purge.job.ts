import { Inject, Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { Clock, LOGGER, SERVICE_CONFIG, type ServiceConfig } from '@reto/platform';
import { Queue, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { MAINTENANCE_QUEUE, PURGE_EVERY_MS, PURGE_GRACE_MS } from '../identity.constants.js';
import { OneTimeTokenService } from '../one-time-tokens/one-time-token.service.js';
import { SessionsRepository } from '../sessions/sessions.repository.js';

export interface PurgeReport {
  sessions: number;
  oneTimeTokens: number;
}

/**
 * Deletes what can no longer be used: expired, idle or long-revoked sessions and device tokens,
 * expired or long-used reset tokens and sign-in links. A repeatable BullMQ job (one scheduler for
 * every replica) runs it every hour.
 */
@Injectable()
export class PurgeJob implements OnModuleInit, OnApplicationShutdown {
  private connection!: Redis;
  private queue!: Queue;
  private worker!: Worker<unknown, PurgeReport>;

  constructor(
    @Inject(SERVICE_CONFIG) private readonly config: ServiceConfig,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly sessions: SessionsRepository,
    private readonly tokens: OneTimeTokenService,
    private readonly clock: Clock,
  ) {}

  async onModuleInit(): Promise<void> {
    this.connection = new Redis(this.config.REDIS_URL, { maxRetriesPerRequest: null });
    const options = { connection: this.connection, prefix: this.config.REDIS_PREFIX };
    this.queue = new Queue(MAINTENANCE_QUEUE, options);
    this.worker = new Worker<unknown, PurgeReport>(MAINTENANCE_QUEUE, () => this.purge(), options);
    await this.queue.upsertJobScheduler('purge-expired', { every: PURGE_EVERY_MS }, { name: 'purge' });
  }

  /** Runs the purge now through the queue (what the scheduler does every hour); resolves with its report. */
  async runNow(): Promise<PurgeReport> {
    const job = await this.queue.add('purge', {});
    return new Promise((resolve, reject) => {
      const onCompleted = (done: { id?: string }, report: PurgeReport) => {
        if (done.id !== job.id) return;
        this.worker.off('completed', onCompleted);
        resolve(report);
      };
      this.worker.on('completed', onCompleted);
      this.worker.once('failed', (failed, error) => failed?.id === job.id && reject(error));
    });
  }

  async purge(): Promise<PurgeReport> {
    const now = this.clock.now();
    const before = new Date(now.getTime() - PURGE_GRACE_MS);
    const report = {
      sessions: await this.sessions.purge(now, before),
      oneTimeTokens: await this.tokens.purge(now, before),
    };
    this.logger.info({ event: 'identity.purge', ...report }, 'purged expired sessions and tokens');
    return report;
  }

  async onApplicationShutdown(): Promise<void> {
    await this.worker?.close();
    await this.queue?.close();
    this.connection?.disconnect();
  }
}
