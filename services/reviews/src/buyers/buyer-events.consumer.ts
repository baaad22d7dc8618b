import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { BillingSubjects, PaymentStateEventSchema } from '@reto/contracts';
import { EventConsumers, type EventHandler } from '@reto/platform';
import { BuyersService } from './buyers.service.js';

/**
 * Who is a buyer, from billing's one event about a payment (its whole, versioned state), in one
 * consumer: any arrival order, duplicate or replay ends the same.
 */
@Injectable()
export class BuyerEventsConsumer implements OnApplicationBootstrap {
  constructor(
    private readonly consumers: EventConsumers,
    private readonly buyers: BuyersService,
  ) {}

  readonly fromPaymentStates: EventHandler<typeof PaymentStateEventSchema> = {
    durable: 'buyers-from-payment-states',
    subject: BillingSubjects.events.paymentState,
    schema: PaymentStateEventSchema,
    apply: (event, _manager, { tx }) => this.buyers.stateChanged(tx, event),
  };

  onApplicationBootstrap(): Promise<void> {
    return this.consumers.start([this.fromPaymentStates]);
  }
}
