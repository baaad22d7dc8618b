import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { preparedStatement } from '@reto/platform';
import DataLoader from 'dataloader';
import type { DataSource } from 'typeorm';
import type { ExerciseDoneAt } from '../completions/exercise-done-at.js';
import type { EnrolmentEntity } from '../enrolments/enrolment.entity.js';
import { LIVE_ENROLMENT_COLUMNS, liveEnrolmentOf, type LiveEnrolmentRow } from '../enrolments/enrolments.repository.js';

/**
 * For each member asked (`$1` the accounts), the account's live enrolments, oldest start first,
 * each with its completions (`exercise_done_at`, kept in the enrolment's row: see
 * exercise-done-at.ts): a member's whole state from the rows `enrolments_user_id_idx` finds, with no
 * other table or index, and the members asked together in one statement. Before, the completions were rows of a table of their own, read through its primary
 * key for the latest enrolment begun by the member's local date (`$2`). Prepared: planning it cost
 * PostgreSQL more than running it.
 */
export const LIVE_WITH_UNITS_SQL = preparedStatement(
  'members-live-with-done',
  `
  SELECT asked.ord::int AS ord, ${LIVE_ENROLMENT_COLUMNS}, coalesce(live.exercise_done_at, '{}') AS done
    FROM unnest($1::int[]) WITH ORDINALITY AS asked(user_id, ord)
    JOIN enrolments AS live ON live.user_id = asked.user_id AND live.revoked_at IS NULL
   ORDER BY asked.ord, live.start_date`,
);

interface LiveWithUnitsRow extends LiveEnrolmentRow {
  /** The position of the member asked (1 the first). */
  ord: number;
  /** The enrolment's completions, exercise by exercise. */
  done: Array<number | null>;
}

/** What a member's day is read from: the live enrolments, each with its completions. */
export interface LiveEnrolmentsWithUnits {
  enrolments: EnrolmentEntity[];
  /** The completions of `enrolmentId`, when it is one of these (else undefined). */
  doneOf(enrolmentId: string): ExerciseDoneAt | undefined;
}

/** Members asked about together: at most this many in one statement. */
const MAX_MEMBERS_A_READ = 100;

/**
 * A member's state in one query: the read every cold answer about a member and every completion
 * start with. The members asked in the same turn of the event loop (the requests of one read from
 * NATS, a batch of completions) are read in one statement (`dataloader`): one round trip, one
 * execution and one wake-up of PostgreSQL for all of them, each answered as if read alone.
 */
@Injectable()
export class MemberStateRepository {
  private readonly reads: DataLoader<number, LiveEnrolmentsWithUnits>;

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {
    this.reads = new DataLoader((asked) => this.readTogether(asked), {
      cache: false,
      maxBatchSize: MAX_MEMBERS_A_READ,
      batchScheduleFn: (read) => setImmediate(read),
    });
  }

  liveWithUnits(userId: number): Promise<LiveEnrolmentsWithUnits> {
    return this.reads.load(userId);
  }

  private async readTogether(asked: ReadonlyArray<number>): Promise<LiveEnrolmentsWithUnits[]> {
    const rows: LiveWithUnitsRow[] = await this.dataSource.query(LIVE_WITH_UNITS_SQL, [asked]);
    const rowsOf: LiveWithUnitsRow[][] = asked.map(() => []);
    for (const row of rows) rowsOf[row.ord - 1]?.push(row);
    return asked.map((userId, index) => stateOf(userId, rowsOf[index] ?? []));
  }
}

function stateOf(userId: number, rows: LiveWithUnitsRow[]): LiveEnrolmentsWithUnits {
  return {
    enrolments: rows.map((row) => liveEnrolmentOf(row, userId)),
    doneOf: (enrolmentId) => rows.find((row) => row.id === enrolmentId)?.done,
  };
}
