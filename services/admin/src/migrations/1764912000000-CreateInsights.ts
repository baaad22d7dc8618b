import { sqlMigration } from '@reto/platform';

/**
 * The read model of "Resultados": each payment's latest state as billing published it (the version
 * decides, so any order, duplicate or replay ends the same), with the edition it bought. The
 * figures are set-based aggregates over it, hence the index on (edition, currency).
 */
export const CreateInsights1764912000000 = sqlMigration('CreateInsights', 1764912000000, {
  up: [
    `CREATE TABLE insight_payments (
      payment_id     varchar(200) PRIMARY KEY,
      version        integer NOT NULL,
      edition        integer NOT NULL,
      state          varchar(16) NOT NULL,
      amount_cents   bigint NOT NULL,
      refunded_cents bigint NOT NULL,
      currency       char(3) NOT NULL,
      paid_at        timestamptz NOT NULL
    )`,
    `CREATE INDEX insight_payments_edition ON insight_payments (edition, currency)`,
  ],
  down: [`DROP TABLE insight_payments`],
});
