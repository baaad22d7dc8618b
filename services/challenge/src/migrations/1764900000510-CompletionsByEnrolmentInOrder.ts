import { sqlMigration } from '@reto/platform';

/**
 * Every cold read of a member's day loads their enrolment's completions in the order they were made
 * (`WHERE enrolment_id = $1 ORDER BY completed_at`). Through the primary key (enrolment, exercise)
 * that is a visit to the table for each of the member's days (a month of completions arrives day by
 * day, so one member's rows lie on as many pages as days) and a sort; this index holds the rows in
 * that order with every column the read takes, so the read is an index-only scan of a page or two,
 * however large the table grows.
 */
export const CompletionsByEnrolmentInOrder1764900000510 = sqlMigration('CompletionsByEnrolmentInOrder', 1764900000510, {
  up: [
    `CREATE INDEX completions_enrolment_completed_at ON completions (enrolment_id, completed_at)
             INCLUDE (exercise_id, unit_id, user_id)`,
  ],
  down: [`DROP INDEX completions_enrolment_completed_at`],
});
