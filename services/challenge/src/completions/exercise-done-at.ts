/**
 * A member's completions within one enrolment, kept in the enrolment's own row
 * (`enrolments.exercise_done_at`, an `int4[]`): element `i` (the array starts at 1) is exercise `i`'s
 * completion, in whole seconds since DONE_AT_EPOCH, and NULL while it is not done. About 4 bytes a
 * completion (a month of them, 92, is under 0.5 KB), read with the enrolment and written under its
 * row lock: what the member's state, the history and the uniqueness of a completion need, with no
 * table or index keyed by a random enrolment beside it. Plain functions and text (no imports): the
 * bench's bare handler and seeds load them too.
 */

/** The instant the seconds count from: 2020-01-01T00:00:00Z (an int4 lasts until 2088). */
export const DONE_AT_EPOCH_MS = Date.UTC(2020, 0, 1);
/** DONE_AT_EPOCH in Unix seconds, for the SQL that converts a timestamptz. */
export const DONE_AT_EPOCH_SECONDS = DONE_AT_EPOCH_MS / 1000;

/** An enrolment's completions as read: index `i` is exercise `i + 1`, its seconds since DONE_AT_EPOCH or null. */
export type ExerciseDoneAt = ReadonlyArray<number | null>;

/** What an enrolment's completions say about one unit: the exercises done, and when the last was. */
export interface UnitCompletions {
  unitId: number;
  exerciseIds: number[];
  lastAt: Date;
}

/** One completion of a member's history. */
export interface DoneExercise {
  exerciseId: number;
  unitId: number;
  completedAt: Date;
}

/** The programme as these read it: the units and their exercises. */
export interface UnitsOfExercises {
  units: ReadonlyArray<{ id: number; exercises: ReadonlyArray<{ id: number }> }>;
}

/** `instant` as the row keeps it: whole seconds since DONE_AT_EPOCH (truncated, so never on a later day). */
export const doneAtSeconds = (instant: Date): number => Math.floor((instant.getTime() - DONE_AT_EPOCH_MS) / 1000);

/** The instant a kept value stands for. */
export const instantOfDoneAt = (seconds: number): Date => new Date(DONE_AT_EPOCH_MS + seconds * 1000);

const doneOf = (done: ExerciseDoneAt, exerciseId: number): number | null => done[exerciseId - 1] ?? null;

/**
 * By unit, in the programme's order, every unit with at least one exercise done: its exercises done
 * and the instant of the last of them (a unit is late when its last completion is). An exercise no
 * longer in the programme counts for nothing.
 */
export function unitCompletionsOf(done: ExerciseDoneAt, content: UnitsOfExercises): UnitCompletions[] {
  const units: UnitCompletions[] = [];
  if (done.length === 0) return units;
  for (const unit of content.units) {
    const exerciseIds: number[] = [];
    let last = -Infinity;
    for (const { id } of unit.exercises) {
      const seconds = doneOf(done, id);
      if (seconds === null) continue;
      exerciseIds.push(id);
      if (seconds > last) last = seconds;
    }
    if (exerciseIds.length > 0) units.push({ unitId: unit.id, exerciseIds, lastAt: instantOfDoneAt(last) });
  }
  return units;
}

/** Every completion, oldest first (those of one second by exercise id): a member's history. */
export function completionsInOrder(done: ExerciseDoneAt, content: UnitsOfExercises): DoneExercise[] {
  const completions: Array<DoneExercise & { seconds: number }> = [];
  for (const unit of content.units)
    for (const { id } of unit.exercises) {
      const seconds = doneOf(done, id);
      if (seconds !== null)
        completions.push({ exerciseId: id, unitId: unit.id, completedAt: instantOfDoneAt(seconds), seconds });
    }
  completions.sort((a, b) => a.seconds - b.seconds || a.exerciseId - b.exerciseId);
  return completions.map(({ seconds: _seconds, ...completion }) => completion);
}

/**
 * A batch of completions, each recorded once, as one update of each enrolment's row: the same one
 * twice in a batch is recorded once (its first), one already recorded not again (an element is set
 * only where it is NULL, under the row's lock: what a primary key on (enrolment, exercise) gave).
 * The rows are read first without a lock (`seen`); only those with an element still NULL for the
 * batch are locked, in key order (`ORDER BY id FOR NO KEY UPDATE`, read as they are once locked),
 * so two batches that share members never wait for each other in opposite orders, and what changes
 * is decided on the row as locked. A repeat leaves its row untouched: a row lock is a write (its
 * page dirtied and WAL written, the whole page when it is the page's first change since the last
 * checkpoint), and spread over 100,000 members nearly every repeat's page was one not yet changed
 * since the checkpoint. A completion of an enrolment that does not exist fails the
 * statement (its group commit retries each alone, so it fails alone). Each row updated once, its
 * new array built whole from 1 (`array_agg`): no index on the column, so the update stays HOT where
 * the page has room. `changed`: the positions recorded. Parameters: the enrolments, exercises and
 * instants (seconds since DONE_AT_EPOCH), one of each a completion.
 */
export const COMPLETIONS_RECORD_EACH_SQL = `input AS (
     SELECT DISTINCT ON (enrolment_id, exercise_id) *
       FROM unnest($1::uuid[], $2::int[], $3::int[]) WITH ORDINALITY AS item(enrolment_id, exercise_id, seconds, ord)
      ORDER BY enrolment_id, exercise_id, ord
   ),
   seen AS MATERIALIZED (
     SELECT id, exercise_done_at AS done FROM enrolments WHERE id IN (SELECT enrolment_id FROM input)
   ),
   locked AS MATERIALIZED (
     SELECT id, exercise_done_at AS done FROM enrolments
      WHERE id IN (SELECT seen.id FROM seen JOIN input ON input.enrolment_id = seen.id
                    WHERE input.exercise_id > 0 AND seen.done[input.exercise_id] IS NULL)
      ORDER BY id FOR NO KEY UPDATE
   ),
   fresh AS MATERIALIZED (
     SELECT input.* FROM input JOIN locked ON locked.id = input.enrolment_id WHERE input.exercise_id > 0 AND locked.done[input.exercise_id] IS NULL
   ),
   merged AS (
     SELECT locked.id, array_agg(coalesce(locked.done[i], fresh.seconds) ORDER BY i) AS done
       FROM locked
       JOIN (SELECT enrolment_id, max(exercise_id) AS top FROM fresh GROUP BY enrolment_id) AS tops
         ON tops.enrolment_id = locked.id
      CROSS JOIN LATERAL generate_series(1, greatest(tops.top, array_upper(locked.done, 1))) AS i
       LEFT JOIN fresh ON fresh.enrolment_id = locked.id AND fresh.exercise_id = i
      GROUP BY locked.id
   ),
   updated AS (
     UPDATE enrolments SET exercise_done_at = merged.done FROM merged WHERE enrolments.id = merged.id RETURNING enrolments.id
   ),
   missing AS MATERIALIZED (
     SELECT ('no enrolment ' || enrolment_id || ' to record a completion in')::int AS failed
       FROM input WHERE enrolment_id NOT IN (SELECT id FROM seen)
   ),
   changed AS (
     SELECT ord FROM fresh WHERE enrolment_id IN (SELECT id FROM updated) AND NOT EXISTS (SELECT FROM missing)
   )`;
