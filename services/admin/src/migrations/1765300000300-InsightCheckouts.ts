import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The checkouts billing started, for the funnel's "empezaron el pago": one row per checkout (its
 * random id, so a redelivery or a replay counts once) with the edition it was for, and each
 * edition's count kept as each new checkout is kept (the tab reads one row, like the visits' days).
 */
export class InsightCheckouts1765300000300 implements MigrationInterface {
  name = 'InsightCheckouts1765300000300';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE insight_checkouts (
        checkout_id uuid PRIMARY KEY,
        edition     integer NOT NULL
      )`);
    await db.query(`
      CREATE TABLE insight_checkout_editions (
        edition   integer PRIMARY KEY,
        checkouts integer NOT NULL
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE insight_checkout_editions`);
    await db.query(`DROP TABLE insight_checkouts`);
  }
}
