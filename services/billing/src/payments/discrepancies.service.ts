import { Inject, Injectable } from '@nestjs/common';
import {
  type AdminActor,
  type DiscrepancyDto,
  type DiscrepancyResolution,
  type ResolvedDiscrepancyDto,
} from '@reto/contracts';
import { Clock, type Tx } from '@reto/platform';
import type Stripe from 'stripe';
import { STRIPE } from '../stripe/stripe.client.js';
import type { PaymentEntity } from './payment.entity.js';
import { PaymentsRepository } from './payments.repository.js';
import { PaymentsLedger } from './payments-ledger.service.js';
import { BillingErrors } from '../billing.errors.js';

/** The most the panel lists at once: discrepancies are rare, each one a conversation with a buyer. */
const LIST_LIMIT = 100;

const toDto = (payment: PaymentEntity): DiscrepancyDto => ({
  paymentId: payment.id,
  kind: payment.status as DiscrepancyDto['kind'],
  provider: payment.provider,
  providerPaymentId: payment.providerPaymentId,
  email: payment.email,
  amountCents: payment.amountCents,
  currency: payment.currency,
  paidAt: payment.paidAt.toISOString(),
});

/**
 * Payments that were not the price: they granted nothing, and the trainer settles each
 * by hand in the panel. "grant" makes it a payment like any other (the enrolment follows through
 * `billing.payment.succeeded.v1`); "refund" gives the money back: through Stripe's API for a Stripe
 * payment (idempotent per payment, so a retry never refunds twice), recorded for the store and the
 * simulated provider, whose money the trainer returns in their own admin. Each is audited, in the
 * transaction of the change.
 */
@Injectable()
export class DiscrepanciesService {
  constructor(
    private readonly payments: PaymentsRepository,
    private readonly ledger: PaymentsLedger,
    private readonly clock: Clock,
    @Inject(STRIPE) private readonly stripe: Stripe | null,
  ) {}

  async list(): Promise<{ discrepancies: DiscrepancyDto[] }> {
    return { discrepancies: (await this.payments.toReview(LIST_LIMIT)).map(toDto) };
  }

  resolve(
    requestId: string,
    actor: AdminActor,
    paymentId: string,
    resolution: DiscrepancyResolution,
  ): Promise<ResolvedDiscrepancyDto> {
    return this.payments.transaction(async (tx) => {
      const payment = await this.payments.findForUpdate(tx, paymentId);
      if (!payment) throw BillingErrors.paymentNotFound();
      // A second payment can only go back: its edition is the first payment's already.
      const open = payment.status === 'discrepancy' || (payment.status === 'second' && resolution === 'refund');
      if (!open) throw BillingErrors.discrepancyResolved();
      const now = this.clock.now();
      const status = resolution === 'grant' ? await this.grant(tx, payment) : await this.refund(tx, payment, now);
      await this.payments.appendAudit(
        tx,
        {
          action: resolution === 'grant' ? 'payment.granted' : 'payment.refunded',
          actor,
          requestId,
          target: `${payment.email} (${payment.provider} ${payment.providerPaymentId})`,
          before: { status: payment.status, amountCents: payment.amountCents, currency: payment.currency },
          after: { status },
        },
        now,
      );
      return { paymentId, status };
    });
  }

  private async grant(tx: Tx, payment: PaymentEntity): Promise<'succeeded'> {
    await this.ledger.grant(tx, payment);
    return 'succeeded';
  }

  private async refund(tx: Tx, payment: PaymentEntity, now: Date): Promise<'refunded'> {
    if (payment.provider === 'stripe') {
      // Stripe's money goes back through Stripe, or nothing is recorded: never "refunded" without a refund.
      const ref = payment.paymentIntentId;
      if (!this.stripe || !ref) throw BillingErrors.refundFailed();
      const target = ref.startsWith('ch_') ? { charge: ref } : { payment_intent: ref };
      await this.stripe.refunds
        .create(
          { ...target, ...(payment.status === 'second' ? { reason: 'duplicate' as const } : {}) },
          { idempotencyKey: `discrepancy-refund-${payment.id}` },
        )
        .catch(() => {
          throw BillingErrors.refundFailed();
        });
    }
    const reason = payment.status === 'second' ? 'second_payment' : 'price_mismatch';
    await this.ledger.refundWhole(tx, payment, `trainer:${now.toISOString()}`, reason);
    return 'refunded';
  }
}
