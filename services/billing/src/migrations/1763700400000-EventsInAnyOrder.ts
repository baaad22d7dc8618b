import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The providers' events in any order: refunds that arrive before their payment are kept
 * until it does, and a subscription remembers the time of the provider's state it holds, so an
 * older event arriving late does not undo a newer one.
 */
export class EventsInAnyOrder1763700400000 implements MigrationInterface {
  name = 'EventsInAnyOrder1763700400000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE early_refunds (
        id             uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        provider       varchar(20) NOT NULL,
        payment_ref    varchar(200) NOT NULL,
        refunded_cents integer,
        received_at    timestamptz NOT NULL,
        UNIQUE (provider, payment_ref)
      )`);
    await db.query(`ALTER TABLE subscriptions ADD COLUMN provider_state_at timestamptz`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE subscriptions DROP COLUMN provider_state_at`);
    await db.query(`DROP TABLE early_refunds`);
  }
}
