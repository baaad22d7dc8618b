import { Module } from '@nestjs/common';
import { BILLING_CONFIG, type BillingConfig } from '../billing.config.js';
import { createStripeClient, STRIPE } from './stripe.client.js';

/** The Stripe client (or null where Stripe is not configured). */
@Module({
  providers: [
    { provide: STRIPE, useFactory: (config: BillingConfig) => createStripeClient(config), inject: [BILLING_CONFIG] },
  ],
  exports: [STRIPE],
})
export class StripeModule {}
