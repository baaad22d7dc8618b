import { sqlMigration } from '@reto/platform';

export const CreateChallengeTables1763700001000 = sqlMigration('CreateChallengeTables', 1763700001000, {
  up: [
    `CREATE TABLE enrolments (
      id             uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      email          varchar(254) NOT NULL,
      user_id        integer,
      edition_number integer NOT NULL,
      start_date     date NOT NULL,
      end_date       date NOT NULL,
      source         varchar(32) NOT NULL,
      source_id      varchar(200) NOT NULL UNIQUE,
      revoked_at     timestamptz,
      created_at     timestamptz NOT NULL DEFAULT now()
    )`,
    `CREATE INDEX enrolments_user_id_idx ON enrolments (user_id)`,
    `CREATE INDEX enrolments_email_idx ON enrolments (email)`,
    `CREATE TABLE workout_units (
      id          serial PRIMARY KEY,
      sort_order  integer NOT NULL UNIQUE,
      title       varchar(200) NOT NULL,
      description text NOT NULL,
      duration    integer NOT NULL
    )`,
    `CREATE TABLE exercises (
      id              serial PRIMARY KEY,
      unit_id         integer NOT NULL REFERENCES workout_units(id) ON DELETE CASCADE,
      position        integer NOT NULL,
      title           varchar(200) NOT NULL,
      description     text NOT NULL,
      duration        integer NOT NULL,
      video_id        varchar(11) NOT NULL DEFAULT '',
      video_id_male   varchar(11) NOT NULL DEFAULT '',
      video_id_female varchar(11) NOT NULL DEFAULT '',
      UNIQUE (unit_id, position)
    )`,
    `CREATE TABLE completions (
      enrolment_id uuid NOT NULL REFERENCES enrolments(id) ON DELETE CASCADE,
      exercise_id  integer NOT NULL REFERENCES exercises(id) ON DELETE CASCADE,
      unit_id      integer NOT NULL REFERENCES workout_units(id) ON DELETE CASCADE,
      user_id      integer NOT NULL,
      completed_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (enrolment_id, exercise_id)
    )`,
    `CREATE TABLE nutrition_plans (
      id         serial PRIMARY KEY,
      email      varchar(254) NOT NULL,
      user_id    integer,
      input      jsonb NOT NULL,
      plan       jsonb NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`,
    `CREATE INDEX nutrition_plans_email_idx ON nutrition_plans (email)`,
  ],
  down: [`DROP TABLE nutrition_plans, completions, exercises, workout_units, enrolments`],
});
