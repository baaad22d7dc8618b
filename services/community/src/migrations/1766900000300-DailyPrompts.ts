import { sqlMigration } from '@reto/platform';

/** The trainer's prompt for each day of the programme, shown to every group on that day. */
export const DailyPrompts1766900000300 = sqlMigration('DailyPrompts', 1766900000300, {
  up: [
    `CREATE TABLE daily_prompts (
      day        smallint PRIMARY KEY CHECK (day BETWEEN 1 AND 28),
      text       varchar(280) NOT NULL CHECK (char_length(text) > 0),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`,
  ],
  down: [`DROP TABLE daily_prompts`],
});
