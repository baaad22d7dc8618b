import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { runInTransaction, type Tx } from '@reto/platform';
import type { DataSource } from 'typeorm';
import { JobOutboxEntity } from './job-outbox.entity.js';

export type OutboxJob = Pick<JobOutboxEntity, 'queue' | 'name' | 'data' | 'options'>;

/** How many jobs one hand-over takes. */
const BATCH = 50;

@Injectable()
export class JobOutboxRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async add(tx: Tx | undefined, job: OutboxJob): Promise<void> {
    const { queue, name, data, options } = job;
    await (tx?.manager ?? this.dataSource.manager).insert(JobOutboxEntity, {
      queue,
      name,
      data: data as object,
      options: options as object | null,
    });
  }

  /** How many jobs wait to be handed over. */
  async waiting(): Promise<number> {
    return this.dataSource.getRepository(JobOutboxEntity).count();
  }

  /**
   * Hands the waiting jobs over, oldest first, each row deleted in the transaction that saw it go;
   * replicas share the work (SKIP LOCKED). The first job `send` refuses stays, with its attempts
   * counted, and ends the batch (the rest would be refused alike). Answers how many went.
   */
  async handOver(send: (job: JobOutboxEntity) => Promise<void>): Promise<number> {
    // Most rounds find nothing: one light statement says so, without a transaction and its locks.
    if (!(await this.dataSource.getRepository(JobOutboxEntity).exists())) return 0;
    return runInTransaction(this.dataSource, async ({ manager }) => {
      const jobs = await manager
        .createQueryBuilder(JobOutboxEntity, 'job')
        .orderBy('job.id')
        .limit(BATCH)
        .setLock('pessimistic_write')
        .setOnLocked('skip_locked')
        .getMany();
      let sent = 0;
      let refused: unknown;
      for (const job of jobs) {
        try {
          await send(job);
          sent += 1;
        } catch (error) {
          refused = error;
          break;
        }
      }
      if (sent > 0)
        await manager.delete(
          JobOutboxEntity,
          jobs.slice(0, sent).map(({ id }) => id),
        );
      if (refused !== undefined) {
        await manager.increment(JobOutboxEntity, { id: jobs[sent]!.id }, 'attempts', 1);
        throw refused;
      }
      return sent;
    });
  }
}
