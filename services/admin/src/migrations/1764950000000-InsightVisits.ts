import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The sales page's visits, one row per visit the gateway counted (its random id, so a redelivery
 * or a replay counts once) with its UTC day; the funnel sums the days that sold an edition.
 */
export class InsightVisits1764950000000 implements MigrationInterface {
  name = 'InsightVisits1764950000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE insight_visits (
        visit_id uuid PRIMARY KEY,
        day      date NOT NULL
      )`);
    await db.query(`CREATE INDEX insight_visits_day ON insight_visits (day)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE insight_visits`);
  }
}
