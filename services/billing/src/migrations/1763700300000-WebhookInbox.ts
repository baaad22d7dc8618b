import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Webhooks now arrive from JetStream (the gateway accepted them): malformed ones are kept for an
 * operator, and an invoice that does not match the price is a payment of its own status.
 */
export class WebhookInbox1763700300000 implements MigrationInterface {
  name = 'WebhookInbox1763700300000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE malformed_webhooks (
        id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        provider    varchar(20) NOT NULL,
        event_id    varchar(200) NOT NULL,
        type        varchar(100) NOT NULL,
        reason      text NOT NULL,
        raw_body    bytea NOT NULL,
        received_at timestamptz NOT NULL,
        stored_at   timestamptz NOT NULL DEFAULT now(),
        UNIQUE (provider, event_id)
      )`);
    await db.query(`ALTER TABLE payments DROP CONSTRAINT payments_status_check`);
    await db.query(
      `ALTER TABLE payments ADD CONSTRAINT payments_status_check CHECK (status IN ('succeeded', 'refunded', 'discrepancy'))`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DELETE FROM payments WHERE status = 'discrepancy'`);
    await db.query(`ALTER TABLE payments DROP CONSTRAINT payments_status_check`);
    await db.query(
      `ALTER TABLE payments ADD CONSTRAINT payments_status_check CHECK (status IN ('succeeded', 'refunded'))`,
    );
    await db.query(`DROP TABLE malformed_webhooks`);
  }
}
