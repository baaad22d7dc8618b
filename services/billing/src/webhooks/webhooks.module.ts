import { Module } from '@nestjs/common';
import { CheckoutModule } from '../checkout/checkout.module.js';
import { CustomersModule } from '../customers/customers.module.js';
import { PaymentsLedgerModule } from '../payments/payments-ledger.module.js';
import { StripeModule } from '../stripe/stripe.module.js';
import { SubscriptionsModule } from '../subscriptions/subscriptions.module.js';
import { ShopifyWebhooksService } from './shopify-webhooks.service.js';
import { StripeWebhooksService } from './stripe-webhooks.service.js';
import { WebhookEventsRepository } from './webhook-events.repository.js';
import { WebhookInboxConsumer } from './webhook-inbox.consumer.js';
import { WebhookInboxService } from './webhook-inbox.service.js';

/** Stripe's and Shopify's webhooks, taken from the gateway's inbox once each. */
@Module({
  imports: [CheckoutModule, CustomersModule, PaymentsLedgerModule, SubscriptionsModule, StripeModule],
  providers: [
    WebhookEventsRepository,
    StripeWebhooksService,
    ShopifyWebhooksService,
    WebhookInboxService,
    WebhookInboxConsumer,
  ],
})
export class WebhooksModule {}
