import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Why each refund was made, as a code (REFUND_REASONS): published with the payment's state so the
 * trainer's money table says why money went back. Refunds kept before this have none (null: not given).
 */
export class RefundReasons1765200000100 implements MigrationInterface {
  name = 'RefundReasons1765200000100';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE payment_facts ADD COLUMN reason varchar(32)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE payment_facts DROP COLUMN reason`);
  }
}
