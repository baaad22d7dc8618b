import { DEFAULT_GUARANTEE_DAYS, DEFAULT_PRICE_CENTS } from './billing.constants.js';
import { enrolCurrentUntilDaySetting } from '@reto/contracts';
import { loadConfig, mailConfigShape, serviceConfigSchema } from '@reto/platform';
import { z } from 'zod';

const flag = (fallback: 'true' | 'false') =>
  z
    .enum(['true', 'false'])
    .default(fallback)
    .transform((value) => value === 'true');

export const billingConfigSchema = serviceConfigSchema('billing').extend({
  /** Receipts, renewal reminders and the renewal's changes go by e-mail. */
  ...mailConfigShape,
  /** Stripe: without a secret key the built-in simulated provider runs the same flow (DECISIONS.md 4). */
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  /** Given to the page for Stripe Elements. */
  STRIPE_PUBLISHABLE_KEY: z.string().min(1).optional(),
  /** Where the Stripe SDK sends its calls (tests point it at a local server answering like Stripe). */
  STRIPE_API_HOST: z.string().min(1).optional(),
  STRIPE_API_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  STRIPE_API_PROTOCOL: z.enum(['http', 'https']).optional(),
  /**
   * The built-in simulated provider when there is no Stripe key. Default: on outside production
   * (a fresh machine works end to end), off in production (no free access by a test card).
   */
  SIMULATED_PAYMENTS: z.enum(['true', 'false']).optional(),
  /**
   * Until the end of this day of the running edition, a new member joins it (DECISIONS.md 4): the
   * same value as challenge's, so a payment's period ends where the edition its buyer joined ends.
   */
  ENROL_CURRENT_UNTIL_DAY: enrolCurrentUntilDaySetting,
  /** Days after a payment within which a refund revokes the enrolment (DECISIONS.md 1). */
  GUARANTEE_DAYS: z.coerce.number().int().min(0).max(365).default(DEFAULT_GUARANTEE_DAYS),
  /** The price of one period in US cents, whole dollars: what is charged, quoted (localised) and matched on webhooks. */
  PRICE_CENTS: z.coerce.number().int().min(100).max(1_000_000).multipleOf(100).default(DEFAULT_PRICE_CENTS),
  /** The /payment-test tool (DECISIONS.md 3): off unless explicitly on. */
  PAYMENT_TEST_MODE: flag('false'),
  /** USD exchange rates provider answering `{ "rates": { "MXN": 18.5, ... } }`; empty: the shipped table only. */
  EXCHANGE_RATES_URL: z.url().optional(),
  /** How often the BullMQ job refreshes the rates into Redis. */
  EXCHANGE_RATES_REFRESH_MS: z.coerce
    .number()
    .int()
    .min(60_000)
    .default(6 * 60 * 60_000),
  /** How often the subscriptions renewing within 3 days are looked for (their reminders sent). */
  RENEWAL_REMINDER_SCAN_MS: z.coerce
    .number()
    .int()
    .min(1_000)
    .default(60 * 60_000),
});
export type BillingConfig = z.output<typeof billingConfigSchema>;

export const BILLING_CONFIG = Symbol('BILLING_CONFIG');
export const loadBillingConfig = (env: NodeJS.ProcessEnv = process.env) =>
  loadConfig('billing', billingConfigSchema, env);

/** Whether the simulated provider may take payments (only ever without a Stripe key). */
export const simulatedPaymentsAllowed = (config: BillingConfig): boolean =>
  !config.STRIPE_SECRET_KEY &&
  (config.SIMULATED_PAYMENTS ? config.SIMULATED_PAYMENTS === 'true' : config.NODE_ENV !== 'production');
