import { sqlMigration } from '@reto/platform';

/**
 * Charged once, by construction: one purchase per e-mail and edition, a row its checkouts share from
 * the moment the first is created; the payment that confirms it claims it in the transaction that
 * records the payment, so a second confirmation finds it taken and answers with the first's result.
 * A genuine second payment (a store order for an edition already paid) is kept as `second`: it
 * grants nothing and the trainer sees it as a refund to make.
 */
export const OnePurchasePerEdition1764800000200 = sqlMigration('OnePurchasePerEdition', 1764800000200, {
  up: [
    `CREATE TABLE purchases (
      email          varchar(254) NOT NULL,
      edition_number integer NOT NULL,
      payment_id     uuid REFERENCES payments(id),
      created_at     timestamptz NOT NULL DEFAULT now(),
      paid_at        timestamptz,
      PRIMARY KEY (email, edition_number)
    )`,
    `ALTER TABLE subscriptions ADD COLUMN edition_number integer`,
    `ALTER TABLE payments DROP CONSTRAINT payments_basis_check`,
    `ALTER TABLE payments ADD CONSTRAINT payments_basis_check
             CHECK (basis IN ('paid', 'discrepancy', 'granted', 'test', 'pending', 'second'))`,
    `ALTER TABLE payments DROP CONSTRAINT payments_status_check`,
    `ALTER TABLE payments ADD CONSTRAINT payments_status_check
             CHECK (status IN ('succeeded', 'refunded', 'discrepancy', 'disputed', 'test', 'pending', 'second'))`,
  ],
  down: [
    `UPDATE payments SET basis = 'paid', status = 'succeeded' WHERE basis = 'second'`,
    `ALTER TABLE payments DROP CONSTRAINT payments_status_check`,
    `ALTER TABLE payments ADD CONSTRAINT payments_status_check
             CHECK (status IN ('succeeded', 'refunded', 'discrepancy', 'disputed', 'test', 'pending'))`,
    `ALTER TABLE payments DROP CONSTRAINT payments_basis_check`,
    `ALTER TABLE payments ADD CONSTRAINT payments_basis_check
             CHECK (basis IN ('paid', 'discrepancy', 'granted', 'test', 'pending'))`,
    `ALTER TABLE subscriptions DROP COLUMN edition_number`,
    `DROP TABLE purchases`,
  ],
});
