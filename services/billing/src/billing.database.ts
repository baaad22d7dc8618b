import { serviceDatabase } from '@reto/platform';
import { CustomerEntity } from './customers/customer.entity.js';
import { CreateBilling1763700100000 } from './migrations/1763700100000-CreateBilling.js';
import { WebhookInbox1763700300000 } from './migrations/1763700300000-WebhookInbox.js';
import { EventsInAnyOrder1763700400000 } from './migrations/1763700400000-EventsInAnyOrder.js';
import { Disputes1763700500000 } from './migrations/1763700500000-Disputes.js';
import { RenewalReminders1763700600000 } from './migrations/1763700600000-RenewalReminders.js';
import { PaymentFactEntity } from './payments/payment-fact.entity.js';
import { PaymentLedger1764800000000 } from './migrations/1764800000000-PaymentLedger.js';
import { OnePurchasePerEdition1764800000200 } from './migrations/1764800000200-OnePurchasePerEdition.js';
import { RefundReasons1765200000100 } from './migrations/1765200000100-RefundReasons.js';
import { PaymentEntity } from './payments/payment.entity.js';
import { StorePurchaseMessageEntity } from './store/store-purchase-message.entity.js';
import { SubscriptionEntity } from './subscriptions/subscription.entity.js';
import { MalformedWebhookEntity } from './webhooks/malformed-webhook.entity.js';
import { WebhookEventEntity } from './webhooks/webhook-event.entity.js';

export const billingEntities = [
  CustomerEntity,
  SubscriptionEntity,
  PaymentEntity,
  PaymentFactEntity,
  WebhookEventEntity,
  MalformedWebhookEntity,
  StorePurchaseMessageEntity,
];

/** The billing service's tables and migrations (TypeORM applies them in timestamp order). */
export const billingDatabase = serviceDatabase({
  service: 'billing',
  entities: billingEntities,
  migrations: [
    CreateBilling1763700100000,
    WebhookInbox1763700300000,
    EventsInAnyOrder1763700400000,
    Disputes1763700500000,
    RenewalReminders1763700600000,
    PaymentLedger1764800000000,
    OnePurchasePerEdition1764800000200,
    RefundReasons1765200000100,
  ],
  outboxAt: 1763700000100,
  processedEventsAt: 1763700290000,
});
