import { PROGRAMME_DAYS, PROGRAMME_REST_DAYS } from '@reto/contracts';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The edition's training figures kept as each completion is written, not summed at read time (at
 * 100,000 members the tab's one pass over the member rows, 28 sums per row, was its slowest query):
 * members who trained, who trained on day 1, who completed every training day, and per programme day
 * the members who completed its routine. A completion adds to them only the bits and flags it newly
 * set on its member's row (read under the row's lock), so a redelivery or a replay adds nothing; a
 * rebuild counts them again from the member rows once at its end.
 */
export class InsightTraining1765500000000 implements MigrationInterface {
  name = 'InsightTraining1765500000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE insight_training (
        edition       integer PRIMARY KEY,
        members       integer NOT NULL,
        active_day1   integer NOT NULL,
        completed_all integer NOT NULL,
        per_day       integer[] NOT NULL
      )`);
    const trainingDays = PROGRAMME_DAYS - PROGRAMME_REST_DAYS.length;
    const perDay = Array.from(
      { length: PROGRAMME_DAYS },
      (_, index) => `count(*) FILTER (WHERE days & ${1 << index} <> 0)::int`,
    ).join(', ');
    await db.query(`
      INSERT INTO insight_training (edition, members, active_day1, completed_all, per_day)
      SELECT edition, count(*), count(*) FILTER (WHERE active_day1),
             count(*) FILTER (WHERE bit_count(days::bit(32)) >= ${trainingDays}), ARRAY[${perDay}]
        FROM insight_members WHERE trained GROUP BY edition`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE insight_training`);
  }
}
