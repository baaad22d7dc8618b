import { BillingConstants } from '@reto/contracts';

/** Billing's numbers and names, in one place (the spec's ones come from the contracts). */
export const PRICE_CENTS = BillingConstants.basePriceCents;
export const PRICE_CURRENCY = BillingConstants.baseCurrency;
export const PERIOD_DAYS = BillingConstants.periodDays;
export const DAY_MS = 24 * 60 * 60 * 1000;
export const STRIPE_PRODUCT_NAME = 'Reto 28 días - Acceso Premium';
/** Cards the simulated provider declines (Stripe's test numbers for a decline). */
export const SIMULATED_DECLINED_CARDS = ['4000000000000002', '4000000000009995'];
export const RATES_REDIS_KEY = 'rates:usd';
export const RATES_QUEUE = 'billing-rates';
export const RATES_FETCH_TIMEOUT_MS = 5_000;
/** Cached rates older than this are not used (the job refreshes far more often). */
export const RATES_MAX_AGE_MS = 3 * 24 * 60 * 60_000;
