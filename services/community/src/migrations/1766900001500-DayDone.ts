import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Whether the member's challenge day of their latest completion had its own routine done on it:
 * the streak the challenge computes goes on through that day (and the rest days after it) only then.
 */
export class DayDone1766900001500 implements MigrationInterface {
  name = 'DayDone1766900001500';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE members ADD COLUMN challenge_day_done boolean NOT NULL DEFAULT false`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE members DROP COLUMN challenge_day_done`);
  }
}
