import { sqlMigration } from '@reto/platform';

/**
 * Webhooks now arrive from JetStream (the gateway accepted them): malformed ones are kept for an
 * operator, and an invoice that does not match the price is a payment of its own status.
 */
export const WebhookInbox1763700300000 = sqlMigration('WebhookInbox', 1763700300000, {
  up: [
    `CREATE TABLE malformed_webhooks (
      id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      provider    varchar(20) NOT NULL,
      event_id    varchar(200) NOT NULL,
      type        varchar(100) NOT NULL,
      reason      text NOT NULL,
      raw_body    bytea NOT NULL,
      received_at timestamptz NOT NULL,
      stored_at   timestamptz NOT NULL DEFAULT now(),
      UNIQUE (provider, event_id)
    )`,
    `ALTER TABLE payments DROP CONSTRAINT payments_status_check`,
    `ALTER TABLE payments ADD CONSTRAINT payments_status_check CHECK (status IN ('succeeded', 'refunded', 'discrepancy'))`,
  ],
  down: [
    `DELETE FROM payments WHERE status = 'discrepancy'`,
    `ALTER TABLE payments DROP CONSTRAINT payments_status_check`,
    `ALTER TABLE payments ADD CONSTRAINT payments_status_check CHECK (status IN ('succeeded', 'refunded'))`,
    `DROP TABLE malformed_webhooks`,
  ],
});
