import {
  BillingSubjects,
  CheckoutProofSchema,
  SubscriptionOwnerSchema,
  TestPaymentStatusSchema,
} from '@reto/contracts';
import { requestHandlers } from '@reto/platform';
import { SubscriptionsService } from './subscriptions.service.js';

/** NATS adapter of a member's subscription: its status, its renewal off and on, the payment test tool, the checkout proof. */
export const SubscriptionsHandler = requestHandlers(SubscriptionsService, (handle) => ({
  [BillingSubjects.checkoutProof]: handle(CheckoutProofSchema, (subscriptions, { clientSecret }) =>
    subscriptions.checkoutProof(clientSecret),
  ),
  [BillingSubjects.subscriptionStatus]: handle(SubscriptionOwnerSchema, (subscriptions, { email }) =>
    subscriptions.status(email),
  ),
  [BillingSubjects.cancelRenewal]: handle(SubscriptionOwnerSchema, (subscriptions, { email }) =>
    subscriptions.setRenewal(email, false),
  ),
  [BillingSubjects.resumeRenewal]: handle(SubscriptionOwnerSchema, (subscriptions, { email }) =>
    subscriptions.setRenewal(email, true),
  ),
  [BillingSubjects.setTestPaymentStatus]: handle(TestPaymentStatusSchema, (subscriptions, { email, hasPaid }) =>
    subscriptions.setTestStatus(email, hasPaid),
  ),
}));
