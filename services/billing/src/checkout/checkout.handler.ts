import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  BillingSubjects,
  ConfirmSimulatedPaymentSchema,
  CreateSubscriptionInputSchema,
  type PaymentConfirmation,
  type SubscriptionCheckout,
} from '@reto/contracts';
import { NatsRequestId, validatePayload } from '@reto/platform';
import { CheckoutService } from './checkout.service.js';

/** NATS adapter of the subscribe use case: starting a subscription and the simulated provider's card form. */
@Controller()
export class CheckoutHandler {
  constructor(private readonly checkout: CheckoutService) {}

  @MessagePattern(BillingSubjects.createSubscription)
  createSubscription(@Payload() payload: unknown, @NatsRequestId() requestId: string): Promise<SubscriptionCheckout> {
    return this.checkout.createSubscription(
      requestId,
      validatePayload(CreateSubscriptionInputSchema, payload).personalData,
    );
  }

  @MessagePattern(BillingSubjects.confirmSimulatedPayment)
  confirmSimulated(@Payload() payload: unknown, @NatsRequestId() requestId: string): Promise<PaymentConfirmation> {
    return this.checkout.confirmSimulated(requestId, validatePayload(ConfirmSimulatedPaymentSchema, payload));
  }
}
