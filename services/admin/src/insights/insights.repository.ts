import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  editionBoughtAt,
  salesWindow,
  MONEY_TAKEN_STATES,
  PURCHASE_STATES,
  type InsightsMoneyDto,
  type LandingVisitedEvent,
  type PaymentStateEvent,
} from '@reto/contracts';
import { runInTransaction, type Tx } from '@reto/platform';
import type { DataSource } from 'typeorm';
import { ADMIN_CONFIG, type AdminConfig } from '../admin.config.js';

interface MoneyRow {
  currency: string;
  payments: number;
  gross: string;
  refunds: string;
  disputes: string;
}

/** Every query of the insights read model (raw SQL: upserts guarded by version, set-based aggregates). */
@Injectable()
export class InsightsRepository {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(ADMIN_CONFIG) private readonly config: AdminConfig,
  ) {}

  /** Keeps the payment's state with the highest version: an older or repeated event changes nothing. */
  async applyPaymentState(tx: Tx, event: PaymentStateEvent): Promise<void> {
    await tx.manager.query(
      `INSERT INTO insight_payments
         (payment_id, version, edition, state, amount_cents, refunded_cents, currency, paid_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
       ON CONFLICT (payment_id) DO UPDATE SET
         version = EXCLUDED.version, edition = EXCLUDED.edition, state = EXCLUDED.state,
         amount_cents = EXCLUDED.amount_cents, refunded_cents = EXCLUDED.refunded_cents,
         currency = EXCLUDED.currency, paid_at = EXCLUDED.paid_at
       WHERE insight_payments.version < EXCLUDED.version`,
      [
        event.paymentId,
        event.version,
        editionBoughtAt(new Date(event.paidAt), this.config.ENROL_CURRENT_UNTIL_DAY).number,
        event.state,
        event.amountCents,
        event.refundedCents,
        event.currency.toUpperCase(),
        event.paidAt,
      ],
    );
  }

  /** Keeps a visit of the sales page once per its id: a redelivery or a replay adds nothing. */
  async applyVisit(tx: Tx, event: LandingVisitedEvent): Promise<void> {
    await tx.manager.query(
      'INSERT INTO insight_visits (visit_id, day) VALUES ($1, $2) ON CONFLICT (visit_id) DO NOTHING',
      [event.visitId, event.day],
    );
  }

  /** Runs `work` in one transaction of the admin database. */
  inTransaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    return runInTransaction(this.dataSource, work);
  }

  /** Empties the read model inside `tx`, so readers see the old figures until the rebuild commits. */
  async clear(tx: Tx): Promise<void> {
    await tx.manager.query('TRUNCATE insight_payments, insight_visits');
  }

  /** The sales page's visits on the days whose purchases bought `edition` (the shared edition rule). */
  async visits(edition: number): Promise<number> {
    const { from, to } = salesWindow(edition, this.config.ENROL_CURRENT_UNTIL_DAY);
    const [row] = (await this.dataSource.query(
      'SELECT count(*)::int AS visits FROM insight_visits WHERE day BETWEEN $1 AND $2',
      [from, to],
    )) as Array<{ visits: number }>;
    return row!.visits;
  }

  async funnel(edition: number): Promise<{ paid: number; refunded: number; disputed: number }> {
    const [row] = (await this.dataSource.query(
      `SELECT count(*) FILTER (WHERE state = ANY($2))::int AS paid,
              count(*) FILTER (WHERE state = 'refunded')::int AS refunded,
              count(*) FILTER (WHERE state = 'disputed')::int AS disputed
         FROM insight_payments WHERE edition = $1`,
      [edition, [...PURCHASE_STATES]],
    )) as Array<{ paid: number; refunded: number; disputed: number }>;
    return row!;
  }

  /** Per currency: the money taken, what went back by refund, what a dispute holds or lost. */
  async money(edition: number): Promise<InsightsMoneyDto[]> {
    const rows = (await this.dataSource.query(
      `SELECT currency,
              count(*)::int AS payments,
              sum(amount_cents) AS gross,
              sum(refunded_cents) AS refunds,
              coalesce(sum(amount_cents - refunded_cents) FILTER (WHERE state = 'disputed'), 0) AS disputes
         FROM insight_payments
        WHERE edition = $1 AND state = ANY($2)
        GROUP BY currency ORDER BY currency`,
      [edition, [...MONEY_TAKEN_STATES]],
    )) as MoneyRow[];
    return rows.map((row) => {
      const [gross, refunds, disputes] = [row.gross, row.refunds, row.disputes].map(Number) as [number, number, number];
      return {
        currency: row.currency,
        payments: row.payments,
        grossCents: gross,
        refundsCents: refunds,
        disputesCents: disputes,
        netCents: gross - refunds - disputes,
      };
    });
  }
}
