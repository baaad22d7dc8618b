import { sqlMigration } from '@reto/platform';

/**
 * Why each refund was made, as a code (REFUND_REASONS): published with the payment's state so the
 * trainer's money table says why money went back. Refunds kept before this have none (null: not given).
 */
export const RefundReasons1765200000100 = sqlMigration('RefundReasons', 1765200000100, {
  up: [`ALTER TABLE payment_facts ADD COLUMN reason varchar(32)`],
  down: [`ALTER TABLE payment_facts DROP COLUMN reason`],
});
