import { sqlMigration } from '@reto/platform';

/**
 * Disputes: a chargeback whose funds Stripe withdrew ends the access whenever it comes,
 * even past the guarantee period, and may come before its payment like a refund: an early refund
 * now says whether it was a dispute.
 */
export const Disputes1763700500000 = sqlMigration('Disputes', 1763700500000, {
  up: [`ALTER TABLE early_refunds ADD COLUMN disputed boolean NOT NULL DEFAULT false`],
  down: [`ALTER TABLE early_refunds DROP COLUMN disputed`],
});
