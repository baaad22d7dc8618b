import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Tx } from '@reto/platform';
import { IsNull, type DataSource } from 'typeorm';
import { BuyerPaymentEntity } from './buyer-payment.entity.js';

/** The buyers' projection: payments by e-mail, written by the event consumer inside its transaction. */
@Injectable()
export class BuyersRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Whether this e-mail has a payment that was not refunded. */
  async isBuyer(email: string): Promise<boolean> {
    return this.dataSource.getRepository(BuyerPaymentEntity).exists({
      where: { email: email.trim().toLowerCase(), refundedAt: IsNull() },
    });
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
