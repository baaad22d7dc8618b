import { sqlMigration } from '@reto/platform';

/**
 * The buyers' projection follows billing's whole payment state (`billing.payment.state.v1`): each
 * payment keeps the highest version applied and whether it gives access now. Rows of the old shape
 * (a payment, refunded or not) become version 0 with access while not refunded, so any state
 * billing publishes replaces them.
 */
export const BuyerPaymentStates1764900000000 = sqlMigration('BuyerPaymentStates', 1764900000000, {
  up: [
    `ALTER TABLE buyer_payments
      ADD COLUMN version integer NOT NULL DEFAULT 0,
      ADD COLUMN access boolean`,
    `UPDATE buyer_payments SET access = (refunded_at IS NULL)`,
    `ALTER TABLE buyer_payments ALTER COLUMN access SET NOT NULL, DROP COLUMN refunded_at`,
  ],
  down: [
    `ALTER TABLE buyer_payments ADD COLUMN refunded_at timestamptz`,
    `UPDATE buyer_payments SET refunded_at = now() WHERE NOT access`,
    `ALTER TABLE buyer_payments DROP COLUMN version, DROP COLUMN access`,
  ],
});
