import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Refunds that arrive before their payment are kept until it does (issue 29). */
export class EarlyRefunds1763700400000 implements MigrationInterface {
  name = 'EarlyRefunds1763700400000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE early_refunds (
        id             uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        provider       varchar(20) NOT NULL,
        payment_ref    varchar(200) NOT NULL,
        refunded_cents integer,
        received_at    timestamptz NOT NULL,
        UNIQUE (provider, payment_ref)
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE early_refunds`);
  }
}
