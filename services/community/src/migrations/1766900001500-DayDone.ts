import { sqlMigration } from '@reto/platform';

/**
 * Whether the member's challenge day of their latest completion had its own routine done on it:
 * the streak the challenge computes goes on through that day (and the rest days after it) only then.
 */
export const DayDone1766900001500 = sqlMigration('DayDone', 1766900001500, {
  up: [`ALTER TABLE members ADD COLUMN challenge_day_done boolean NOT NULL DEFAULT false`],
  down: [`ALTER TABLE members DROP COLUMN challenge_day_done`],
});
