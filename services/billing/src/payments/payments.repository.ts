import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  type RefundReason,
  BillingSubjects,
  type AuditEvent,
  type PaymentRefundedEvent,
  type PaymentStateEvent,
  type PaymentSucceededEvent,
} from '@reto/contracts';
import { appendAuditEvent, appendToOutbox, runInTransaction, type Tx } from '@reto/platform';
import { In, MoreThan, type DataSource } from 'typeorm';
import { PaymentFactEntity } from './payment-fact.entity.js';
import { PaymentEntity, statusOfState, type PaymentBasis } from './payment.entity.js';
import type { DerivedPaymentState } from './payment-state.js';

export interface NewPayment {
  provider: PaymentSucceededEvent['provider'];
  providerPaymentId: string;
  email: string;
  amountCents: number;
  currency: string;
  paidAt: Date;
  subscriptionId?: string | null;
  providerCustomerId?: string | null;
  paymentIntentId?: string | null;
}

export type NewFact = Pick<PaymentFactEntity, 'provider' | 'paymentRef' | 'factId' | 'kind' | 'occurredAt'> & {
  disputeId?: string | null;
  amountCents?: number | null;
  reason?: RefundReason | null;
};

/** The reference the provider's later facts name: Stripe's payment intent when there is one, else the payment's own id. */
export const paymentRefOf = (payment: Pick<NewPayment, 'provider' | 'providerPaymentId' | 'paymentIntentId'>) =>
  payment.provider === 'stripe' ? (payment.paymentIntentId ?? payment.providerPaymentId) : payment.providerPaymentId;

/**
 * The payment ledger: payments, the provider facts about them, and their published state. Every
 * write takes the caller's transaction, so a change and its outbox row commit together and the
 * relay publishes the event exactly then.
 */
@Injectable()
export class PaymentsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    return runInTransaction(this.dataSource, work);
  }

  async appendAudit(tx: Tx, event: Omit<AuditEvent, 'at'>, at: Date): Promise<void> {
    await appendAuditEvent(tx.manager, 'billing', event, at);
  }

  /**
   * Serialises, until the transaction ends, every change to the payment a provider reference names:
   * a refund and its payment applied at once by two consumers each see the other's committed row.
   */
  async lockRef(tx: Tx, provider: string, paymentRef: string): Promise<void> {
    await tx.manager.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [
      `billing.payment:${provider}:${paymentRef}`,
    ]);
  }

  /** Records a payment once per provider id with what the provider said it is; null when already known. */
  async insertOnce(tx: Tx, payment: NewPayment, basis: PaymentBasis): Promise<PaymentEntity | null> {
    const inserted = await tx.manager
      .createQueryBuilder()
      .insert()
      .into(PaymentEntity)
      .values({
        provider: payment.provider,
        providerPaymentId: payment.providerPaymentId,
        paymentRef: paymentRefOf(payment),
        email: payment.email.trim().toLowerCase(),
        amountCents: payment.amountCents,
        currency: payment.currency.toLowerCase(),
        paidAt: payment.paidAt,
        subscriptionId: payment.subscriptionId ?? null,
        providerCustomerId: payment.providerCustomerId ?? null,
        paymentIntentId: payment.paymentIntentId ?? null,
        basis,
        status: basis === 'paid' || basis === 'granted' ? 'succeeded' : basis,
        stateVersion: 0,
        access: false,
        refundedCents: 0,
      })
      .orIgnore()
      .returning('*')
      .execute();
    const row = (inserted.raw as Array<{ id: string }>)[0];
    return row ? tx.manager.findOneByOrFail(PaymentEntity, { id: row.id }) : null;
  }

  async setBasis(tx: Tx, id: string, basis: PaymentBasis, paidAt?: Date): Promise<void> {
    await tx.manager.update(PaymentEntity, { id }, { basis, ...(paidAt ? { paidAt } : {}) });
  }

  /**
   * Keeps a provider fact once per its id. A fact that restates a running total (Stripe's
   * `amount_refunded` on a charge) keeps the largest amount named, so a late, smaller one never
   * undoes a larger one; distinct facts (each store refund) add up.
   */
  async addFact(tx: Tx, fact: NewFact): Promise<void> {
    await tx.manager.query(
      `INSERT INTO billing.payment_facts
         (provider, payment_ref, fact_id, kind, dispute_id, amount_cents, occurred_at, reason)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
       ON CONFLICT (provider, payment_ref, fact_id) DO UPDATE SET
         amount_cents = CASE WHEN payment_facts.amount_cents IS NULL OR EXCLUDED.amount_cents IS NULL THEN NULL
                             ELSE GREATEST(payment_facts.amount_cents, EXCLUDED.amount_cents) END,
         occurred_at = LEAST(payment_facts.occurred_at, EXCLUDED.occurred_at),
         reason = coalesce(EXCLUDED.reason, payment_facts.reason)`,
      [
        fact.provider,
        fact.paymentRef,
        fact.factId,
        fact.kind,
        fact.disputeId ?? null,
        fact.amountCents ?? null,
        fact.occurredAt,
        fact.reason ?? null,
      ],
    );
  }

  factsOf(tx: Tx, provider: PaymentEntity['provider'], paymentRef: string): Promise<PaymentFactEntity[]> {
    return tx.manager.findBy(PaymentFactEntity, { provider, paymentRef });
  }

  byRef(tx: Tx, provider: PaymentEntity['provider'], paymentRef: string): Promise<PaymentEntity[]> {
    return tx.manager.findBy(PaymentEntity, { provider, paymentRef });
  }

  /**
   * Stores the payment's new state with the next version and appends `billing.payment.state.v1`
   * (the one event access follows). The older per-fact events still go to their consumers (the
   * receipt, the buyers of reviews): a payment that gives access for the first time, and one whose
   * access ends.
   */
  async saveState(tx: Tx, payment: PaymentEntity, derived: DerivedPaymentState, at: Date): Promise<number> {
    const version = payment.stateVersion + 1;
    const status = statusOfState(derived.state);
    await tx.manager.update(
      PaymentEntity,
      { id: payment.id },
      {
        status,
        access: derived.access,
        refundedCents: derived.refundedCents,
        stateVersion: version,
        refundedAt: derived.state === 'refunded' ? (payment.refundedAt ?? at) : payment.refundedAt,
      },
    );
    const event: PaymentStateEvent = {
      paymentId: payment.id,
      version,
      email: payment.email,
      provider: payment.provider,
      state: derived.state,
      access: derived.access,
      amountCents: payment.amountCents,
      refundedCents: derived.refundedCents,
      refundReasons: derived.refundReasons,
      currency: payment.currency,
      paidAt: payment.paidAt.toISOString(),
    };
    await appendToOutbox(tx.manager, BillingSubjects.events.paymentState, event);
    const firstAccess =
      derived.access && !payment.access && ['test', 'pending', 'discrepancy'].includes(payment.status);
    if (firstAccess || (derived.access && payment.stateVersion === 0)) await this.announcePaid(tx, payment);
    if (payment.access && !derived.access) await this.announceRefunded(tx, payment, at);
    return version;
  }

  private async announcePaid(tx: Tx, payment: PaymentEntity): Promise<void> {
    const event: PaymentSucceededEvent = {
      paymentId: payment.id,
      email: payment.email,
      amountCents: payment.amountCents,
      currency: payment.currency,
      provider: payment.provider,
      paidAt: payment.paidAt.toISOString(),
    };
    await appendToOutbox(tx.manager, BillingSubjects.events.paymentSucceeded, event);
  }

  private async announceRefunded(tx: Tx, payment: PaymentEntity, at: Date): Promise<void> {
    const event: PaymentRefundedEvent = { paymentId: payment.id, email: payment.email, refundedAt: at.toISOString() };
    await appendToOutbox(tx.manager, BillingSubjects.events.paymentRefunded, event);
  }

  /**
   * What the trainer must look at, newest first: payments that were not the price, store test
   * orders, unpaid orders, and second payments for an edition already bought (refunds to make).
   */
  toReview(limit: number): Promise<PaymentEntity[]> {
    return this.dataSource.getRepository(PaymentEntity).find({
      where: { status: In(['discrepancy', 'test', 'pending', 'second']) },
      order: { paidAt: 'DESC' },
      take: limit,
    });
  }

  /** An address's payments, newest first (the trainer's look-up: a buyer has a few). */
  ofEmail(email: string, limit: number): Promise<PaymentEntity[]> {
    return this.dataSource
      .getRepository(PaymentEntity)
      .find({ where: { email }, order: { paidAt: 'DESC' }, take: limit });
  }

  findForUpdate(tx: Tx, id: string) {
    return tx.manager.findOne(PaymentEntity, { where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  findByProviderId(tx: Tx, provider: PaymentEntity['provider'], providerPaymentId: string) {
    return tx.manager.findOneBy(PaymentEntity, { provider, providerPaymentId });
  }

  findByPaymentIntent(tx: Tx, paymentIntentId: string) {
    return tx.manager.findOneBy(PaymentEntity, { provider: 'stripe', paymentIntentId });
  }

  activeForEmail(tx: Tx, email: string) {
    return tx.manager.find(PaymentEntity, { where: { email, access: true }, order: { paidAt: 'DESC' } });
  }

  /** The e-mail's latest payment giving access made after `since`. */
  latestPaidSince(email: string, since: Date): Promise<PaymentEntity | null> {
    return this.dataSource.getRepository(PaymentEntity).findOne({
      where: { email, access: true, paidAt: MoreThan(since) },
      order: { paidAt: 'DESC' },
    });
  }
}
