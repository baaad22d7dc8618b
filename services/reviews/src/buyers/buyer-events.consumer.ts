import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { EventSubjects, PaymentRefundedEventSchema, PaymentSucceededEventSchema } from '@reto/contracts';
import { EventConsumers, type EventHandler } from '@reto/platform';
import { BuyersRepository } from './buyers.repository.js';

/**
 * Who is a buyer, from billing's events (exactly once each): a payment makes its e-mail a buyer, a
 * refund within the guarantee takes that payment away. A buyer's review is published at once.
 */
@Injectable()
export class BuyerEventsConsumer implements OnApplicationBootstrap {
  constructor(
    private readonly consumers: EventConsumers,
    private readonly buyers: BuyersRepository,
  ) {}

  readonly fromPayments: EventHandler<typeof PaymentSucceededEventSchema> = {
    durable: 'buyers-from-payments',
    subject: EventSubjects.paymentSucceeded,
    schema: PaymentSucceededEventSchema,
    apply: (event, manager) => this.buyers.recordPayment(manager, event.paymentId, event.email, new Date(event.paidAt)),
  };

  readonly fromRefunds: EventHandler<typeof PaymentRefundedEventSchema> = {
    durable: 'buyers-from-refunds',
    subject: EventSubjects.paymentRefunded,
    schema: PaymentRefundedEventSchema,
    apply: (event, manager) =>
      this.buyers.recordRefund(manager, event.paymentId, event.email, new Date(event.refundedAt)),
  };

  onApplicationBootstrap(): Promise<void> {
    return this.consumers.start([this.fromPayments, this.fromRefunds]);
  }
}
