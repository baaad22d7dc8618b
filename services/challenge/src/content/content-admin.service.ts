import { Injectable } from '@nestjs/common';
import {
  type AdminActor,
  type AdminUpdatePrescriptionSchema,
  type AdminUpdateVideoSchema,
  type AdminWorkoutUnitDto,
  type CacheVersionDto,
  type Gender,
  type PrescriptionUpdateDto,
} from '@reto/contracts';
import { Clock } from '@reto/platform';
import type { z } from 'zod';
import { ContentRepository } from './content.repository.js';
import { ContentService } from './content.service.js';
import { cleanDescription } from './description.js';
import { ChallengeErrors } from '../challenge.errors.js';

const videoColumn = { male: 'videoIdMale', female: 'videoIdFemale', generic: 'videoId' } as const;

/**
 * The trainer's side of the programme: the 28 units with each gender's videos, a video change and
 * the cache refresh. Each change commits with its audit event; the caches drop after the commit.
 */
@Injectable()
export class ContentAdminService {
  constructor(
    private readonly repository: ContentRepository,
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
        sets: exercise.sets,
        reps: exercise.reps,
        workSeconds: exercise.workSeconds,
        restSeconds: exercise.restSeconds,
      })),
    }));
  }

  async updateVideo(
    requestId: string,
    { unitId, exerciseId, gender, videoId, actor }: z.output<typeof AdminUpdateVideoSchema>,
  ): Promise<{
    success: true;
    exerciseId: number;
    gender: string;
    videoId: string;
  }> {
    const column = videoColumn[gender];
    await this.repository.transaction(async (tx) => {
      const exercise = await this.repository.exerciseForUpdate(tx, unitId, exerciseId);
      if (!exercise) throw ChallengeErrors.exerciseNotFound();
      const before = exercise[column];
      await this.repository.setVideo(tx, exerciseId, column, videoId);
      await this.repository.appendAudit(
        tx,
        {
          action: 'video.updated',
          actor,
          requestId,
          target: `${exercise.title} (versión ${gender === 'male' ? 'hombres' : 'mujeres'})`,
          before: { unitId, exerciseId, gender, videoId: before },
          after: { unitId, exerciseId, gender, videoId },
        },
        this.clock.now(),
      );
      tx.afterCommit(() => this.content.announceChange({ exerciseId }));
    });
    return { success: true, exerciseId, gender, videoId };
  }

  /** The trainer's sets, reps or seconds and rest for one exercise: what the workout player follows. */
  async updatePrescription(
    requestId: string,
    { unitId, exerciseId, actor, ...prescription }: z.output<typeof AdminUpdatePrescriptionSchema>,
  ): Promise<PrescriptionUpdateDto> {
    await this.repository.transaction(async (tx) => {
      const exercise = await this.repository.exerciseForUpdate(tx, unitId, exerciseId);
      if (!exercise) throw ChallengeErrors.exerciseNotFound();
      const { sets, reps, workSeconds, restSeconds } = exercise;
      await this.repository.setPrescription(tx, exerciseId, prescription);
      await this.repository.appendAudit(
        tx,
        {
          action: 'prescription.updated',
          actor,
          requestId,
          target: exercise.title,
          before: { unitId, exerciseId, sets, reps, workSeconds, restSeconds },
          after: { unitId, exerciseId, ...prescription },
        },
        this.clock.now(),
      );
      tx.afterCommit(() => this.content.announceChange({ exerciseId }));
    });
    return { success: true, exerciseId, ...prescription };
  }

  refreshCache(requestId: string, actor: AdminActor): Promise<CacheVersionDto> {
    return this.repository.transaction(async (tx) => {
      const { before, after } = await this.repository.bumpCacheVersion(tx, this.clock.now());
      await this.repository.appendAudit(
        tx,
        {
          action: 'cache.refreshed',
          actor,
          requestId,
          target: 'Caché de videos',
          before: { cacheVersion: before },
          after: { cacheVersion: after },
        },
        this.clock.now(),
      );
      tx.afterCommit(() => this.content.announceChange({ cacheVersion: after }));
      return { cacheVersion: after };
    });
  }

  async cacheVersion(): Promise<CacheVersionDto> {
    return { cacheVersion: await this.repository.cacheVersion() };
  }
}
