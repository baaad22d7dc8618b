import { Module } from '@nestjs/common';
import { QueuesModule, ServiceKitModule } from '@reto/platform';
import { BILLING_CONFIG, loadBillingConfig } from './billing.config.js';
import { billingDatabase } from './billing.database.js';
import { CheckoutModule } from './checkout/checkout.module.js';
import { PaymentsModule } from './payments/payments.module.js';
import { PricingModule } from './pricing/pricing.module.js';
import { StoreModule } from './store/store.module.js';
import { SubscriptionsModule } from './subscriptions/subscriptions.module.js';
import { WebhooksModule } from './webhooks/webhooks.module.js';

/** Billing: the platform's wiring, then one module per feature (each importing what it uses). */
@Module({
  imports: [
    ServiceKitModule.forService({
      ...billingDatabase,
      config: { token: BILLING_CONFIG, load: loadBillingConfig },
    }),
    QueuesModule.forService('billing'),
    CheckoutModule,
    SubscriptionsModule,
    StoreModule,
    PricingModule,
    PaymentsModule,
    WebhooksModule,
  ],
})
export class AppModule {}
