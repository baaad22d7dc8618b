import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The buyers' projection follows billing's whole payment state (`billing.payment.state.v1`): each
 * payment keeps the highest version applied and whether it gives access now. Rows of the old shape
 * (a payment, refunded or not) become version 0 with access while not refunded, so any state
 * billing publishes replaces them.
 */
export class BuyerPaymentStates1764900000000 implements MigrationInterface {
  name = 'BuyerPaymentStates1764900000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE buyer_payments
        ADD COLUMN version integer NOT NULL DEFAULT 0,
        ADD COLUMN access boolean`);
    await db.query(`UPDATE buyer_payments SET access = (refunded_at IS NULL)`);
    await db.query(`ALTER TABLE buyer_payments ALTER COLUMN access SET NOT NULL, DROP COLUMN refunded_at`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE buyer_payments ADD COLUMN refunded_at timestamptz`);
    await db.query(`UPDATE buyer_payments SET refunded_at = now() WHERE NOT access`);
    await db.query(`ALTER TABLE buyer_payments DROP COLUMN version, DROP COLUMN access`);
  }
}
