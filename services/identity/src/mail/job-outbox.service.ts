import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { LOGGER, QueueProducers, type Tx } from '@reto/platform';
import type { JobsOptions } from 'bullmq';
import type { Logger } from 'pino';
import type { JobOutboxEntity } from './job-outbox.entity.js';
import { JobOutboxRepository } from './job-outbox.repository.js';

/** How often waiting jobs are offered to Redis again (a commit offers its own at once). */
const RETRY_EVERY_MS = 1_000;

/**
 * A row's BullMQ id: the same row handed over twice is one job, and a row of a database created
 * again (its ids start over at 1) never takes the id of a job Redis still keeps from before, which
 * BullMQ would take for the same job and drop (seen: `npm start` after a reset sent no mail).
 */
export const queueJobIdOf = (job: Pick<JobOutboxEntity, 'id' | 'createdAt'>): string =>
  `outbox-${job.id}-${job.createdAt.getTime()}`;

/**
 * Jobs a request decides (the verification and reset mails, the link requests) go through
 * PostgreSQL: written in the request's own transaction, with the account or token they belong to,
 * then handed to their BullMQ queue right after the commit, and again every second while Redis does
 * not take them. So a Redis away neither fails a request whose change was committed (the account
 * exists, the answer says so) nor loses its mail: it leaves once Redis is back. A job handed over
 * twice (Redis took it, PostgreSQL then failed to forget it) is one job: its BullMQ id is its row's.
 */
@Injectable()
export class JobOutbox implements OnApplicationBootstrap, OnApplicationShutdown {
  private timer: NodeJS.Timeout | undefined;
  private draining: Promise<void> | undefined;
  private stuck = false;

  constructor(
    private readonly jobs: JobOutboxRepository,
    private readonly producers: QueueProducers,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** Records a job in `tx` (or on its own without one); it is handed over once committed. */
  async add<T>(tx: Tx | undefined, queue: string, name: string, data: T, options?: JobsOptions): Promise<void> {
    await this.jobs.add(tx, { queue, name, data, options: (options as Record<string, unknown>) ?? null });
    if (tx) tx.afterCommit(() => void this.drain());
    else void this.drain();
  }

  /** How many jobs wait for Redis. */
  waiting(): Promise<number> {
    return this.jobs.waiting();
  }

  /** Hands over what waits now (one round at a time). */
  drain(): Promise<void> {
    this.draining ??= this.handOver().finally(() => (this.draining = undefined));
    return this.draining;
  }

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.drain(), RETRY_EVERY_MS);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.draining;
  }

  private async handOver(): Promise<void> {
    try {
      let sent: number;
      do {
        sent = await this.jobs.handOver((job) =>
          this.producers.add(job.queue, job.name, job.data, { ...job.options, jobId: queueJobIdOf(job) }),
        );
      } while (sent > 0);
      if (this.stuck) this.logger.info('job outbox: jobs handed over again');
      this.stuck = false;
    } catch (error) {
      // one line per outage, not one a second
      if (!this.stuck) this.logger.warn({ err: (error as Error).message }, 'job outbox: jobs wait for their queue');
      this.stuck = true;
    }
  }
}
