import { sqlMigration } from '@reto/platform';

/**
 * The providers' events in any order: refunds that arrive before their payment are kept
 * until it does, and a subscription remembers the time of the provider's state it holds, so an
 * older event arriving late does not undo a newer one.
 */
export const EventsInAnyOrder1763700400000 = sqlMigration('EventsInAnyOrder', 1763700400000, {
  up: [
    `CREATE TABLE early_refunds (
      id             uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      provider       varchar(20) NOT NULL,
      payment_ref    varchar(200) NOT NULL,
      refunded_cents integer,
      received_at    timestamptz NOT NULL,
      UNIQUE (provider, payment_ref)
    )`,
    `ALTER TABLE subscriptions ADD COLUMN provider_state_at timestamptz`,
  ],
  down: [`ALTER TABLE subscriptions DROP COLUMN provider_state_at`, `DROP TABLE early_refunds`],
});
