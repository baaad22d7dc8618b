import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * "Resultados" reads what was decided when each event was written, not joins at read time (the tab
 * answered in p95 515 ms with 100,000 members, mostly in two joins):
 * - `insight_payments.renewed`: the buyer also bought the next edition (kept true or false for the
 *   rows of both editions whenever either payment's state is written);
 * - `insight_members.enrolled`: whether any of the member's enrolments in the edition is live (null:
 *   no enrolment known), so members at risk are one pass over the member rows; a member enrolled
 *   who never trained has a row too (`trained` false);
 * - `insight_visit_days`: the sales page's visits counted per day as each new visit is kept.
 */
export class InsightsKeptAtWrite1765200000000 implements MigrationInterface {
  name = 'InsightsKeptAtWrite1765200000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE insight_payments ADD COLUMN renewed boolean NOT NULL DEFAULT false`);
    // A buyer's payments of every edition, found by buyer (the renewal written with each payment).
    await db.query(`DROP INDEX insight_payments_buyer`);
    await db.query(`CREATE INDEX insight_payments_buyer ON insight_payments (buyer, edition)`);
    await db.query(`
      UPDATE insight_payments p SET renewed = true
       WHERE EXISTS (SELECT 1 FROM insight_payments n
                      WHERE n.edition = p.edition + 1 AND n.buyer = p.buyer
                        AND n.state IN ('paid', 'refunded', 'disputed'))`);
    await db.query(`ALTER TABLE insight_members ADD COLUMN enrolled boolean`);
    await db.query(`
      INSERT INTO insight_members (edition, user_id, enrolled)
      SELECT edition, user_id, bool_or(live) FROM insight_enrolments
       WHERE user_id IS NOT NULL GROUP BY edition, user_id
      ON CONFLICT (edition, user_id) DO UPDATE SET enrolled = EXCLUDED.enrolled`);
    await db.query(`
      CREATE TABLE insight_visit_days (
        day    date PRIMARY KEY,
        visits integer NOT NULL
      )`);
    await db.query(`INSERT INTO insight_visit_days SELECT day, count(*) FROM insight_visits GROUP BY day`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE insight_visit_days`);
    await db.query(`DELETE FROM insight_members WHERE NOT trained`);
    await db.query(`ALTER TABLE insight_members DROP COLUMN enrolled`);
    await db.query(`ALTER TABLE insight_payments DROP COLUMN renewed`);
    await db.query(`DROP INDEX insight_payments_buyer`);
    await db.query(`CREATE INDEX insight_payments_buyer ON insight_payments (edition, buyer)`);
  }
}
