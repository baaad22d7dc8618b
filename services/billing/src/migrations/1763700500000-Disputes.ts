import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Disputes: a chargeback whose funds Stripe withdrew ends the access whenever it comes,
 * even past the guarantee period, and may come before its payment like a refund: an early refund
 * now says whether it was a dispute.
 */
export class Disputes1763700500000 implements MigrationInterface {
  name = 'Disputes1763700500000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE early_refunds ADD COLUMN disputed boolean NOT NULL DEFAULT false`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE early_refunds DROP COLUMN disputed`);
  }
}
