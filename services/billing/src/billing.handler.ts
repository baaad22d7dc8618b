import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  BillingSubjects,
  ConfirmSimulatedPaymentSchema,
  CreateSubscriptionInputSchema,
  PriceQuoteRequestSchema,
  StorePurchaseSchema,
  SubscriptionOwnerSchema,
  TestPaymentStatusSchema,
  type PaymentConfirmation,
  type PriceQuote,
  type StorePurchaseReceipt,
  type SubscriptionCheckout,
  type SubscriptionStatus,
  type TestPaymentStatusResult,
} from '@reto/contracts';
import { validatePayload } from '@reto/platform';
import { CheckoutService } from './checkout/checkout.service.js';
import { PricingService } from './pricing/pricing.service.js';
import { RatesJob, type RatesRefreshResult } from './pricing/rates.job.js';
import { StorePurchaseService } from './store/store-purchase.service.js';
import { SubscriptionsService } from './subscriptions/subscriptions.service.js';

/** NATS adapter of billing: validates each payload against its contract and calls one use case. */
@Controller()
export class BillingHandler {
  constructor(
    private readonly checkout: CheckoutService,
    private readonly storePurchases: StorePurchaseService,
    private readonly subscriptions: SubscriptionsService,
    private readonly pricing: PricingService,
    private readonly rates: RatesJob,
  ) {}

  @MessagePattern(BillingSubjects.createSubscription)
  createSubscription(@Payload() payload: unknown): Promise<SubscriptionCheckout> {
    return this.checkout.createSubscription(validatePayload(CreateSubscriptionInputSchema, payload).personalData);
  }

  @MessagePattern(BillingSubjects.confirmSimulatedPayment)
  confirmSimulated(@Payload() payload: unknown): Promise<PaymentConfirmation> {
    return this.checkout.confirmSimulated(validatePayload(ConfirmSimulatedPaymentSchema, payload));
  }

  @MessagePattern(BillingSubjects.recordStorePurchase)
  recordStorePurchase(@Payload() payload: unknown): Promise<StorePurchaseReceipt> {
    return this.storePurchases.record(validatePayload(StorePurchaseSchema, payload));
  }

  @MessagePattern(BillingSubjects.subscriptionStatus)
  status(@Payload() payload: unknown): Promise<SubscriptionStatus> {
    return this.subscriptions.status(validatePayload(SubscriptionOwnerSchema, payload).email);
  }

  @MessagePattern(BillingSubjects.cancelRenewal)
  cancelRenewal(@Payload() payload: unknown): Promise<SubscriptionStatus> {
    return this.subscriptions.cancelRenewal(validatePayload(SubscriptionOwnerSchema, payload).email);
  }

  @MessagePattern(BillingSubjects.setTestPaymentStatus)
  setTestStatus(@Payload() payload: unknown): Promise<TestPaymentStatusResult> {
    const { email, hasPaid } = validatePayload(TestPaymentStatusSchema, payload);
    return this.subscriptions.setTestStatus(email, hasPaid);
  }

  @MessagePattern(BillingSubjects.quotePrice)
  quote(@Payload() payload: unknown): Promise<PriceQuote> {
    return this.pricing.quote(validatePayload(PriceQuoteRequestSchema, payload).country);
  }

  @MessagePattern(BillingSubjects.refreshRates)
  refreshRates(): Promise<RatesRefreshResult> {
    return this.rates.refreshNow();
  }
}
