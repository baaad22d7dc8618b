import { sqlMigration } from '@reto/platform';

/**
 * "Resultados" per member instead of per exercise: one row per member and edition with the
 * programme days whose routine they completed as bits (bit d − 1: day d), whether they trained at
 * all and on their first day. OR-ing bits is idempotent, so a redelivery or a replay changes
 * nothing, and the tab's figures read one row per member (100,000 members, not millions of
 * completions). And the edition's enrolments as challenge publishes them (granted, linked, revoked),
 * so a member who never trained counts too.
 */
export const InsightMembers1765100000000 = sqlMigration('InsightMembers', 1765100000000, {
  up: [
    `CREATE TABLE insight_members (
      edition     integer NOT NULL,
      user_id     integer NOT NULL,
      days        integer NOT NULL DEFAULT 0,
      trained     boolean NOT NULL DEFAULT false,
      active_day1 boolean NOT NULL DEFAULT false,
      PRIMARY KEY (edition, user_id)
    )`,
    `INSERT INTO insight_members (edition, user_id, days, trained, active_day1)
    SELECT edition, user_id,
           coalesce(bit_or(1 << (programme_day - 1)) FILTER (WHERE unit_completed), 0), true,
           bool_or(challenge_day = 1)
      FROM insight_completions GROUP BY edition, user_id`,
    `DROP TABLE insight_completions`,
    `CREATE TABLE insight_enrolments (
      enrolment_id uuid PRIMARY KEY,
      edition      integer NOT NULL,
      user_id      integer,
      live         boolean NOT NULL,
      changed_at   timestamptz NOT NULL
    )`,
    `CREATE INDEX insight_enrolments_edition ON insight_enrolments (edition, user_id)`,
  ],
  down: [
    `DROP TABLE insight_enrolments`,
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
    `DROP TABLE insight_members`,
  ],
});
