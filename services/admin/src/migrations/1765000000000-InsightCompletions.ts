import { sqlMigration } from '@reto/platform';

/**
 * The completions of "Resultados": one row per exercise a member first marked done in an edition
 * (challenge.exercise.completed.v1; the key makes a redelivery or a replay count once), with its
 * programme day and whether it completed that day's routine. And the buyer of each payment, as a
 * SHA-256 of the address (no personal data in the read model), so a renewal is a buyer of this
 * edition who bought the next; rows kept before this migration get theirs from a rebuild.
 */
export const InsightCompletions1765000000000 = sqlMigration('InsightCompletions', 1765000000000, {
  up: [
    `CREATE TABLE insight_completions (
      edition        integer NOT NULL,
      user_id        integer NOT NULL,
      exercise_id    integer NOT NULL,
      programme_day  smallint NOT NULL,
      challenge_day  smallint NOT NULL,
      unit_completed boolean NOT NULL,
      PRIMARY KEY (edition, user_id, exercise_id)
    )`,
    `CREATE INDEX insight_completions_days ON insight_completions (edition, programme_day) WHERE unit_completed`,
    `ALTER TABLE insight_payments ADD COLUMN buyer char(64)`,
    `CREATE INDEX insight_payments_buyer ON insight_payments (edition, buyer)`,
  ],
  down: [
    `DROP INDEX insight_payments_buyer`,
    `ALTER TABLE insight_payments DROP COLUMN buyer`,
    `DROP TABLE insight_completions`,
  ],
});
