import { Injectable } from '@nestjs/common';
import type { Tx } from '@reto/platform';
import { IsNull } from 'typeorm';
import { BuyerPaymentEntity } from './buyer-payment.entity.js';

/** The buyers' projection: payments by e-mail, written by the event consumer and read inside transactions. */
@Injectable()
export class BuyersRepository {
  /** This e-mail's latest payment that was not refunded (its purchase), or null: not a buyer. */
  async purchaseOf(tx: Tx, email: string): Promise<string | null> {
    const payment = await tx.manager.getRepository(BuyerPaymentEntity).findOne({
      where: { email: email.trim().toLowerCase(), refundedAt: IsNull() },
      order: { paidAt: 'DESC', paymentId: 'DESC' },
    });
    return payment?.paymentId ?? null;
  }

  async recordPayment(tx: Tx, paymentId: string, email: string, paidAt: Date): Promise<void> {
    await tx.manager
      .createQueryBuilder()
      .insert()
      .into(BuyerPaymentEntity)
      .values({ paymentId, email: email.trim().toLowerCase(), paidAt, refundedAt: null })
      .orIgnore()
      .execute();
  }

  /** A refund within the guarantee: that payment no longer makes its e-mail a buyer. */
  async recordRefund(tx: Tx, paymentId: string, email: string, refundedAt: Date): Promise<void> {
    await tx.manager
      .createQueryBuilder()
      .insert()
      .into(BuyerPaymentEntity)
      .values({ paymentId, email: email.trim().toLowerCase(), paidAt: refundedAt, refundedAt })
      .orUpdate(['refunded_at'], ['payment_id'])
      .execute();
  }
}
