import { sqlMigration } from '@reto/platform';

/**
 * The checkouts billing started, for the funnel's "empezaron el pago": one row per checkout (its
 * random id, so a redelivery or a replay counts once) with the edition it was for, and each
 * edition's count kept as each new checkout is kept (the tab reads one row, like the visits' days).
 */
export const InsightCheckouts1765300000300 = sqlMigration('InsightCheckouts', 1765300000300, {
  up: [
    `CREATE TABLE insight_checkouts (
      checkout_id uuid PRIMARY KEY,
      edition     integer NOT NULL
    )`,
    `CREATE TABLE insight_checkout_editions (
      edition   integer PRIMARY KEY,
      checkouts integer NOT NULL
    )`,
  ],
  down: [`DROP TABLE insight_checkout_editions`, `DROP TABLE insight_checkouts`],
});
