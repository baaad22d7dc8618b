import { sqlMigration } from '@reto/platform';

/**
 * The reasons each payment's refunds gave (billing.payment.state.v1's `refundReasons`), for the money
 * table's "motivos"; rows kept before have none until a rebuild. Refunded payments are few, so the
 * tab reads them through a partial index.
 */
export const InsightRefundReasons1765200000200 = sqlMigration('InsightRefundReasons', 1765200000200, {
  up: [
    `ALTER TABLE insight_payments ADD COLUMN refund_reasons varchar(32)[] NOT NULL DEFAULT '{}'`,
    `CREATE INDEX insight_payments_refund_reasons ON insight_payments (edition) WHERE cardinality(refund_reasons) > 0`,
  ],
  down: [`DROP INDEX insight_payments_refund_reasons`, `ALTER TABLE insight_payments DROP COLUMN refund_reasons`],
});
