import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { PaymentRefundedEventSchema, PaymentSucceededEventSchema, BillingSubjects } from '@reto/contracts';
import { EventConsumers, type EventHandler } from '@reto/platform';
import { BuyersService } from './buyers.service.js';

/**
 * Who is a buyer, from billing's events (exactly once each): a payment makes its e-mail a buyer, a
 * refund within the guarantee takes that payment away. A buyer's review is published at once.
 */
@Injectable()
export class BuyerEventsConsumer implements OnApplicationBootstrap {
  constructor(
    private readonly consumers: EventConsumers,
    private readonly buyers: BuyersService,
  ) {}

  readonly fromPayments: EventHandler<typeof PaymentSucceededEventSchema> = {
    durable: 'buyers-from-payments',
    subject: BillingSubjects.events.paymentSucceeded,
    schema: PaymentSucceededEventSchema,
    apply: (event, _manager, { tx }) => this.buyers.paid(tx, event),
  };

  readonly fromRefunds: EventHandler<typeof PaymentRefundedEventSchema> = {
    durable: 'buyers-from-refunds',
    subject: BillingSubjects.events.paymentRefunded,
    schema: PaymentRefundedEventSchema,
    apply: (event, _manager, { tx }) => this.buyers.refunded(tx, event),
  };

  onApplicationBootstrap(): Promise<void> {
    return this.consumers.start([this.fromPayments, this.fromRefunds]);
  }
}
