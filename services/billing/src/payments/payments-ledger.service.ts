import { Inject, Injectable } from '@nestjs/common';
import { Clock, LOGGER, type Tx } from '@reto/platform';
import type { Logger } from 'pino';
import type { EarlyRefundEntity } from './early-refund.entity.js';
import type { PaymentEntity } from './payment.entity.js';
import { PaymentsRepository, type NewPayment } from './payments.repository.js';
import { PriceCheck } from './price-check.js';
import { RefundsService } from './refunds.service.js';

/** What a provider's refund names: the payment it knows, and how much went back (null: all of it). */
export interface ProviderRefund {
  provider: EarlyRefundEntity['provider'];
  paymentRef: string;
  refundedCents: number | null;
  /** A chargeback: the bank took the money back, so the access ends whatever the amount or the date. */
  disputed?: boolean;
}

/**
 * Where the providers' money events become billing's payments, in one place for every provider:
 * a payment is access only when it is the price (else a discrepancy kept for the trainer), and the
 * end state is the same whatever order the provider's events arrive in: a refund of a payment not
 * seen yet is kept and applied the moment the payment arrives, and so is a dispute (a chargeback), which
 * ends the access even past the guarantee period. Each write joins the caller's
 * transaction, the one that marks the provider's event processed.
 */
@Injectable()
export class PaymentsLedger {
  constructor(
    private readonly payments: PaymentsRepository,
    private readonly refunds: RefundsService,
    private readonly priceCheck: PriceCheck,
    private readonly clock: Clock,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** A provider's payment; returns whether it was the price (and so granted access). */
  async paid(tx: Tx, payment: NewPayment): Promise<boolean> {
    const atPrice = await this.priceCheck.isThePrice(payment.amountCents, payment.currency);
    const saved = atPrice
      ? await this.payments.recordSucceeded(tx, payment)
      : await this.payments.recordDiscrepancy(tx, payment);
    if (!atPrice) {
      this.logger.warn(
        {
          provider: payment.provider,
          providerPaymentId: payment.providerPaymentId,
          amountCents: payment.amountCents,
          currency: payment.currency,
        },
        'payment does not match the price; recorded as a discrepancy, nothing granted',
      );
    }
    if (saved) await this.applyEarlyRefund(tx, saved);
    return atPrice;
  }

  /** A provider's refund of `payment`, or of a payment still to come (kept until it arrives). */
  async refunded(tx: Tx, payment: PaymentEntity | null, refund: ProviderRefund): Promise<void> {
    const disputed = refund.disputed ?? false;
    if (payment) return this.apply(tx, payment, refund.refundedCents, disputed);
    this.logger.info(
      { provider: refund.provider, paymentRef: refund.paymentRef },
      'refund before its payment; kept until it arrives',
    );
    await this.payments.keepEarlyRefund(tx, { ...refund, disputed }, this.clock.now());
  }

  private async applyEarlyRefund(tx: Tx, payment: PaymentEntity): Promise<void> {
    const paymentRef = payment.provider === 'stripe' ? payment.paymentIntentId : payment.providerPaymentId;
    if (payment.provider === 'simulated' || !paymentRef) return;
    const early = await this.payments.takeEarlyRefund(tx, payment.provider, paymentRef);
    if (!early) return;
    await this.apply(tx, payment, early.refundedCents, early.disputed);
  }

  private async apply(tx: Tx, payment: PaymentEntity, refundedCents: number | null, disputed: boolean): Promise<void> {
    if (!disputed && refundedCents !== null && refundedCents < payment.amountCents) {
      this.logger.info({ payment: payment.id }, 'partial refund; access kept');
      return;
    }
    await this.refunds.refund(tx, payment, { revokeWhenever: disputed });
  }
}
