import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The trainer's prompt for each day of the programme, shown to every group on that day. */
export class DailyPrompts1766900000300 implements MigrationInterface {
  name = 'DailyPrompts1766900000300';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE daily_prompts (
        day        smallint PRIMARY KEY CHECK (day BETWEEN 1 AND 28),
        text       varchar(280) NOT NULL CHECK (char_length(text) > 0),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE daily_prompts`);
  }
}
