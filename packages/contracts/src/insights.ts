import { z } from 'zod';
import type { PaymentStateName } from './events.js';

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

export interface InsightsDto {
  edition: number;
  /** visits: the sales page's visits on the days that sold this edition (salesWindow). */
  funnel: { visits: number; paid: number; refunded: number; disputed: number };
  money: InsightsMoneyDto[];
}

/** What a rebuild replayed from the stream. */
export interface InsightsRebuildDto {
  events: number;
}
