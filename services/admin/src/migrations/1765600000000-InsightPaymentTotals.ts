import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The edition's payments kept summed by currency and state as they are written, not summed at read
 * time (at 100,000 members the tab's pass over the edition's payment rows was its slowest query, and
 * was cancelled at the statement bound on a loaded machine): how many, how many renewed, the money
 * taken and refunded. Kept by statement triggers over each write's transition tables, so every
 * write of a payment row (a new state, a renewal flag) moves its old contribution out and its new
 * one in, whatever the statement; a write that changes nothing (an older version) adds nothing.
 * The functions keep the schema they were made in (any session's write, the service's or an
 * operator's, counts).
 */
export class InsightPaymentTotals1765600000000 implements MigrationInterface {
  name = 'InsightPaymentTotals1765600000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE insight_payment_totals (
        edition  integer NOT NULL,
        currency char(3) NOT NULL,
        state    varchar(20) NOT NULL,
        payments integer NOT NULL,
        renewed  integer NOT NULL,
        gross    bigint NOT NULL,
        refunds  bigint NOT NULL,
        PRIMARY KEY (edition, currency, state)
      )`);
    // One function per kind of statement: a trigger with transition tables has one event.
    for (const [event, rows] of [
      ['INSERT', `SELECT *, 1 AS sign FROM new_rows`],
      ['UPDATE', `SELECT *, 1 AS sign FROM new_rows UNION ALL SELECT *, -1 AS sign FROM old_rows`],
      ['DELETE', `SELECT *, -1 AS sign FROM old_rows`],
    ] as const) {
      const name = `insight_payment_totals_${event.toLowerCase()}`;
      await db.query(`
        CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
        BEGIN
          INSERT INTO insight_payment_totals AS t (edition, currency, state, payments, renewed, gross, refunds)
          SELECT edition, currency, state, sum(sign), coalesce(sum(sign) FILTER (WHERE renewed), 0),
                 sum(sign * amount_cents), sum(sign * refunded_cents)
            FROM (${rows}) AS changed
           GROUP BY edition, currency, state
          ON CONFLICT (edition, currency, state) DO UPDATE SET
            payments = t.payments + EXCLUDED.payments, renewed = t.renewed + EXCLUDED.renewed,
            gross = t.gross + EXCLUDED.gross, refunds = t.refunds + EXCLUDED.refunds;
          RETURN NULL;
        END $$`);
      const transition = {
        INSERT: 'NEW TABLE AS new_rows',
        UPDATE: 'OLD TABLE AS old_rows NEW TABLE AS new_rows',
        DELETE: 'OLD TABLE AS old_rows',
      }[event];
      await db.query(`
        CREATE TRIGGER ${name} AFTER ${event} ON insight_payments REFERENCING ${transition}
          FOR EACH STATEMENT EXECUTE FUNCTION ${name}()`);
    }
    await db.query(`
      INSERT INTO insight_payment_totals (edition, currency, state, payments, renewed, gross, refunds)
      SELECT edition, currency, state, count(*), count(*) FILTER (WHERE renewed), sum(amount_cents), sum(refunded_cents)
        FROM insight_payments GROUP BY edition, currency, state`);
  }

  async down(db: QueryRunner): Promise<void> {
    for (const event of ['insert', 'update', 'delete']) {
      await db.query(`DROP TRIGGER insight_payment_totals_${event} ON insight_payments`);
      await db.query(`DROP FUNCTION insight_payment_totals_${event}()`);
    }
    await db.query(`DROP TABLE insight_payment_totals`);
  }
}
