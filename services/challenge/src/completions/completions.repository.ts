import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ChallengeSubjects, type ExerciseCompletedEvent } from '@reto/contracts';
import { changeAndAppendEach, GroupCommit, preparedStatement } from '@reto/platform';
import type { DataSource } from 'typeorm';
import { COMPLETIONS_RECORD_EACH_SQL, doneAtSeconds, type ExerciseDoneAt } from './exercise-done-at.js';

export type { UnitCompletions } from './exercise-done-at.js';

/** A completion to record; `completedAt` from the service's clock (kept to the second). */
export interface NewCompletion {
  enrolmentId: string;
  exerciseId: number;
  completedAt: Date;
}

/** One enrolment's completions: its row's `exercise_done_at`, by primary key (prepared). */
const DONE_AT_OF_SQL = preparedStatement(
  'enrolment-exercise-done-at',
  `SELECT coalesce(exercise_done_at, '{}') AS done FROM enrolments WHERE id = $1`,
);

/** Every query on completions: kept in the enrolment's row (see exercise-done-at.ts). */
@Injectable()
export class CompletionsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * The enrolment's completions, exercise by exercise (none when it does not exist): what its
   * history and, for an enrolment not read with the member's state, its units are answered from.
   */
  async doneAt(enrolmentId: string): Promise<ExerciseDoneAt> {
    const rows: Array<{ done: Array<number | null> }> = await this.dataSource.query(DONE_AT_OF_SQL, [enrolmentId]);
    return rows[0]?.done ?? [];
  }

  /**
   * Records the completion once (a repeat is ignored) and, only when it was recorded, puts its
   * `challenge.exercise.completed.v1` in the outbox: no event without the completion, no completion
   * without the event, and a repeated completion announces nothing. Completions arriving together are
   * recorded together ({@link GroupCommit}): one statement and one commit for all of them, each
   * answered once that commit is done. True when recorded.
   */
  recordOnce(completion: NewCompletion, event: ExerciseCompletedEvent): Promise<boolean> {
    return this.writes.submit({ completion, event });
  }

  private readonly writes = new GroupCommit<{ completion: NewCompletion; event: ExerciseCompletedEvent }, boolean>(
    (batch) =>
      changeAndAppendEach(
        this.dataSource,
        {
          name: 'completions-record-each',
          sql: COMPLETIONS_RECORD_EACH_SQL,
          params: [
            batch.map(({ completion }) => completion.enrolmentId),
            batch.map(({ completion }) => completion.exerciseId),
            batch.map(({ completion }) => doneAtSeconds(completion.completedAt)),
          ],
        },
        ChallengeSubjects.events.exerciseCompleted,
        batch.map(({ event }) => event),
      ),
  );
}
