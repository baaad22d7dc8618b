import { sqlMigration } from '@reto/platform';
import { DONE_AT_EPOCH_SECONDS } from '../completions/exercise-done-at.js';

/**
 * A member's completions kept in their enrolment's row: `exercise_done_at int4[]`, element `i` the
 * completion of exercise `i` in seconds since 2020-01-01 UTC (NULL: not done; see
 * exercise-done-at.ts). The member's state read finds them in the row it reads already, and a
 * completion updates that row under its lock (set where NULL: the uniqueness the primary key gave)
 * instead of inserting into `completions`, whose primary key at 100,000 members with a month each
 * was 730 MB: a leaf of it read from outside PostgreSQL's buffers, dirtied and written whole into
 * the WAL after each checkpoint, for every completion. A month of a member's completions is under
 * 0.5 KB in the row. Nothing else reads `completions` (the history is answered from the row too;
 * the admin's insights fold the events), so it goes once its rows are moved, set-based. The table
 * leaves a tenth of each page free, so a completion's update (no index on the column) stays on its
 * page (HOT) where it can.
 */
export const CompletionsInTheEnrolment1767000000300 = sqlMigration('CompletionsInTheEnrolment', 1767000000300, {
  up: [
    `ALTER TABLE enrolments SET (fillfactor = 90)`,
    `ALTER TABLE enrolments ADD COLUMN exercise_done_at int4[]
       CONSTRAINT enrolments_exercise_done_at_from_one
       CHECK (array_ndims(exercise_done_at) = 1 AND array_lower(exercise_done_at, 1) = 1)`,
    `UPDATE enrolments SET exercise_done_at = moved.done
       FROM (SELECT tops.enrolment_id, array_agg(c.seconds ORDER BY i) AS done
               FROM (SELECT enrolment_id, max(exercise_id) AS top FROM completions GROUP BY enrolment_id) AS tops
              CROSS JOIN LATERAL generate_series(1, tops.top) AS i
               LEFT JOIN (SELECT enrolment_id, exercise_id,
                                 (floor(extract(epoch FROM completed_at)) - ${DONE_AT_EPOCH_SECONDS})::int AS seconds
                            FROM completions) AS c
                 ON c.enrolment_id = tops.enrolment_id AND c.exercise_id = i
              GROUP BY tops.enrolment_id) AS moved
      WHERE enrolments.id = moved.enrolment_id`,
    `DROP TABLE completions`,
  ],
  down: [
    `CREATE TABLE completions (
      enrolment_id uuid NOT NULL REFERENCES enrolments(id) ON DELETE CASCADE,
      exercise_id  integer NOT NULL REFERENCES exercises(id) ON DELETE CASCADE,
      unit_id      integer NOT NULL REFERENCES workout_units(id) ON DELETE CASCADE,
      user_id      integer NOT NULL,
      completed_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT completions_pkey PRIMARY KEY (enrolment_id, exercise_id) INCLUDE (unit_id, user_id, completed_at)
    )`,
    `INSERT INTO completions (enrolment_id, exercise_id, unit_id, user_id, completed_at)
     SELECT e.id, x.id, x.unit_id, e.user_id, to_timestamp(${DONE_AT_EPOCH_SECONDS} + done.seconds)
       FROM enrolments AS e
      CROSS JOIN LATERAL unnest(e.exercise_done_at) WITH ORDINALITY AS done(seconds, exercise_id)
       JOIN exercises AS x ON x.id = done.exercise_id
      WHERE done.seconds IS NOT NULL AND e.user_id IS NOT NULL`,
    `ALTER TABLE enrolments DROP COLUMN exercise_done_at`,
    `ALTER TABLE enrolments RESET (fillfactor)`,
  ],
});
