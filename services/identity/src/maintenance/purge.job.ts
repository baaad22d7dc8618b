import { InjectQueue, Processor, QueueEventsHost, QueueEventsListener, WorkerHost } from '@nestjs/bullmq';
import { Inject, type OnApplicationBootstrap } from '@nestjs/common';
import { Clock, KEPT_RUNS, LOGGER, SingleUseTokens, repeatJob } from '@reto/platform';
import type { Queue } from 'bullmq';
import type { Logger } from 'pino';
import { MAINTENANCE_QUEUE, PURGE_EVERY_MS, PURGE_GRACE_MS } from '../identity.constants.js';
import { SessionsRepository } from '../sessions/sessions.repository.js';

export interface PurgeReport {
  sessions: number;
  oneTimeTokens: number;
}

/** The maintenance queue's events: what lets {@link PurgeJob.runNow} wait for the purge it asked for. */
@QueueEventsListener(MAINTENANCE_QUEUE)
export class MaintenanceQueueEvents extends QueueEventsHost {}

/**
 * Deletes what can no longer be used: expired, idle or long-revoked sessions and device tokens,
 * expired or long-used reset tokens and sign-in links. A repeatable BullMQ job (one scheduler for
 * every replica) runs it every hour.
 */
@Processor(MAINTENANCE_QUEUE)
export class PurgeJob extends WorkerHost implements OnApplicationBootstrap {
  constructor(
    @InjectQueue(MAINTENANCE_QUEUE) private readonly queue: Queue,
    private readonly events: MaintenanceQueueEvents,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly sessions: SessionsRepository,
    private readonly tokens: SingleUseTokens,
    private readonly clock: Clock,
  ) {
    super();
  }

  async onApplicationBootstrap(): Promise<void> {
    await repeatJob(this.queue, { scheduler: 'purge-expired', job: 'purge', every: PURGE_EVERY_MS });
  }

  /** Runs the purge now through the queue (what the scheduler does every hour); resolves with its report. */
  async runNow(): Promise<PurgeReport> {
    const job = await this.queue.add('purge', {}, KEPT_RUNS);
    return (await job.waitUntilFinished(this.events.queueEvents)) as PurgeReport;
  }

  async process(): Promise<PurgeReport> {
    const now = this.clock.now();
    const before = new Date(now.getTime() - PURGE_GRACE_MS);
    const report = {
      sessions: await this.sessions.purge(now, before),
      oneTimeTokens: await this.tokens.purge(now, before),
    };
    this.logger.info({ event: 'identity.purge', ...report }, 'purged expired sessions and tokens');
    return report;
  }
}
