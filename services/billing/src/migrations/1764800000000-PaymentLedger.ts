import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * One authority for access: each payment keeps the provider facts about it (each refund with its
 * amount, each dispute opened, won or lost) in payment_facts, keyed by the reference the provider's
 * later events name (Stripe's payment intent, the store's order), so a fact that comes before its
 * payment simply waits there. The payment's whole state is published with a version that grows
 * with every change. What the old tables knew becomes facts: a refunded payment's refund, and the
 * refunds and chargebacks kept for payments not seen yet.
 */
export class PaymentLedger1764800000000 implements MigrationInterface {
  name = 'PaymentLedger1764800000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE payment_facts (
        id           uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        provider     varchar(20) NOT NULL,
        payment_ref  varchar(200) NOT NULL,
        fact_id      varchar(200) NOT NULL,
        kind         varchar(20) NOT NULL CHECK (kind IN ('refund', 'dispute_opened', 'dispute_won', 'dispute_lost')),
        dispute_id   varchar(200),
        amount_cents integer,
        occurred_at  timestamptz NOT NULL,
        received_at  timestamptz NOT NULL DEFAULT now(),
        UNIQUE (provider, payment_ref, fact_id)
      )`);
    await db.query(`ALTER TABLE payments ADD COLUMN payment_ref varchar(200)`);
    await db.query(
      `UPDATE payments SET payment_ref = CASE WHEN provider = 'stripe'
         THEN coalesce(payment_intent_id, provider_payment_id) ELSE provider_payment_id END`,
    );
    await db.query(`ALTER TABLE payments ALTER COLUMN payment_ref SET NOT NULL`);
    await db.query(`CREATE INDEX payments_ref_idx ON payments (provider, payment_ref)`);
    // What the provider said the payment is, before any refund or dispute: the state derives from it.
    await db.query(`ALTER TABLE payments ADD COLUMN basis varchar(20)`);
    await db.query(`UPDATE payments SET basis = CASE WHEN status = 'discrepancy' THEN 'discrepancy' ELSE 'paid' END`);
    await db.query(`ALTER TABLE payments ALTER COLUMN basis SET NOT NULL`);
    await db.query(
      `ALTER TABLE payments ADD CONSTRAINT payments_basis_check
         CHECK (basis IN ('paid', 'discrepancy', 'granted', 'test', 'pending'))`,
    );
    await db.query(`ALTER TABLE payments ADD COLUMN state_version integer NOT NULL DEFAULT 0`);
    await db.query(`ALTER TABLE payments ADD COLUMN access boolean NOT NULL DEFAULT false`);
    await db.query(`ALTER TABLE payments ADD COLUMN refunded_cents integer NOT NULL DEFAULT 0`);
    await db.query(`ALTER TABLE payments DROP CONSTRAINT payments_status_check`);
    await db.query(
      `ALTER TABLE payments ADD CONSTRAINT payments_status_check
         CHECK (status IN ('succeeded', 'refunded', 'discrepancy', 'disputed', 'test', 'pending'))`,
    );
    await db.query(`
      INSERT INTO payment_facts (provider, payment_ref, fact_id, kind, amount_cents, occurred_at)
      SELECT provider, payment_ref, 'migrated:refund', 'refund', NULL, refunded_at
        FROM payments WHERE status = 'refunded' AND refunded_at IS NOT NULL`);
    await db.query(`
      INSERT INTO payment_facts (provider, payment_ref, fact_id, kind, dispute_id, amount_cents, occurred_at)
      SELECT provider, payment_ref, 'migrated:early',
             CASE WHEN disputed THEN 'dispute_opened' ELSE 'refund' END,
             CASE WHEN disputed THEN 'migrated' END, refunded_cents, received_at
        FROM early_refunds
      ON CONFLICT DO NOTHING`);
    // The enrolments already follow these payments: version 1 is the state challenge holds.
    await db.query(
      `UPDATE payments SET state_version = 1, access = (status = 'succeeded'),
         refunded_cents = CASE WHEN status = 'refunded' THEN amount_cents ELSE 0 END`,
    );
    await db.query(`DROP TABLE early_refunds`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE early_refunds (
        id             uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        provider       varchar(20) NOT NULL,
        payment_ref    varchar(200) NOT NULL,
        refunded_cents integer,
        received_at    timestamptz NOT NULL,
        disputed       boolean NOT NULL DEFAULT false,
        UNIQUE (provider, payment_ref)
      )`);
    await db.query(`UPDATE payments SET status = 'refunded' WHERE status = 'disputed'`);
    await db.query(`DELETE FROM payments WHERE status IN ('test', 'pending')`);
    await db.query(`ALTER TABLE payments DROP CONSTRAINT payments_status_check`);
    await db.query(
      `ALTER TABLE payments ADD CONSTRAINT payments_status_check CHECK (status IN ('succeeded', 'refunded', 'discrepancy'))`,
    );
    await db.query(`ALTER TABLE payments DROP COLUMN refunded_cents`);
    await db.query(`ALTER TABLE payments DROP COLUMN access`);
    await db.query(`ALTER TABLE payments DROP COLUMN state_version`);
    await db.query(`ALTER TABLE payments DROP COLUMN basis`);
    await db.query(`ALTER TABLE payments DROP COLUMN payment_ref`);
    await db.query(`DROP TABLE payment_facts`);
  }
}
