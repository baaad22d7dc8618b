import { Injectable } from '@nestjs/common';
import type { PaymentRefundedEvent, PaymentSucceededEvent } from '@reto/contracts';
import type { Tx } from '@reto/platform';
import { BuyersRepository } from './buyers.repository.js';

/** Who is a buyer: a payment makes its e-mail one, a refund within the guarantee takes that payment away. */
@Injectable()
export class BuyersService {
  constructor(private readonly buyers: BuyersRepository) {}

  paid(tx: Tx, event: PaymentSucceededEvent): Promise<void> {
    return this.buyers.recordPayment(tx, event.paymentId, event.email, new Date(event.paidAt));
  }

  refunded(tx: Tx, event: PaymentRefundedEvent): Promise<void> {
    return this.buyers.recordRefund(tx, event.paymentId, event.email, new Date(event.refundedAt));
  }
}
