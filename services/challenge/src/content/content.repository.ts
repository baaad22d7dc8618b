import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { AuditEvent } from '@reto/contracts';
import { appendAuditEvent, runInTransaction, type Tx } from '@reto/platform';
import type { DataSource } from 'typeorm';
import { CacheStateEntity } from './cache-state.entity.js';
import { ExerciseEntity } from './exercise.entity.js';
import { WorkoutUnitEntity } from './workout-unit.entity.js';

export type VideoColumn = 'videoId' | 'videoIdMale' | 'videoIdFemale';

/** Every query on the programme (units, exercises) and the content cache version. */
@Injectable()
export class ContentRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    return runInTransaction(this.dataSource, work);
  }

  units(): Promise<WorkoutUnitEntity[]> {
    return this.dataSource.getRepository(WorkoutUnitEntity).find({ order: { order: 'ASC' } });
  }

  exercises(): Promise<ExerciseEntity[]> {
    return this.dataSource.getRepository(ExerciseEntity).find({ order: { unitId: 'ASC', position: 'ASC' } });
  }

  /** The unit's exercise, locked until the transaction ends. */
  exerciseForUpdate(tx: Tx, unitId: number, exerciseId: number): Promise<ExerciseEntity | null> {
    return tx.manager
      .getRepository(ExerciseEntity)
      .findOne({ where: { id: exerciseId, unitId }, lock: { mode: 'pessimistic_write' } });
  }

  async setVideo(tx: Tx, exerciseId: number, column: VideoColumn, videoId: string): Promise<void> {
    await tx.manager.getRepository(ExerciseEntity).update({ id: exerciseId }, { [column]: videoId });
  }

  async setDescription(tx: Tx, exerciseId: number, description: string): Promise<void> {
    await tx.manager.getRepository(ExerciseEntity).update({ id: exerciseId }, { description });
  }

  async setPrescription(
    tx: Tx,
    exerciseId: number,
    prescription: Pick<ExerciseEntity, 'sets' | 'reps' | 'workSeconds' | 'restSeconds'>,
  ): Promise<void> {
    await tx.manager.getRepository(ExerciseEntity).update({ id: exerciseId }, prescription);
  }

  /** Raises the cache version; answers it before and after. */
  async bumpCacheVersion(tx: Tx, at: Date): Promise<{ before: string; after: string }> {
    const [before] = (await tx.manager.query(`SELECT version FROM cache_state WHERE id = 1 FOR UPDATE`)) as Array<{
      version: string;
    }>;
    const [[after]] = (await tx.manager.query(
      `UPDATE cache_state SET version = version + 1, refreshed_at = $1 WHERE id = 1 RETURNING version`,
      [at],
    )) as [Array<{ version: string }>, number];
    return { before: String(before?.version ?? ''), after: String(after!.version) };
  }

  async cacheVersion(): Promise<string> {
    return String((await this.dataSource.getRepository(CacheStateEntity).findOneByOrFail({ id: 1 })).version);
  }

  async appendAudit(tx: Tx, event: Omit<AuditEvent, 'at'>, at: Date): Promise<void> {
    await appendAuditEvent(tx.manager, 'challenge', event, at);
  }
}
