import { Inject, Injectable } from '@nestjs/common';
import type { RefundReason } from '@reto/contracts';
import { Clock, LOGGER, type Tx } from '@reto/platform';
import type { Logger } from 'pino';
import { BILLING_CONFIG, type BillingConfig } from '../billing.config.js';
import type { PaymentEntity, PaymentBasis } from './payment.entity.js';
import { derivePaymentState } from './payment-state.js';
import { PaymentsRepository, paymentRefOf, type NewFact, type NewPayment } from './payments.repository.js';
import { PriceCheck } from './price-check.service.js';
import { PurchasesRepository } from '../purchases/purchases.repository.js';

/** What the provider says of an order that is not (yet) money: a test order, or one not paid. */
export type UnpaidBasis = Extract<PaymentBasis, 'test' | 'pending'>;

/**
 * The one authority on what a payment gives, for every provider: it keeps the provider's facts (the
 * payment and what the provider said it is, each refund with its amount, each step of a dispute),
 * derives the payment's whole state from all of them as a set, and publishes it with a growing
 * version whenever it changes. A fact that arrives before its payment waits in the ledger, so any
 * arrival order, duplicate or replay ends in the same state. Each write joins the caller's
 * transaction (the one that marks the provider's event processed) and holds the payment's lock.
 */
@Injectable()
export class PaymentsLedger {
  constructor(
    private readonly payments: PaymentsRepository,
    private readonly purchases: PurchasesRepository,
    private readonly priceCheck: PriceCheck,
    private readonly clock: Clock,
    @Inject(BILLING_CONFIG) private readonly config: BillingConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /**
   * A provider's payment (or, with `unpaid`, an order that moved no money yet); returns whether it
   * was the price. An order first seen unpaid becomes paid when the provider says so; a late
   * "pending" never undoes a payment. A payment at the price for `edition` claims the e-mail's
   * purchase of it; when another payment has it already, this one is a second payment: recorded, it
   * grants nothing and waits for the trainer's refund.
   */
  async paid(
    tx: Tx,
    payment: NewPayment,
    { unpaid, edition }: { unpaid?: UnpaidBasis; edition?: number | null } = {},
  ): Promise<boolean> {
    await this.payments.lockRef(tx, payment.provider, paymentRefOf(payment));
    const atPrice = await this.priceCheck.isThePrice(payment.amountCents, payment.currency);
    let basis: PaymentBasis = unpaid ?? (atPrice ? 'paid' : 'discrepancy');
    if (basis === 'discrepancy') {
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
    let saved = await this.payments.insertOnce(tx, payment, basis);
    if (saved && basis === 'paid' && edition) {
      const owner = await this.purchases.claim(tx, saved.email, edition, saved.id, payment.paidAt);
      if (owner !== saved.id) {
        this.logger.warn({ payment: saved.id, first: owner, edition }, 'second payment for a purchase; to refund');
        basis = 'second';
        await this.payments.setBasis(tx, saved.id, basis);
        saved.basis = basis;
      }
    }
    if (!saved) {
      const known = await this.payments.findByProviderId(tx, payment.provider, payment.providerPaymentId);
      if (!known) return false;
      if (known.basis === 'pending' && basis !== 'pending') {
        await this.payments.setBasis(tx, known.id, basis, payment.paidAt);
        known.basis = basis;
        known.paidAt = payment.paidAt;
      }
      saved = known;
    }
    await this.settle(tx, saved);
    return basis === 'paid';
  }

  /** A refund or a dispute step the provider reports for the payment `fact.paymentRef` names (seen yet or not). */
  async fact(tx: Tx, fact: NewFact): Promise<void> {
    await this.payments.lockRef(tx, fact.provider, fact.paymentRef);
    await this.payments.addFact(tx, fact);
    const payments = await this.payments.byRef(tx, fact.provider, fact.paymentRef);
    if (!payments.length) {
      this.logger.info(
        { provider: fact.provider, paymentRef: fact.paymentRef, kind: fact.kind },
        'fact before its payment; kept until it arrives',
      );
    }
    for (const payment of payments) await this.settle(tx, payment);
  }

  /** The trainer grants what a discrepancy paid for: from now on a payment like any other. */
  async grant(tx: Tx, payment: PaymentEntity): Promise<void> {
    await this.payments.lockRef(tx, payment.provider, payment.paymentRef);
    await this.payments.setBasis(tx, payment.id, 'granted');
    await this.settle(tx, { ...payment, basis: 'granted' });
  }

  /** The whole amount given back outside the provider's webhooks (the trainer, the test tool): a refund fact of ours. */
  async refundWhole(tx: Tx, payment: PaymentEntity, factId: string, reason: RefundReason | null): Promise<void> {
    await this.fact(tx, {
      provider: payment.provider,
      paymentRef: payment.paymentRef,
      factId,
      kind: 'refund',
      amountCents: null,
      reason,
      occurredAt: this.clock.now(),
    });
  }

  /** Derives the payment's state from everything known; publishes it, with the next version, when it changed. */
  private async settle(tx: Tx, payment: PaymentEntity): Promise<void> {
    const current = (await this.payments.findForUpdate(tx, payment.id)) ?? payment;
    const facts = await this.payments.factsOf(tx, current.provider, current.paymentRef);
    const derived = derivePaymentState(current, facts, this.config.GUARANTEE_DAYS);
    const unchanged =
      current.stateVersion > 0 &&
      current.access === derived.access &&
      current.refundedCents === derived.refundedCents &&
      current.status === (derived.state === 'paid' ? 'succeeded' : derived.state);
    if (unchanged) return;
    const version = await this.payments.saveState(tx, current, derived, this.clock.now());
    this.logger.info({ payment: current.id, version, state: derived.state, access: derived.access }, 'payment state');
  }
}
