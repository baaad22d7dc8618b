import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { EventSubjects, PaymentRefundedEventSchema, PaymentSucceededEventSchema } from '@reto/contracts';
import {
  consumeExactlyOnce,
  EventBus,
  LOGGER,
  SERVICE_CONFIG,
  type EventHandler,
  type ServiceConfig,
} from '@reto/platform';
import type { Logger } from 'pino';
import type { DataSource } from 'typeorm';
import { BuyersRepository } from './buyers.repository.js';

/**
 * Who is a buyer, from billing's events (exactly once each): a payment makes its e-mail a buyer, a
 * refund within the guarantee takes that payment away. A buyer's review is published at once.
 */
@Injectable()
export class BuyerEventsConsumer implements OnApplicationBootstrap {
  constructor(
    private readonly bus: EventBus,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly buyers: BuyersRepository,
    @Inject(LOGGER) private readonly logger: Logger,
    @Inject(SERVICE_CONFIG) private readonly config: ServiceConfig,
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

  async onApplicationBootstrap(): Promise<void> {
    for (const handler of [this.fromPayments, this.fromRefunds] as Array<EventHandler<never>>) {
      await consumeExactlyOnce(this.bus, this.dataSource, this.logger, handler, this.config.NATS_SUBJECT_PREFIX);
    }
  }
}
