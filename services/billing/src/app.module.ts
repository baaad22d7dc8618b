import { Module } from '@nestjs/common';
import { BullModule } from '@nestjs/bullmq';
import { Mailer, QueuesModule, RedisModule, ServiceKitModule } from '@reto/platform';
import { BILLING_CONFIG, loadBillingConfig, type BillingConfig } from './billing.config.js';
import { RATES_QUEUE, RENEWAL_REMINDERS_QUEUE, SIMULATED_RENEWALS_QUEUE } from './billing.constants.js';
import { billingDatabase } from './billing.database.js';
import { CheckoutHandler } from './checkout/checkout.handler.js';
import { CheckoutService } from './checkout/checkout.service.js';
import { PurchaseGuard } from './checkout/purchase-guard.service.js';
import { PurchasesRepository } from './purchases/purchases.repository.js';
import { CustomersRepository } from './customers/customers.repository.js';
import { DiscrepanciesHandler } from './payments/discrepancies.handler.js';
import { DiscrepanciesService } from './payments/discrepancies.service.js';
import { PaymentsLookupHandler } from './payments/payments-lookup.handler.js';
import { PaymentsLookupService } from './payments/payments-lookup.service.js';
import { PaymentsRepository } from './payments/payments.repository.js';
import { PricingHandler } from './pricing/pricing.handler.js';
import { PricingService } from './pricing/pricing.service.js';
import { RatesJob, RatesQueueEvents } from './pricing/rates.job.js';
import { StorePurchaseHandler } from './store/store-purchase.handler.js';
import { StorePurchaseService } from './store/store-purchase.service.js';
import { createStripeClient, STRIPE } from './stripe/stripe.client.js';
import { RenewalReminders, RenewalRemindersJob } from './subscriptions/renewal-reminders.job.js';
import { SimulatedRenewals, SimulatedRenewalsJob } from './subscriptions/simulated-renewals.service.js';
import { SubscriptionsHandler } from './subscriptions/subscriptions.handler.js';
import { SubscriptionsRepository } from './subscriptions/subscriptions.repository.js';
import { SubscriptionsService } from './subscriptions/subscriptions.service.js';
import { StorePurchasesRepository } from './store/store-purchases.repository.js';
import { PaymentsLedger } from './payments/payments-ledger.service.js';
import { PriceCheck } from './payments/price-check.service.js';
import { ReceiptsConsumer } from './payments/receipts.consumer.js';
import { ShopifyWebhooksService } from './webhooks/shopify-webhooks.service.js';
import { StripeWebhooksService } from './webhooks/stripe-webhooks.service.js';
import { WebhookEventsRepository } from './webhooks/webhook-events.repository.js';
import { WebhookInboxConsumer } from './webhooks/webhook-inbox.consumer.js';
import { WebhookInboxService } from './webhooks/webhook-inbox.service.js';

@Module({
  imports: [
    ServiceKitModule.forService({
      ...billingDatabase,
      config: { token: BILLING_CONFIG, load: loadBillingConfig },
    }),
    RedisModule.forApp('billing'),
    QueuesModule.forService('billing'),
    BullModule.registerQueue(
      { name: RENEWAL_REMINDERS_QUEUE },
      { name: SIMULATED_RENEWALS_QUEUE },
      { name: RATES_QUEUE },
    ),
  ],
  controllers: [
    CheckoutHandler,
    SubscriptionsHandler,
    StorePurchaseHandler,
    PricingHandler,
    DiscrepanciesHandler,
    PaymentsLookupHandler,
  ],
  providers: [
    { provide: STRIPE, useFactory: (config: BillingConfig) => createStripeClient(config), inject: [BILLING_CONFIG] },
    Mailer,
    CustomersRepository,
    PaymentsRepository,
    SubscriptionsRepository,
    StorePurchasesRepository,
    CheckoutService,
    PurchaseGuard,
    PurchasesRepository,
    PaymentsLedger,
    DiscrepanciesService,
    PaymentsLookupService,
    PriceCheck,
    WebhookEventsRepository,
    StripeWebhooksService,
    ShopifyWebhooksService,
    WebhookInboxService,
    WebhookInboxConsumer,
    StorePurchaseService,
    SubscriptionsService,
    RatesJob,
    RatesQueueEvents,
    PricingService,
    ReceiptsConsumer,
    RenewalReminders,
    RenewalRemindersJob,
    SimulatedRenewals,
    SimulatedRenewalsJob,
  ],
})
export class AppModule {}
