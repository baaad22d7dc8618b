import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ChallengeSubjects, type ExerciseCompletedEvent } from '@reto/contracts';
import { changeAndAppend } from '@reto/platform';
import type { DataSource } from 'typeorm';
import type { CompletionEntity } from './completion.entity.js';

/** `completedAt` from the service's clock: whether a day was done on time is read from it. */
export type NewCompletion = Pick<CompletionEntity, 'enrolmentId' | 'exerciseId' | 'unitId' | 'userId' | 'completedAt'>;

/** What an enrolment's completions say about one unit: the exercises done, and when the last was. */
export interface UnitCompletions {
  unitId: number;
  exerciseIds: number[];
  lastAt: Date;
}

/** Every query on completions: one row per exercise done within an enrolment. */
@Injectable()
export class CompletionsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * The enrolment's completions, oldest first (a member's history). Read as plain rows (the time as
   * epoch milliseconds): entity hydration and date parsing were most of its cost in the profile.
   */
  async ofEnrolment(enrolmentId: string): Promise<CompletionEntity[]> {
    const rows: Array<{ exercise_id: number; unit_id: number; user_id: number; ms: number }> =
      await this.dataSource.query(
        `SELECT exercise_id, unit_id, user_id, extract(epoch FROM completed_at)::float8 * 1000 AS ms
         FROM completions WHERE enrolment_id = $1 ORDER BY completed_at`,
        [enrolmentId],
      );
    return rows.map((row) => ({
      enrolmentId,
      exerciseId: row.exercise_id,
      unitId: row.unit_id,
      userId: row.user_id,
      completedAt: new Date(row.ms),
    }));
  }

  /**
   * The enrolment's completions by unit (at most one row a unit, 28 in all): what a member's day,
   * streak, progress and every answer about them need. A month of completions is five times as many
   * rows, each parsed, dated and placed on its local day in this process; a unit is late when its
   * last completion is, so one instant a unit is enough.
   */
  async byUnit(enrolmentId: string): Promise<UnitCompletions[]> {
    const rows: Array<{ unit_id: number; exercise_ids: number[]; last_ms: number }> = await this.dataSource.query(
      `SELECT unit_id, array_agg(exercise_id) AS exercise_ids, extract(epoch FROM max(completed_at))::float8 * 1000 AS last_ms
         FROM completions WHERE enrolment_id = $1 GROUP BY unit_id`,
      [enrolmentId],
    );
    return rows.map((row) => ({ unitId: row.unit_id, exerciseIds: row.exercise_ids, lastAt: new Date(row.last_ms) }));
  }

  /**
   * Records the completion once (a repeat is ignored) and, only when it was recorded, puts its
   * `challenge.exercise.completed.v1` in the outbox: no event without the row, no row without the
   * event, and a repeated completion announces nothing. One statement (the insert, the outbox row
   * and its announcement), atomic by itself: one round trip where a transaction took five. True
   * when recorded.
   */
  insertOnce(completion: NewCompletion, event: ExerciseCompletedEvent): Promise<boolean> {
    return changeAndAppend(
      this.dataSource,
      {
        sql: `INSERT INTO completions (enrolment_id, exercise_id, unit_id, user_id, completed_at)
              VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING RETURNING exercise_id`,
        params: [
          completion.enrolmentId,
          completion.exerciseId,
          completion.unitId,
          completion.userId,
          completion.completedAt,
        ],
      },
      ChallengeSubjects.events.exerciseCompleted,
      event,
    );
  }
}
