import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  editionBoughtAt,
  salesWindow,
  MONEY_TAKEN_STATES,
  PURCHASE_STATES,
  SATISFIED_FROM,
  type ExerciseCompletedEvent,
  type InsightsSatisfactionDto,
  type SurveyAnsweredEvent,
  type InsightsMoneyDto,
  type LandingVisitedEvent,
  type PaymentStateEvent,
} from '@reto/contracts';
import { runInTransaction, type Tx } from '@reto/platform';
import type { DataSource } from 'typeorm';
import { ADMIN_CONFIG, type AdminConfig } from '../admin.config.js';

/** A member's completions in an edition: the days whose routine they completed, the last day they trained. */
export interface MemberDaysRow {
  userId: number;
  days: number[];
}

/** The buyer of a payment without their address: the SHA-256 of it, trimmed and lower-cased. */
const buyerOf = (email: string) => createHash('sha256').update(email.trim().toLowerCase()).digest('hex');

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
         (payment_id, version, edition, state, amount_cents, refunded_cents, currency, paid_at, buyer)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
       ON CONFLICT (payment_id) DO UPDATE SET
         version = EXCLUDED.version, edition = EXCLUDED.edition, state = EXCLUDED.state,
         amount_cents = EXCLUDED.amount_cents, refunded_cents = EXCLUDED.refunded_cents,
         currency = EXCLUDED.currency, paid_at = EXCLUDED.paid_at, buyer = EXCLUDED.buyer
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
        buyerOf(event.email),
      ],
    );
  }

  /** Keeps a first completion once per member, edition and exercise: a redelivery or a replay adds nothing. */
  async applyCompletion(tx: Tx, event: ExerciseCompletedEvent): Promise<void> {
    await tx.manager.query(
      `INSERT INTO insight_completions (edition, user_id, exercise_id, programme_day, challenge_day, unit_completed)
       VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (edition, user_id, exercise_id) DO NOTHING`,
      [event.edition, event.userId, event.exerciseId, event.programmeDay, event.challengeDay, event.unitCompleted],
    );
  }

  /** Keeps a visit of the sales page once per its id: a redelivery or a replay adds nothing. */
  async applyVisit(tx: Tx, event: LandingVisitedEvent): Promise<void> {
    await tx.manager.query(
      'INSERT INTO insight_visits (visit_id, day) VALUES ($1, $2) ON CONFLICT (visit_id) DO NOTHING',
      [event.visitId, event.day],
    );
  }

  /** Keeps a member's one answer per edition: a redelivery or a replay adds nothing. */
  async applySurveyAnswer(tx: Tx, event: SurveyAnsweredEvent): Promise<void> {
    await tx.manager.query(
      `INSERT INTO insight_survey (edition, user_id, satisfaction, recommend) VALUES ($1, $2, $3, $4)
       ON CONFLICT (edition, user_id) DO NOTHING`,
      [event.edition, event.userId, event.satisfaction, event.recommend],
    );
  }

  /** The check-in's figures over the editions from `from` to `to` (inclusive). */
  async satisfaction(from: number, to: number): Promise<InsightsSatisfactionDto> {
    const [row] = (await this.dataSource.query(
      `SELECT count(*)::int AS answers,
              count(*) FILTER (WHERE satisfaction >= $3)::int AS satisfied,
              count(*) FILTER (WHERE recommend)::int AS recommend
         FROM insight_survey WHERE edition BETWEEN $1 AND $2`,
      [from, to, SATISFIED_FROM],
    )) as InsightsSatisfactionDto[];
    return row!;
  }

  /** Runs `work` in one transaction of the admin database. */
  inTransaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    return runInTransaction(this.dataSource, work);
  }

  /** Empties the read model inside `tx`, so readers see the old figures until the rebuild commits. */
  async clear(tx: Tx): Promise<void> {
    await tx.manager.query('TRUNCATE insight_payments, insight_visits, insight_completions, insight_survey');
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

  /** Buyers of `edition` who also bought the next one (the same address). */
  async renewed(edition: number): Promise<number> {
    const [row] = (await this.dataSource.query(
      `SELECT count(DISTINCT p.buyer)::int AS renewed
         FROM insight_payments p
        WHERE p.edition = $1 AND p.state = ANY($2)
          AND EXISTS (SELECT 1 FROM insight_payments n
                       WHERE n.edition = $1 + 1 AND n.buyer = p.buyer AND n.state = ANY($2))`,
      [edition, [...PURCHASE_STATES]],
    )) as Array<{ renewed: number }>;
    return row!.renewed;
  }

  /**
   * The edition's training figures: members who completed each programme day's routine, members
   * who trained on day 1, members who completed `trainingDays` days, and members who trained at all.
   */
  async training(
    edition: number,
    trainingDays: number,
  ): Promise<{ perDay: Map<number, number>; activeDay1: number; completedAll: number; members: number }> {
    const [perDay, [totals]] = (await Promise.all([
      this.dataSource.query(
        `SELECT programme_day AS day, count(DISTINCT user_id)::int AS members
           FROM insight_completions WHERE edition = $1 AND unit_completed GROUP BY programme_day`,
        [edition],
      ),
      this.dataSource.query(
        `SELECT count(*)::int AS members,
                count(*) FILTER (WHERE day1)::int AS "activeDay1",
                count(*) FILTER (WHERE done >= $2)::int AS "completedAll"
           FROM (SELECT user_id, bool_or(challenge_day = 1) AS day1,
                        count(DISTINCT programme_day) FILTER (WHERE unit_completed) AS done
                   FROM insight_completions WHERE edition = $1 GROUP BY user_id) AS m`,
        [edition, trainingDays],
      ),
    ])) as [
      Array<{ day: number; members: number }>,
      Array<{ members: number; activeDay1: number; completedAll: number }>,
    ];
    return {
      perDay: new Map(perDay.map((row) => [row.day, row.members])),
      activeDay1: totals!.activeDay1,
      completedAll: totals!.completedAll,
      members: totals!.members,
    };
  }

  /** Each member who trained in `edition`, by account: the programme days whose routine they completed. */
  async memberDays(edition: number): Promise<MemberDaysRow[]> {
    const rows = (await this.dataSource.query(
      `SELECT user_id AS "userId",
              coalesce(array_agg(DISTINCT programme_day::int) FILTER (WHERE unit_completed), '{}') AS days
         FROM insight_completions WHERE edition = $1 GROUP BY user_id ORDER BY user_id`,
      [edition],
    )) as MemberDaysRow[];
    return rows;
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
