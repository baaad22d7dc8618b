import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Access follows each payment's whole state as billing publishes it: the highest version applied
 * per payment is kept, so an older state arriving late (a replay, a redelivery) changes nothing.
 * Enrolments made from the earlier per-fact events start at version 0: billing's next state wins.
 */
export class PaymentStates1764800000100 implements MigrationInterface {
  name = 'PaymentStates1764800000100';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE payment_states (
        payment_id  varchar(100) PRIMARY KEY,
        version     integer NOT NULL,
        access      boolean NOT NULL,
        applied_at  timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE payment_states`);
  }
}
