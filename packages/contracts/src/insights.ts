import { z } from 'zod';
import type { PaymentStateName, RefundReason } from './events.js';

/**
 * The trainer's "Resultados": a read model the admin service keeps from the events the other
 * services publish (never their tables), per edition.
 */

/** Payment states in which the money reached the trainer (test and unpaid orders never did). */
export const MONEY_TAKEN_STATES = [
  'paid',
  'refunded',
  'disputed',
  'discrepancy',
  'second',
] as const satisfies readonly PaymentStateName[];
/** Payments that bought their edition (at some point): the funnel's "pagaron". */
export const PURCHASE_STATES = ['paid', 'refunded', 'disputed'] as const satisfies readonly PaymentStateName[];

export const InsightsQuerySchema = z.object({
  edition: z.coerce
    .number({ error: 'La edición debe ser un número' })
    .int('La edición debe ser un número entero')
    .min(1, 'La edición debe ser un número positivo')
    .max(100_000, 'Edición fuera de rango'),
});
export type InsightsQuery = z.output<typeof InsightsQuerySchema>;

/** One currency's money for an edition, in minor units: net = gross − refunds − disputes. */
export interface InsightsMoneyDto {
  currency: string;
  payments: number;
  grossCents: number;
  refundsCents: number;
  disputesCents: number;
  netCents: number;
}

/** How many of an edition's refunds gave each reason (the money table's "motivos"). */
export interface InsightsRefundReasonDto {
  reason: RefundReason;
  refunds: number;
}

/**
 * The programme's rest days (DECISIONS.md 4: days 7, 14, 21 and 28): they have no routine, so no
 * completion; a member "completed the 28 days" with every other day's routine done.
 */
export const PROGRAMME_REST_DAYS: readonly number[] = [7, 14, 21, 28];
export const PROGRAMME_DAYS = 28;
/** Missed training days in a row (up to yesterday) from which a member is at risk. */
export const AT_RISK_MISSED_DAYS = 2;
/** The members at risk listed: at most this many, the longest behind first (the count says how many in all). */
export const AT_RISK_MAX_MEMBERS = 500;
/** The heatmap shows at most this many members (the first by account). */
export const HEATMAP_MAX_MEMBERS = 500;

/** One member of the edition's heatmap: the programme days whose routine they completed. */
export interface InsightsMemberDaysDto {
  userId: number;
  days: number[];
}

/** A member (enrolled, or who trained) who missed AT_RISK_MISSED_DAYS or more training days in a row up to yesterday. */
export interface InsightsAtRiskDto {
  userId: number;
  /** Training days missed in a row, up to yesterday (rest days skipped). */
  missedInARow: number;
  /** The last programme day whose routine they completed (null: none yet). */
  lastCompletedDay: number | null;
}

export interface InsightsFunnelDto {
  /** The sales page's visits on the days that sold this edition (salesWindow). */
  visits: number;
  /** Checkouts billing started for the edition (each one the buyer's form sent; a buyer may start several). */
  checkoutsStarted: number;
  /** Payments that bought the edition (PURCHASE_STATES). */
  paid: number;
  refunded: number;
  disputed: number;
  /** Members who marked an exercise done on the edition's first day. */
  activeDay1: number;
  /** Members who completed every training day's routine. */
  completedAll: number;
  /** Buyers of this edition who also bought the next one. */
  renewed: number;
  /** Subscriptions paying for this edition whose renewal the member turned off (they end with it). */
  cancelled: number;
}

/** The edition's satisfaction check-in: its answers, how many were 4 or 5, how many would recommend. */
export interface InsightsSatisfactionDto {
  answers: number;
  satisfied: number;
  recommend: number;
}

/** The landing's figure counts the answers of this many last ended editions. */
export const SATISFACTION_EDITIONS = 6;

/** The check-in over the last ended editions: `from` to `to` (inclusive). */
export interface PublicSatisfactionDto extends InsightsSatisfactionDto {
  from: number;
  to: number;
}

/** Reminders sent about each programme day of an edition, by kind: 28 figures each, day 1 first. */
export interface InsightsRemindersDto {
  daily: number[];
  nudge: number[];
}

/** The reviews written during the edition that are public: how many, how many with the badge, their mean rating (null: none). */
export interface InsightsReviewsDto {
  published: number;
  verified: number;
  averageRating: number | null;
}

export interface InsightsDto {
  edition: number;
  funnel: InsightsFunnelDto;
  satisfaction: InsightsSatisfactionDto;
  reviews: InsightsReviewsDto;
  /** Members who completed each programme day's routine: 28 figures, day 1 first. */
  completionsPerDay: number[];
  /** Reminders sent about each programme day, by kind (`daily`, the streak `nudge`): 28 figures each, day 1 first. */
  remindersPerDay: InsightsRemindersDto;
  /** Members who marked at least one exercise done in the edition. */
  members: number;
  heatmap: InsightsMemberDaysDto[];
  /** The members at risk, the longest behind first: at most AT_RISK_MAX_MEMBERS of them. */
  atRisk: InsightsAtRiskDto[];
  /** How many members are at risk in all (enrolled members who never trained included). */
  atRiskCount: number;
  money: InsightsMoneyDto[];
  /** The reasons the edition's refunds gave, the commonest first. */
  refundReasons: InsightsRefundReasonDto[];
}

/** What a rebuild replayed from the stream. */
export interface InsightsRebuildDto {
  events: number;
}
