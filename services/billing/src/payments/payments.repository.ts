import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  BillingSubjects,
  type AuditEvent,
  type PaymentRefundedEvent,
  type PaymentSucceededEvent,
} from '@reto/contracts';
import { appendAuditEvent, appendToOutbox, runInTransaction, type Tx } from '@reto/platform';
import { MoreThan, type DataSource } from 'typeorm';
import { EarlyRefundEntity } from './early-refund.entity.js';
import { PaymentEntity } from './payment.entity.js';

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

/**
 * The payment ledger. Every write takes the caller's transaction, so a payment (or a
 * refund) and its outbox row commit together and the relay publishes the event exactly then.
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

  /** Records a payment once per provider id and appends `billing.payment.succeeded.v1`; null when already known. */
  async recordSucceeded(tx: Tx, payment: NewPayment): Promise<PaymentEntity | null> {
    const saved = await this.insertOnce(tx, payment, 'succeeded');
    if (saved) await this.announcePaid(tx, saved);
    return saved;
  }

  /** The trainer grants what a discrepancy paid for: it becomes a payment like any other (the enrolment follows). */
  async grantDiscrepancy(tx: Tx, payment: PaymentEntity): Promise<void> {
    await tx.manager.update(PaymentEntity, { id: payment.id }, { status: 'succeeded' });
    await this.announcePaid(tx, payment);
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

  /** Records, once per provider id, a payment that does not match the price: kept for an operator, it grants nothing. */
  async recordDiscrepancy(tx: Tx, payment: NewPayment): Promise<PaymentEntity | null> {
    return this.insertOnce(tx, payment, 'discrepancy');
  }

  private async insertOnce(
    tx: Tx,
    payment: NewPayment,
    status: PaymentEntity['status'],
  ): Promise<PaymentEntity | null> {
    const inserted = await tx.manager
      .createQueryBuilder()
      .insert()
      .into(PaymentEntity)
      .values({
        provider: payment.provider,
        providerPaymentId: payment.providerPaymentId,
        email: payment.email.trim().toLowerCase(),
        amountCents: payment.amountCents,
        currency: payment.currency.toLowerCase(),
        paidAt: payment.paidAt,
        subscriptionId: payment.subscriptionId ?? null,
        providerCustomerId: payment.providerCustomerId ?? null,
        paymentIntentId: payment.paymentIntentId ?? null,
        status,
      })
      .orIgnore()
      .returning('*')
      .execute();
    const row = (inserted.raw as Array<{ id: string }>)[0];
    return row ? tx.manager.findOneByOrFail(PaymentEntity, { id: row.id }) : null;
  }

  /**
   * Marks a payment refunded. Within the guarantee period (or when `revoke` is forced) it appends
   * `billing.payment.refunded.v1`, which revokes the enrolment. Returns whether access was revoked.
   */
  async markRefunded(tx: Tx, payment: PaymentEntity, refundedAt: Date, revoke: boolean): Promise<boolean> {
    if (payment.status === 'refunded') return false;
    await tx.manager.update(PaymentEntity, { id: payment.id }, { status: 'refunded', refundedAt });
    // A discrepancy never granted access: there is nothing to revoke.
    if (!revoke || payment.status !== 'succeeded') return false;
    const event: PaymentRefundedEvent = {
      paymentId: payment.id,
      email: payment.email,
      refundedAt: refundedAt.toISOString(),
    };
    await appendToOutbox(tx.manager, BillingSubjects.events.paymentRefunded, event);
    return true;
  }

  /** The payments that were not the price and are not settled yet, newest first. */
  discrepancies(limit: number): Promise<PaymentEntity[]> {
    return this.dataSource.getRepository(PaymentEntity).find({
      where: { status: 'discrepancy' },
      order: { paidAt: 'DESC' },
      take: limit,
    });
  }

  findForUpdate(tx: Tx, id: string) {
    return tx.manager.findOne(PaymentEntity, { where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  /**
   * Keeps a refund (or a chargeback) of a payment not seen yet. The largest refund named wins, a
   * whole one (null) above all, and a dispute stays one: a retry or a smaller refund never undoes
   * what came before.
   */
  async keepEarlyRefund(
    tx: Tx,
    refund: Pick<EarlyRefundEntity, 'provider' | 'paymentRef' | 'refundedCents' | 'disputed'>,
    receivedAt: Date,
  ): Promise<void> {
    await tx.manager.query(
      `INSERT INTO billing.early_refunds (provider, payment_ref, refunded_cents, disputed, received_at)
       VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (provider, payment_ref) DO UPDATE SET
         refunded_cents = CASE WHEN early_refunds.refunded_cents IS NULL OR EXCLUDED.refunded_cents IS NULL THEN NULL
                               ELSE GREATEST(early_refunds.refunded_cents, EXCLUDED.refunded_cents) END,
         disputed = early_refunds.disputed OR EXCLUDED.disputed`,
      [refund.provider, refund.paymentRef, refund.refundedCents, refund.disputed, receivedAt],
    );
  }

  /** The refund kept for a payment that has now arrived, removed as it is taken; null when none came early. */
  async takeEarlyRefund(tx: Tx, provider: EarlyRefundEntity['provider'], paymentRef: string) {
    const early = await tx.manager.findOneBy(EarlyRefundEntity, { provider, paymentRef });
    if (early) await tx.manager.delete(EarlyRefundEntity, { id: early.id });
    return early;
  }

  findByProviderId(tx: Tx, provider: PaymentEntity['provider'], providerPaymentId: string) {
    return tx.manager.findOneBy(PaymentEntity, { provider, providerPaymentId });
  }

  findByPaymentIntent(tx: Tx, paymentIntentId: string) {
    return tx.manager.findOneBy(PaymentEntity, { provider: 'stripe', paymentIntentId });
  }

  latestForCustomer(tx: Tx, providerCustomerId: string) {
    return tx.manager.findOne(PaymentEntity, {
      where: { provider: 'stripe', providerCustomerId, status: 'succeeded' },
      order: { paidAt: 'DESC' },
    });
  }

  activeForEmail(tx: Tx, email: string) {
    return tx.manager.find(PaymentEntity, { where: { email, status: 'succeeded' }, order: { paidAt: 'DESC' } });
  }

  /** The e-mail's latest succeeded payment made after `since`. */
  latestPaidSince(email: string, since: Date): Promise<PaymentEntity | null> {
    return this.dataSource.getRepository(PaymentEntity).findOne({
      where: { email, status: 'succeeded', paidAt: MoreThan(since) },
      order: { paidAt: 'DESC' },
    });
  }
}
