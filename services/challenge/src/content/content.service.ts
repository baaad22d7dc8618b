import { Injectable } from '@nestjs/common';
import { ChallengeSubjects, type ExerciseDto } from '@reto/contracts';
import { Clock, RpcClient } from '@reto/platform';
import { MemberCache } from '../cache/member.cache.js';
import { CONTENT_CACHE_TTL_MS } from '../challenge.constants.js';
import { ContentRepository } from './content.repository.js';
import type { ExerciseEntity } from './exercise.entity.js';

/** An exercise as the content holds it: the member's facts (`completed`) come later. */
export type ContentExercise = Omit<ExerciseDto, 'completed' | 'techniqueSteps'>;
export interface ContentUnit {
  id: number;
  order: number;
  /** The challenge day this unit is done on (its `day` column: titles are only words). */
  day: number;
  week: number;
  title: string;
  description: string;
  duration: number;
  isRestDay: boolean;
  exercises: ContentExercise[];
}
export interface Content {
  units: ContentUnit[];
  byId: Map<number, ContentUnit>;
  byDay: Map<number, ContentUnit>;
  /** The days whose unit is a rest day. */
  restDays: ReadonlySet<number>;
}

/** What the content keeps of an exercise row. */
const contentExerciseOf = (exercise: ExerciseEntity): ContentExercise => ({
  id: exercise.id,
  unitId: exercise.unitId,
  position: exercise.position,
  title: exercise.title,
  description: exercise.description,
  duration: exercise.duration,
  sets: exercise.sets,
  reps: exercise.reps,
  workSeconds: exercise.workSeconds,
  restSeconds: exercise.restSeconds,
  techniqueKey: exercise.techniqueKey,
  videoId: exercise.videoId,
  videoIdMale: exercise.videoIdMale,
  videoIdFemale: exercise.videoIdFemale,
});

/**
 * The programme (28 units and their exercises) is the same for every member: it is read once and
 * kept in memory, reloaded after CONTENT_CACHE_TTL_MS or at once when a video id changes.
 */
@Injectable()
export class ContentService {
  private cache?: { content: Promise<Content>; loadedAt: number };

  constructor(
    private readonly repository: ContentRepository,
    private readonly clock: Clock,
    private readonly rpc: RpcClient,
    private readonly memberCache: MemberCache,
  ) {
    memberCache.onContentChanged(() => this.invalidate());
  }

  content(): Promise<Content> {
    const now = Date.now();
    if (!this.cache || now - this.cache.loadedAt > CONTENT_CACHE_TTL_MS) {
      const content = this.load();
      this.cache = { content, loadedAt: now };
      content.catch(() => (this.cache = undefined));
    }
    return this.cache.content;
  }

  invalidate(): void {
    this.cache = undefined;
  }

  /** Content changed (a video, or the admin's cache refresh): this replica, the member caches and every other replica drop what they hold. */
  async announceChange(detail: Record<string, unknown>): Promise<void> {
    this.invalidate();
    await this.memberCache.contentChanged();
    await this.rpc.announce(ChallengeSubjects.broadcasts.contentChanged, {
      ...detail,
      at: this.clock.now().toISOString(),
    });
  }

  private async load(): Promise<Content> {
    const units = await this.repository.units();
    const exercises = await this.repository.exercises();
    const mapped: ContentUnit[] = units.map((unit) => ({
      id: unit.id,
      order: unit.order,
      day: unit.day,
      week: unit.week,
      title: unit.title,
      description: unit.description,
      duration: unit.duration,
      isRestDay: unit.isRestDay,
      exercises: exercises.filter((exercise) => exercise.unitId === unit.id).map(contentExerciseOf),
    }));
    return {
      units: mapped,
      byId: new Map(mapped.map((unit) => [unit.id, unit])),
      byDay: new Map(mapped.map((unit) => [unit.day, unit])),
      restDays: new Set(mapped.filter((unit) => unit.isRestDay).map((unit) => unit.day)),
    };
  }
}
