import { BillingSubjects, ConfirmSimulatedPaymentSchema, CreateSubscriptionInputSchema } from '@reto/contracts';
import { requestHandlers } from '@reto/platform';
import { CheckoutService } from './checkout.service.js';

/** NATS adapter of the subscribe use case: starting a subscription and the simulated provider's card form. */
export const CheckoutHandler = requestHandlers(CheckoutService, (handle) => ({
  [BillingSubjects.createSubscription]: handle(CreateSubscriptionInputSchema, (checkout, { personalData }, requestId) =>
    checkout.createSubscription(requestId, personalData),
  ),
  [BillingSubjects.confirmSimulatedPayment]: handle(ConfirmSimulatedPaymentSchema, (checkout, payment, requestId) =>
    checkout.confirmSimulated(requestId, payment),
  ),
}));
