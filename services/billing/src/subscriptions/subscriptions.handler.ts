import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  BillingSubjects,
  CheckoutProofSchema,
  SubscriptionOwnerSchema,
  TestPaymentStatusSchema,
  type CheckoutProof,
  type SubscriptionStatus,
  type TestPaymentStatusResult,
} from '@reto/contracts';
import { validatePayload } from '@reto/platform';
import { SubscriptionsService } from './subscriptions.service.js';

/** NATS adapter of a member's subscription: its status, its renewal off and on, the payment test tool, the checkout proof. */
@Controller()
export class SubscriptionsHandler {
  constructor(private readonly subscriptions: SubscriptionsService) {}

  @MessagePattern(BillingSubjects.checkoutProof)
  checkoutProof(@Payload() payload: unknown): Promise<CheckoutProof> {
    return this.subscriptions.checkoutProof(validatePayload(CheckoutProofSchema, payload).clientSecret);
  }

  @MessagePattern(BillingSubjects.subscriptionStatus)
  status(@Payload() payload: unknown): Promise<SubscriptionStatus> {
    return this.subscriptions.status(validatePayload(SubscriptionOwnerSchema, payload).email);
  }

  @MessagePattern(BillingSubjects.cancelRenewal)
  cancelRenewal(@Payload() payload: unknown): Promise<SubscriptionStatus> {
    return this.subscriptions.setRenewal(validatePayload(SubscriptionOwnerSchema, payload).email, false);
  }

  @MessagePattern(BillingSubjects.resumeRenewal)
  resumeRenewal(@Payload() payload: unknown): Promise<SubscriptionStatus> {
    return this.subscriptions.setRenewal(validatePayload(SubscriptionOwnerSchema, payload).email, true);
  }

  @MessagePattern(BillingSubjects.setTestPaymentStatus)
  setTestStatus(@Payload() payload: unknown): Promise<TestPaymentStatusResult> {
    const { email, hasPaid } = validatePayload(TestPaymentStatusSchema, payload);
    return this.subscriptions.setTestStatus(email, hasPaid);
  }
}
