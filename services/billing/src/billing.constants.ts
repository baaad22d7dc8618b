/**
 * Billing's numbers and names, in one place. Billing owns the offer: the price and the guarantee
 * (settings PRICE_CENTS and GUARANTEE_DAYS, these are their defaults) reach the gateway and the
 * browser only through billing's price quote (spec 2 section 9, DECISIONS.md 1, 3 and 4).
 */
/** The price the server charges: 78 USD for one period of PERIOD_DAYS days. */
export const DEFAULT_PRICE_CENTS = 7800;
export const PRICE_CURRENCY = 'usd';
export const PERIOD_DAYS = 28;
/** Days after a payment within which a refund revokes the enrolment (DECISIONS.md 1). */
export const DEFAULT_GUARANTEE_DAYS = 30;
export const DAY_MS = 24 * 60 * 60 * 1000;
export const STRIPE_PRODUCT_NAME = 'Reto 28 días - Acceso Premium';
/** Cards the simulated provider declines (Stripe's test numbers for a decline). */
export const SIMULATED_DECLINED_CARDS = ['4000000000000002', '4000000000009995'];
export const RATES_REDIS_KEY = 'rates:usd';
export const RATES_QUEUE = 'billing-rates';
export const RATES_FETCH_TIMEOUT_MS = 5_000;
/** Cached rates older than this are not used (the job refreshes far more often). */
export const RATES_MAX_AGE_MS = 3 * 24 * 60 * 60_000;
/** The renewal reminder goes out this many days before each renewal (DECISIONS.md, "Price and renewal"). */
export const RENEWAL_REMINDER_DAYS = 3;
export const RENEWAL_REMINDERS_QUEUE = 'billing-renewal-reminders';
export const SIMULATED_RENEWALS_QUEUE = 'billing-simulated-renewals';
