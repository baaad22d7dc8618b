import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The reasons each payment's refunds gave (billing.payment.state.v1's `refundReasons`), for the money
 * table's "motivos"; rows kept before have none until a rebuild. Refunded payments are few, so the
 * tab reads them through a partial index.
 */
export class InsightRefundReasons1765200000200 implements MigrationInterface {
  name = 'InsightRefundReasons1765200000200';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE insight_payments ADD COLUMN refund_reasons varchar(32)[] NOT NULL DEFAULT '{}'`);
    await db.query(
      `CREATE INDEX insight_payments_refund_reasons ON insight_payments (edition) WHERE cardinality(refund_reasons) > 0`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX insight_payments_refund_reasons`);
    await db.query(`ALTER TABLE insight_payments DROP COLUMN refund_reasons`);
  }
}
