import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Charged once, by construction: one purchase per e-mail and edition, a row its checkouts share from
 * the moment the first is created; the payment that confirms it claims it in the transaction that
 * records the payment, so a second confirmation finds it taken and answers with the first's result.
 * A genuine second payment (a store order for an edition already paid) is kept as `second`: it
 * grants nothing and the trainer sees it as a refund to make.
 */
export class OnePurchasePerEdition1764800000200 implements MigrationInterface {
  name = 'OnePurchasePerEdition1764800000200';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE purchases (
        email          varchar(254) NOT NULL,
        edition_number integer NOT NULL,
        payment_id     uuid REFERENCES payments(id),
        created_at     timestamptz NOT NULL DEFAULT now(),
        paid_at        timestamptz,
        PRIMARY KEY (email, edition_number)
      )`);
    await db.query(`ALTER TABLE subscriptions ADD COLUMN edition_number integer`);
    await db.query(`ALTER TABLE payments DROP CONSTRAINT payments_basis_check`);
    await db.query(
      `ALTER TABLE payments ADD CONSTRAINT payments_basis_check
         CHECK (basis IN ('paid', 'discrepancy', 'granted', 'test', 'pending', 'second'))`,
    );
    await db.query(`ALTER TABLE payments DROP CONSTRAINT payments_status_check`);
    await db.query(
      `ALTER TABLE payments ADD CONSTRAINT payments_status_check
         CHECK (status IN ('succeeded', 'refunded', 'discrepancy', 'disputed', 'test', 'pending', 'second'))`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`UPDATE payments SET basis = 'paid', status = 'succeeded' WHERE basis = 'second'`);
    await db.query(`ALTER TABLE payments DROP CONSTRAINT payments_status_check`);
    await db.query(
      `ALTER TABLE payments ADD CONSTRAINT payments_status_check
         CHECK (status IN ('succeeded', 'refunded', 'discrepancy', 'disputed', 'test', 'pending'))`,
    );
    await db.query(`ALTER TABLE payments DROP CONSTRAINT payments_basis_check`);
    await db.query(
      `ALTER TABLE payments ADD CONSTRAINT payments_basis_check
         CHECK (basis IN ('paid', 'discrepancy', 'granted', 'test', 'pending'))`,
    );
    await db.query(`ALTER TABLE subscriptions DROP COLUMN edition_number`);
    await db.query(`DROP TABLE purchases`);
  }
}
