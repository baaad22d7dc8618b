import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { BillingSubjects, PaymentStateEventSchema } from '@reto/contracts';
import { EventConsumers, type EventHandler } from '@reto/platform';
import { InsightsService } from './insights.service.js';

/** The durable consumer feeding the insights read model with billing's payment states. */
export const INSIGHTS_PAYMENTS_DURABLE = 'insights-from-payments';

/** Keeps the read model current from the live stream (each event once; the version guards order too). */
@Injectable()
export class InsightsEventsConsumer implements OnApplicationBootstrap {
  constructor(
    private readonly consumers: EventConsumers,
    private readonly insights: InsightsService,
  ) {}

  private readonly payments: EventHandler<typeof PaymentStateEventSchema> = {
    durable: INSIGHTS_PAYMENTS_DURABLE,
    subject: BillingSubjects.events.paymentState,
    schema: PaymentStateEventSchema,
    apply: (event, _manager, meta) => this.insights.applyPaymentState(meta.tx, event),
  };

  onApplicationBootstrap(): Promise<void> {
    return this.consumers.start([this.payments]);
  }
}
