import Stripe from 'stripe';
import type { BillingConfig } from '../billing.config.js';

export const STRIPE = Symbol('STRIPE');

/** The real Stripe SDK when a secret key is set (null: the simulated provider runs instead). */
export function createStripeClient(config: BillingConfig): Stripe | null {
  if (!config.STRIPE_SECRET_KEY) return null;
  return new Stripe(config.STRIPE_SECRET_KEY, {
    maxNetworkRetries: 1,
    timeout: 10_000,
    ...(config.STRIPE_API_HOST ? { host: config.STRIPE_API_HOST } : {}),
    ...(config.STRIPE_API_PORT ? { port: config.STRIPE_API_PORT } : {}),
    ...(config.STRIPE_API_PROTOCOL ? { protocol: config.STRIPE_API_PROTOCOL } : {}),
  });
}
