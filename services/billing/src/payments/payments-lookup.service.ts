import { Injectable } from '@nestjs/common';
import type { AddressCheckoutDto, AddressPaymentDto } from '@reto/contracts';
import type { SubscriptionEntity } from '../subscriptions/subscription.entity.js';
import { SubscriptionsRepository } from '../subscriptions/subscriptions.repository.js';
import type { PaymentEntity } from './payment.entity.js';
import { PaymentsRepository } from './payments.repository.js';

/** More than any buyer has: a payment an edition, a renewal each 28 days. */
const LOOKUP_LIMIT = 50;

const toDto = (payment: PaymentEntity): AddressPaymentDto => ({
  paymentId: payment.id,
  provider: payment.provider,
  providerPaymentId: payment.providerPaymentId,
  amountCents: payment.amountCents,
  currency: payment.currency,
  status: payment.status,
  stateVersion: payment.stateVersion,
  access: payment.access,
  refundedCents: payment.refundedCents,
  paidAt: payment.paidAt.toISOString(),
  refundedAt: payment.refundedAt?.toISOString() ?? null,
});

const toCheckout = (subscription: SubscriptionEntity): AddressCheckoutDto => ({
  subscriptionId: subscription.id,
  provider: subscription.provider,
  status: subscription.status,
  editionNumber: subscription.editionNumber,
  amountCents: subscription.amountCents,
  currency: subscription.currency,
  currentPeriodEnd: subscription.currentPeriodEnd?.toISOString() ?? null,
  cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
  startedAt: subscription.createdAt.toISOString(),
});

/** The trainer's support look-up, billing's half: each checkout and payment of an address as it is now. */
@Injectable()
export class PaymentsLookupService {
  constructor(
    private readonly payments: PaymentsRepository,
    private readonly subscriptions: SubscriptionsRepository,
  ) {}

  async ofAddress(email: string): Promise<{ checkouts: AddressCheckoutDto[]; payments: AddressPaymentDto[] }> {
    const [checkouts, payments] = await Promise.all([
      this.subscriptions.ofEmail(email, LOOKUP_LIMIT),
      this.payments.ofEmail(email, LOOKUP_LIMIT),
    ]);
    return { checkouts: checkouts.map(toCheckout), payments: payments.map(toDto) };
  }
}
