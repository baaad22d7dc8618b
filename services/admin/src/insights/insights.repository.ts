import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  editionBoughtAt,
  salesWindow,
  MONEY_TAKEN_STATES,
  PURCHASE_STATES,
  SATISFIED_FROM,
  PROGRAMME_DAYS,
  PROGRAMME_REST_DAYS,
  REMINDER_KINDS,
  type CheckoutStartedEvent,
  type ReminderKind,
  type EnrolmentChangedEvent,
  type ExerciseCompletedEvent,
  type InsightsSatisfactionDto,
  type SurveyAnsweredEvent,
  type InsightsMoneyDto,
  type InsightsRefundReasonDto,
  type LandingVisitedEvent,
  type PaymentStateEvent,
  type ReminderSentEvent,
  type ReviewStateEvent,
  type InsightsReviewsDto,
  type RenewalChangedEvent,
} from '@reto/contracts';
import { runInTransaction, type Tx } from '@reto/platform';
import type { DataSource } from 'typeorm';
import { ADMIN_CONFIG, type AdminConfig } from '../admin.config.js';
import { columnsOf, keepLatest, keepOnceAndCount } from './insights.sql.js';

/** A member's completions in an edition: the days whose routine they completed, in order. */
export interface MemberDaysRow {
  userId: number;
  days: number[];
}

/** A member's completions in an edition as a rebuild folds them: the completed days' bits, whether they trained on day 1. */
export interface MemberBitsRow {
  userId: number;
  bits: number;
  day1: boolean;
}

/** An edition's training figures: members who trained, on day 1, every training day, and per programme day. */
export interface TrainingFigures {
  members: number;
  activeDay1: number;
  completedAll: number;
  perDay: number[];
}

/** The programme days whose bit is set (bit d − 1: day d), in order. */
const daysOf = (bits: number) =>
  Array.from({ length: PROGRAMME_DAYS }, (_, index) => index + 1).filter((day) => bits & (1 << (day - 1)));

/** The training days of the programme: a member who completed this many days completed it all. */
export const TRAINING_DAYS = PROGRAMME_DAYS - PROGRAMME_REST_DAYS.length;

/** Per programme day, as SQL: the rows whose `bits` (an expression) have that day's bit set. */
const perDayCounts = (bits: string) =>
  Array.from(
    { length: PROGRAMME_DAYS },
    (_, index) => `count(*) FILTER (WHERE ${bits} & ${1 << index} <> 0)::int`,
  ).join(', ');

/** Completions as rows of (edition, member, the day's bit when the routine is complete, first day): $1-$5 are their columns. */
const COMPLETION_BITS = `
  SELECT edition, user_id, CASE WHEN unit_completed THEN 1 << (programme_day - 1) ELSE 0 END AS bits,
         challenge_day = 1 AS day1
    FROM unnest($1::int[], $2::int[], $3::int[], $4::bool[], $5::int[])
      AS e(edition, user_id, programme_day, unit_completed, challenge_day)`;

const completionColumns = (events: ExerciseCompletedEvent[]) =>
  columnsOf(events, ['edition', 'userId', 'programmeDay', 'unitCompleted', 'challengeDay']);

/** The buyer of a payment without their address: the SHA-256 of it, trimmed and lower-cased. */
const buyerOf = (email: string) => createHash('sha256').update(email.trim().toLowerCase()).digest('hex');

/** The edition's payments of one currency and state: how many, how many renewed, their sums (bigint as text). */
interface PaymentGroupRow {
  currency: string;
  state: string;
  payments: number;
  renewed: number;
  gross: string;
  refunds: string;
}

/** The edition's purchases by state and those whose buyer bought the next edition too. */
export interface PurchaseCounts {
  paid: number;
  refunded: number;
  disputed: number;
  renewed: number;
}

const PURCHASE_STATE_SET = new Set<string>(PURCHASE_STATES);

/** Every query of the insights read model (raw SQL: upserts guarded by version, set-based aggregates). */
@Injectable()
export class InsightsRepository {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(ADMIN_CONFIG) private readonly config: AdminConfig,
  ) {}

  /**
   * Keeps each payment's state with the highest version: an older or repeated event changes nothing
   * (in one batch, the highest version of each payment is the one offered).
   */
  async applyPaymentStates(tx: Tx, events: PaymentStateEvent[]): Promise<void> {
    await tx.manager.query(
      `INSERT INTO insight_payments
         (payment_id, version, edition, state, amount_cents, refunded_cents, currency, paid_at, buyer, refund_reasons)
       SELECT DISTINCT ON (payment_id) payment_id, version, edition, state, amount_cents, refunded_cents, currency,
              paid_at, buyer, string_to_array(reasons, ',')
         FROM unnest($1::varchar[], $2::int[], $3::int[], $4::varchar[], $5::bigint[], $6::bigint[], $7::char(3)[],
                     $8::timestamptz[], $9::char(64)[], $10::text[])
           AS e(payment_id, version, edition, state, amount_cents, refunded_cents, currency, paid_at, buyer, reasons)
        ORDER BY payment_id, version DESC
       ON CONFLICT (payment_id) DO UPDATE SET
         version = EXCLUDED.version, edition = EXCLUDED.edition, state = EXCLUDED.state,
         amount_cents = EXCLUDED.amount_cents, refunded_cents = EXCLUDED.refunded_cents,
         currency = EXCLUDED.currency, paid_at = EXCLUDED.paid_at, buyer = EXCLUDED.buyer,
         refund_reasons = EXCLUDED.refund_reasons
       WHERE insight_payments.version < EXCLUDED.version`,
      [
        events.map((event) => event.paymentId),
        events.map((event) => event.version),
        events.map((event) => editionBoughtAt(new Date(event.paidAt), this.config.ENROL_CURRENT_UNTIL_DAY).number),
        events.map((event) => event.state),
        events.map((event) => event.amountCents),
        events.map((event) => event.refundedCents),
        events.map((event) => event.currency.toUpperCase()),
        events.map((event) => event.paidAt),
        events.map((event) => buyerOf(event.email)),
        // One string per event (reasons are codes without commas): unnest cannot take an array of arrays.
        events.map((event) => event.refundReasons.join(',')),
      ],
    );
    await this.keepRenewals(tx, [...new Set(events.map((event) => buyerOf(event.email)))]);
  }

  /**
   * Marks each payment of these buyers renewed when the same buyer holds a purchase of the next
   * edition: written with the payment, so the tab counts renewals without a join.
   */
  private async keepRenewals(tx: Tx, buyers: string[]): Promise<void> {
    await tx.manager.query(
      `UPDATE insight_payments p SET renewed = r.renewed
         FROM (SELECT p.payment_id,
                      EXISTS (SELECT 1 FROM insight_payments n
                               WHERE n.edition = p.edition + 1 AND n.buyer = p.buyer AND n.state = ANY($2)) AS renewed
                 FROM insight_payments p WHERE p.buyer = ANY($1::char(64)[])) AS r
        WHERE p.payment_id = r.payment_id AND p.renewed IS DISTINCT FROM r.renewed`,
      [buyers, [...PURCHASE_STATES]],
    );
  }

  /**
   * Adds each completion to its member's row of the edition: the day's bit when it completed the
   * day's routine, and whether it was their first day. OR-ing is idempotent: a redelivery or a
   * replay adds nothing. The edition's training figures grow by what the completions newly set, read
   * from each member's row under its lock (the row is made first, so a member's first completion has
   * one to lock too): a redelivery sets nothing new and adds nothing.
   */
  async applyCompletions(tx: Tx, events: ExerciseCompletedEvent[]): Promise<void> {
    const columns = completionColumns(events);
    await tx.manager.query(
      `INSERT INTO insight_members (edition, user_id)
       SELECT DISTINCT edition, user_id FROM (${COMPLETION_BITS}) AS e
       ON CONFLICT (edition, user_id) DO NOTHING`,
      columns,
    );
    await tx.manager.query(
      `WITH incoming AS (
         SELECT edition, user_id, bit_or(bits) AS bits, bool_or(day1) AS day1 FROM (${COMPLETION_BITS}) AS e
          GROUP BY edition, user_id
       ), before AS (
         SELECT m.edition, m.user_id, m.days, m.trained, m.active_day1, i.bits, i.day1
           FROM insight_members m JOIN incoming i ON i.edition = m.edition AND i.user_id = m.user_id
            FOR UPDATE OF m
       ), changed AS (
         UPDATE insight_members m SET days = b.days | b.bits, trained = true, active_day1 = b.active_day1 OR b.day1
           FROM before b
          WHERE m.edition = b.edition AND m.user_id = b.user_id
            AND (b.days | b.bits <> b.days OR NOT b.trained OR (b.day1 AND NOT b.active_day1))
         RETURNING m.edition, b.days AS old_days, m.days AS new_days, m.days & ~b.days AS new_bits,
                   b.trained AS was_trained, b.active_day1 AS was_active_day1, m.active_day1
       )
       INSERT INTO insight_training AS t (edition, members, active_day1, completed_all, per_day)
       SELECT edition, count(*) FILTER (WHERE NOT was_trained)::int,
              count(*) FILTER (WHERE active_day1 AND NOT was_active_day1)::int,
              count(*) FILTER (WHERE bit_count(new_days::bit(32)) >= $6 AND bit_count(old_days::bit(32)) < $6)::int,
              ARRAY[${perDayCounts('new_bits')}]
         FROM changed GROUP BY edition
       ON CONFLICT (edition) DO UPDATE SET
         members = t.members + EXCLUDED.members, active_day1 = t.active_day1 + EXCLUDED.active_day1,
         completed_all = t.completed_all + EXCLUDED.completed_all,
         per_day = ARRAY(SELECT kept + added FROM unnest(t.per_day, EXCLUDED.per_day) WITH ORDINALITY AS d(kept, added, day)
                          ORDER BY day)`,
      [...columns, TRAINING_DAYS],
    );
  }

  /**
   * A rebuild's slice of member rows of `edition`: the days whose routine each completed (bits) and
   * whether they trained on their first day, OR-ed into the row an enrolment may have made, as
   * applyCompletions would have left it. One statement per slice, bounded by the slice's size.
   */
  async foldMembers(tx: Tx, edition: number, rows: MemberBitsRow[]): Promise<void> {
    await tx.manager.query(
      `INSERT INTO insight_members (edition, user_id, days, trained, active_day1)
       SELECT $1, user_id, bits, true, day1 FROM unnest($2::int[], $3::int[], $4::bool[]) AS m(user_id, bits, day1)
       ON CONFLICT (edition, user_id) DO UPDATE SET
         days = insight_members.days | EXCLUDED.days, trained = true,
         active_day1 = insight_members.active_day1 OR EXCLUDED.active_day1`,
      [edition, rows.map((row) => row.userId), rows.map((row) => row.bits), rows.map((row) => row.day1)],
    );
  }

  /** An edition's training figures as a rebuild counted them (its one row of `insight_training`). */
  async keepTraining(tx: Tx, edition: number, figures: TrainingFigures): Promise<void> {
    await tx.manager.query(
      `INSERT INTO insight_training (edition, members, active_day1, completed_all, per_day) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (edition) DO UPDATE SET
         members = EXCLUDED.members, active_day1 = EXCLUDED.active_day1, completed_all = EXCLUDED.completed_all,
         per_day = EXCLUDED.per_day`,
      [edition, figures.members, figures.activeDay1, figures.completedAll, figures.perDay],
    );
  }

  /**
   * Keeps each count of the sales page's visits once per its id, and adds it to its day only when
   * it was new: a redelivery or a replay adds nothing.
   */
  async applyVisits(tx: Tx, events: LandingVisitedEvent[]): Promise<void> {
    await tx.manager.query(
      keepOnceAndCount(
        'insight_visits',
        [
          ['visit_id', 'uuid'],
          ['day', 'date'],
          ['visits', 'int'],
        ],
        'insight_visit_days',
        'visits',
        'visits',
      ),
      columnsOf(events, ['visitId', 'day', 'visits']),
    );
  }

  /**
   * Keeps each checkout billing started once per its id, and counts it in its edition only when it
   * was new: a redelivery or a replay adds nothing.
   */
  async applyCheckouts(tx: Tx, events: CheckoutStartedEvent[]): Promise<void> {
    await tx.manager.query(
      keepOnceAndCount(
        'insight_checkouts',
        [
          ['checkout_id', 'uuid'],
          ['edition', 'int'],
        ],
        'insight_checkout_editions',
        'checkouts',
      ),
      columnsOf(events, ['checkoutId', 'edition']),
    );
  }

  /** Keeps a member's one answer per edition: a redelivery or a replay adds nothing. */
  async applySurveyAnswers(tx: Tx, events: SurveyAnsweredEvent[]): Promise<void> {
    await tx.manager.query(
      `INSERT INTO insight_survey (edition, user_id, satisfaction, recommend)
       SELECT * FROM unnest($1::int[], $2::int[], $3::smallint[], $4::bool[])
       ON CONFLICT (edition, user_id) DO NOTHING`,
      columnsOf(events, ['edition', 'userId', 'satisfaction', 'recommend']),
    );
  }

  /**
   * Keeps each enrolment as it last stood (the latest change wins; its account, once known, stays),
   * then whether each member it changed holds a live enrolment in that edition, on their member row.
   */
  async applyEnrolments(tx: Tx, events: EnrolmentChangedEvent[]): Promise<void> {
    const changed = (await tx.manager.query(
      keepLatest(
        'insight_enrolments',
        [
          ['enrolment_id', 'uuid'],
          ['edition', 'int'],
          ['user_id', 'int'],
          ['live', 'bool'],
          ['changed_at', 'timestamptz'],
        ],
        { kept: ['user_id'], returning: 'edition, user_id' },
      ),
      columnsOf(events, ['enrolmentId', 'edition', 'userId', 'live', 'changedAt']),
    )) as Array<{ edition: number; user_id: number | null }>;
    const members = changed.filter((row) => row.user_id !== null);
    if (!members.length) return;
    await tx.manager.query(
      `INSERT INTO insight_members (edition, user_id, enrolled)
       SELECT e.edition, e.user_id, bool_or(e.live) FROM insight_enrolments e
         JOIN (SELECT DISTINCT * FROM unnest($1::int[], $2::int[]) AS k(edition, user_id)) k
           ON k.edition = e.edition AND k.user_id = e.user_id
        GROUP BY e.edition, e.user_id
       ON CONFLICT (edition, user_id) DO UPDATE SET enrolled = EXCLUDED.enrolled`,
      [members.map((row) => row.edition), members.map((row) => row.user_id)],
    );
  }

  /** Keeps each subscription's renewal as billing last changed it (the latest change wins; any order ends the same). */
  async applyRenewalChanges(tx: Tx, events: RenewalChangedEvent[]): Promise<void> {
    await tx.manager.query(
      keepLatest('insight_renewals', [
        ['subscription_id', 'uuid'],
        ['edition', 'int'],
        ['renews', 'bool'],
        ['changed_at', 'timestamptz'],
      ]),
      columnsOf(events, ['subscriptionId', 'edition', 'renews', 'changedAt']),
    );
  }

  /**
   * Keeps each reminder sent once per its id, and counts it in its edition's day and kind only when
   * it was new: a redelivery or a replay adds nothing.
   */
  async applyReminders(tx: Tx, events: ReminderSentEvent[]): Promise<void> {
    await tx.manager.query(
      keepOnceAndCount(
        'insight_reminders',
        [
          ['reminder_id', 'uuid'],
          ['edition', 'int'],
          ['day', 'smallint'],
          ['kind', 'varchar'],
        ],
        'insight_reminder_days',
        'reminders',
      ),
      columnsOf(events, ['reminderId', 'edition', 'day', 'kind']),
    );
  }

  /** Keeps each written review as reviews last published it (the latest change wins; any order ends the same). */
  async applyReviewStates(tx: Tx, events: ReviewStateEvent[]): Promise<void> {
    await tx.manager.query(
      keepLatest('insight_reviews', [
        ['review_id', 'uuid'],
        ['edition', 'int'],
        ['rating', 'smallint'],
        ['verified', 'bool'],
        ['published', 'bool'],
        ['changed_at', 'timestamptz'],
      ]),
      columnsOf(events, ['reviewId', 'edition', 'rating', 'verified', 'published', 'changedAt']),
    );
  }

  /** The reviews written during `edition` that are public: how many, how many with the badge, their mean rating. */
  async reviews(edition: number): Promise<InsightsReviewsDto> {
    const [row] = (await this.dataSource.query(
      `SELECT count(*)::int AS published, count(*) FILTER (WHERE verified)::int AS verified,
              round(avg(rating), 2)::float AS "averageRating"
         FROM insight_reviews WHERE edition = $1 AND published`,
      [edition],
    )) as InsightsReviewsDto[];
    return row!;
  }

  /** The subscriptions whose period is `edition` with the renewal off: they end with it (the member cancelled). */
  async cancelled(edition: number): Promise<number> {
    const [row] = (await this.dataSource.query(
      'SELECT count(*)::int AS cancelled FROM insight_renewals WHERE edition = $1 AND NOT renews',
      [edition],
    )) as Array<{ cancelled: number }>;
    return row!.cancelled;
  }

  /** The reminders sent about each programme day of `edition`, by kind: 28 figures each, day 1 first. */
  async remindersPerDay(edition: number): Promise<Record<ReminderKind, number[]>> {
    const rows = (await this.dataSource.query(
      'SELECT day, kind, reminders FROM insight_reminder_days WHERE edition = $1',
      [edition],
    )) as Array<{ day: number; kind: ReminderKind; reminders: number }>;
    const perDay = Object.fromEntries(
      REMINDER_KINDS.map((kind) => [kind, Array.from({ length: PROGRAMME_DAYS }, () => 0)]),
    ) as Record<ReminderKind, number[]>;
    for (const row of rows) perDay[row.kind][row.day - 1] = row.reminders;
    return perDay;
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
    await tx.manager.query(
      `TRUNCATE insight_payments, insight_payment_totals, insight_visits, insight_visit_days, insight_checkouts,
                insight_checkout_editions, insight_members, insight_survey, insight_enrolments, insight_renewals, insight_reminders,
                insight_reminder_days, insight_reviews, insight_training`,
    );
  }

  /** The sales page's visits on the days whose purchases bought `edition` (the shared edition rule). */
  async visits(edition: number): Promise<number> {
    const { from, to } = salesWindow(edition, this.config.ENROL_CURRENT_UNTIL_DAY);
    const [row] = (await this.dataSource.query(
      'SELECT coalesce(sum(visits), 0)::int AS visits FROM insight_visit_days WHERE day BETWEEN $1 AND $2',
      [from, to],
    )) as Array<{ visits: number }>;
    return row!.visits;
  }

  /** The checkouts started for `edition` (billing names the edition each one's payment would buy). */
  async checkoutsStarted(edition: number): Promise<number> {
    const [row] = (await this.dataSource.query(
      'SELECT coalesce(sum(checkouts), 0)::int AS checkouts FROM insight_checkout_editions WHERE edition = $1',
      [edition],
    )) as Array<{ checkouts: number }>;
    return row!.checkouts;
  }

  /**
   * The edition's training figures, kept as each completion was written: members who completed each
   * programme day's routine, members who trained on day 1, members who completed every training day,
   * and members who trained at all.
   */
  async training(edition: number): Promise<TrainingFigures> {
    const [row] = (await this.dataSource.query(
      `SELECT members, active_day1 AS "activeDay1", completed_all AS "completedAll", per_day AS "perDay"
         FROM insight_training WHERE edition = $1`,
      [edition],
    )) as TrainingFigures[];
    return (
      row ?? { members: 0, activeDay1: 0, completedAll: 0, perDay: Array.from({ length: PROGRAMME_DAYS }, () => 0) }
    );
  }

  /** The first `limit` members who trained in `edition`, by account: the programme days whose routine they completed. */
  async memberDays(edition: number, limit: number): Promise<MemberDaysRow[]> {
    const rows = (await this.dataSource.query(
      `SELECT user_id AS "userId", days FROM insight_members
        WHERE edition = $1 AND trained ORDER BY user_id LIMIT $2`,
      [edition, limit],
    )) as Array<{ userId: number; days: number }>;
    return rows.map((row) => ({ userId: row.userId, days: daysOf(row.days) }));
  }

  /**
   * The edition's members (enrolled, or who trained without an enrolment known to be revoked) who
   * completed none of the days of `missedMask`, the longest behind first (the fewest high bits),
   * at most `limit`; and how many they are in all.
   */
  async behind(
    edition: number,
    missedMask: number,
    limit: number,
  ): Promise<{ members: MemberDaysRow[]; total: number }> {
    const rows = (await this.dataSource.query(
      `SELECT user_id AS "userId", days, count(*) OVER ()::int AS total FROM insight_members
        WHERE edition = $1 AND coalesce(enrolled, trained) AND days & $2 = 0
        ORDER BY days, user_id LIMIT $3`,
      [edition, missedMask, limit],
    )) as Array<{ userId: number; days: number; total: number }>;
    return {
      members: rows.map((row) => ({ userId: row.userId, days: daysOf(row.days) })),
      total: rows[0]?.total ?? 0,
    };
  }

  /** How many of the edition's payments each refund reason was given for, the commonest first. */
  async refundReasons(edition: number): Promise<InsightsRefundReasonDto[]> {
    return (await this.dataSource.query(
      `SELECT reason, count(*)::int AS refunds
         FROM insight_payments, unnest(refund_reasons) AS reason
        WHERE edition = $1 AND cardinality(refund_reasons) > 0 AND state = ANY($2)
        GROUP BY reason ORDER BY refunds DESC, reason`,
      [edition, [...MONEY_TAKEN_STATES]],
    )) as InsightsRefundReasonDto[];
  }

  /**
   * The edition's payments by currency and state, as they were summed when written
   * (`insight_payment_totals`, a handful of rows): the funnel's purchases by state and those whose
   * buyer bought the next edition too, and per currency the money taken, what went back by refund,
   * what a dispute holds or lost. One purchase per address and edition (billing's database holds
   * it; a second is `second`, no purchase), so counting rows counts buyers.
   */
  async payments(edition: number): Promise<{ purchases: PurchaseCounts; money: InsightsMoneyDto[] }> {
    const groups = (await this.dataSource.query(
      `SELECT currency, state, payments, renewed, gross, refunds FROM insight_payment_totals
        WHERE edition = $1 AND state = ANY($2) AND payments > 0`,
      [edition, [...MONEY_TAKEN_STATES]],
    )) as PaymentGroupRow[];
    const purchases: PurchaseCounts = { paid: 0, refunded: 0, disputed: 0, renewed: 0 };
    const money = new Map<string, InsightsMoneyDto>();
    for (const group of groups) {
      if (PURCHASE_STATE_SET.has(group.state)) {
        purchases.paid += group.payments;
        purchases.renewed += group.renewed;
        if (group.state === 'refunded') purchases.refunded += group.payments;
        if (group.state === 'disputed') purchases.disputed += group.payments;
      }
      const [gross, refunds] = [Number(group.gross), Number(group.refunds)];
      const disputes = group.state === 'disputed' ? gross - refunds : 0;
      const row = money.get(group.currency) ?? {
        currency: group.currency,
        payments: 0,
        grossCents: 0,
        refundsCents: 0,
        disputesCents: 0,
        netCents: 0,
      };
      row.payments += group.payments;
      row.grossCents += gross;
      row.refundsCents += refunds;
      row.disputesCents += disputes;
      row.netCents += gross - refunds - disputes;
      money.set(group.currency, row);
    }
    return {
      purchases,
      money: [...money.values()].sort((x, y) => (x.currency < y.currency ? -1 : x.currency > y.currency ? 1 : 0)),
    };
  }
}
