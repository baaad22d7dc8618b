import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  AdminMessages,
  ErrorCodes,
  type AdminActor,
  type AdminUpdateVideoSchema,
  type AdminWorkoutUnitDto,
  type CacheVersionDto,
  type Gender,
} from '@reto/contracts';
import { appendAuditEvent, Clock, DomainError } from '@reto/platform';
import type { DataSource } from 'typeorm';
import type { z } from 'zod';
import { CacheStateEntity } from './cache-state.entity.js';
import { ContentService } from './content.service.js';
import { cleanDescription } from './description.js';
import { ExerciseEntity } from './exercise.entity.js';

const videoColumn = { male: 'videoIdMale', female: 'videoIdFemale', generic: 'videoId' } as const;
const notFound = (message: string) => new DomainError({ status: 404, code: ErrorCodes.notFound, message });

/**
 * The trainer's side of the programme: the 28 units with each gender's videos, a video change and
 * the cache refresh. Each change commits with its audit event; the caches drop after the commit.
 */
@Injectable()
export class ContentAdminService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly content: ContentService,
    private readonly clock: Clock,
  ) {}

  async workouts(gender: Gender): Promise<AdminWorkoutUnitDto[]> {
    const { units } = await this.content.content();
    const column = videoColumn[gender];
    return units.map((unit) => ({
      id: unit.id,
      order: unit.order,
      title: unit.title,
      description: cleanDescription(unit.description),
      isRestDay: unit.isRestDay,
      exercises: unit.exercises.map((exercise) => ({
        id: exercise.id,
        title: exercise.title,
        description: cleanDescription(exercise.description),
        videoId: exercise[column] || exercise.videoId,
        videoIdMale: exercise.videoIdMale,
        videoIdFemale: exercise.videoIdFemale,
      })),
    }));
  }

  async updateVideo({ unitId, exerciseId, gender, videoId, actor }: z.output<typeof AdminUpdateVideoSchema>): Promise<{
    success: true;
    exerciseId: number;
    gender: string;
    videoId: string;
  }> {
    const column = videoColumn[gender];
    await this.dataSource.transaction(async (manager) => {
      const exercise = await manager
        .getRepository(ExerciseEntity)
        .findOne({ where: { id: exerciseId, unitId }, lock: { mode: 'pessimistic_write' } });
      if (!exercise) throw notFound(AdminMessages.exerciseNotFound);
      const before = exercise[column];
      await manager.getRepository(ExerciseEntity).update({ id: exerciseId }, { [column]: videoId });
      await appendAuditEvent(
        manager,
        'challenge',
        {
          action: 'video.updated',
          actor,
          target: `${exercise.title} (${gender})`,
          before: { unitId, exerciseId, gender, videoId: before },
          after: { unitId, exerciseId, gender, videoId },
        },
        this.clock.now(),
      );
    });
    await this.content.announceChange({ exerciseId });
    return { success: true, exerciseId, gender, videoId };
  }

  async refreshCache(actor: AdminActor): Promise<CacheVersionDto> {
    const version = await this.dataSource.transaction(async (manager) => {
      const [before] = (await manager.query(`SELECT version FROM cache_state WHERE id = 1 FOR UPDATE`)) as Array<{
        version: string;
      }>;
      const [[after]] = (await manager.query(
        `UPDATE cache_state SET version = version + 1, refreshed_at = $1 WHERE id = 1 RETURNING version`,
        [this.clock.now()],
      )) as [Array<{ version: string }>, number];
      await appendAuditEvent(
        manager,
        'challenge',
        {
          action: 'cache.refreshed',
          actor,
          target: 'cache',
          before: { cacheVersion: String(before?.version ?? '') },
          after: { cacheVersion: String(after!.version) },
        },
        this.clock.now(),
      );
      return String(after!.version);
    });
    await this.content.announceChange({ cacheVersion: version });
    return { cacheVersion: version };
  }

  async cacheVersion(): Promise<CacheVersionDto> {
    const state = await this.dataSource.getRepository(CacheStateEntity).findOneByOrFail({ id: 1 });
    return { cacheVersion: String(state.version) };
  }
}
