import { sqlMigration } from '@reto/platform';

/**
 * Access follows each payment's whole state as billing publishes it: the highest version applied
 * per payment is kept, so an older state arriving late (a replay, a redelivery) changes nothing.
 * Enrolments made from the earlier per-fact events start at version 0: billing's next state wins.
 */
export const PaymentStates1764800000100 = sqlMigration('PaymentStates', 1764800000100, {
  up: [
    `CREATE TABLE payment_states (
      payment_id  varchar(100) PRIMARY KEY,
      version     integer NOT NULL,
      access      boolean NOT NULL,
      applied_at  timestamptz NOT NULL DEFAULT now()
    )`,
  ],
  down: [`DROP TABLE payment_states`],
});
