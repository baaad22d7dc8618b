import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  EventSubjects,
  PaymentRefundedEventSchema,
  PaymentSucceededEventSchema,
  UserRegisteredEventSchema,
} from '@reto/contracts';
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
import { EnrolmentsService } from '../enrolments/enrolments.service.js';

/** Source ids: one enrolment per payment and per pre-approved registration. */
export const paymentSourceId = (paymentId: string) => `payment:${paymentId}`;
export const registrationSourceId = (userId: number) => `pre_approved:${userId}`;

/**
 * The events that grant or take access: a payment enrols (by e-mail: the account may not exist yet),
 * a registration links earlier payments and enrols a pre-approved e-mail, a refund revokes.
 */
@Injectable()
export class EnrolmentEventsConsumer implements OnApplicationBootstrap {
  constructor(
    private readonly bus: EventBus,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly enrolments: EnrolmentsService,
    @Inject(LOGGER) private readonly logger: Logger,
    @Inject(SERVICE_CONFIG) private readonly config: ServiceConfig,
  ) {}

  readonly fromPayments: EventHandler<typeof PaymentSucceededEventSchema> = {
    durable: 'enrol-from-payments',
    subject: EventSubjects.paymentSucceeded,
    schema: PaymentSucceededEventSchema,
    apply: async (event, _manager, { tx }) => {
      await this.enrolments.grantIn(tx, {
        email: event.email,
        userId: null,
        reason: 'payment',
        sourceId: paymentSourceId(event.paymentId),
      });
    },
  };

  readonly fromRegistrations: EventHandler<typeof UserRegisteredEventSchema> = {
    durable: 'enrol-from-registrations',
    subject: EventSubjects.userRegistered,
    schema: UserRegisteredEventSchema,
    apply: async (event, _manager, { tx }) => {
      await this.enrolments.linkIn(tx, event.email, event.userId);
      if (event.preApproved) {
        await this.enrolments.grantIn(tx, {
          email: event.email,
          userId: event.userId,
          reason: 'pre_approved',
          sourceId: registrationSourceId(event.userId),
        });
      }
    },
  };

  readonly fromRefunds: EventHandler<typeof PaymentRefundedEventSchema> = {
    durable: 'revoke-from-refunds',
    subject: EventSubjects.paymentRefunded,
    schema: PaymentRefundedEventSchema,
    apply: async (event, _manager, { tx }) => {
      await this.enrolments.revokeIn(tx, paymentSourceId(event.paymentId));
    },
  };

  async onApplicationBootstrap(): Promise<void> {
    for (const handler of [this.fromPayments, this.fromRegistrations, this.fromRefunds] as Array<EventHandler<never>>) {
      await consumeExactlyOnce(this.bus, this.dataSource, this.logger, handler, this.config.NATS_SUBJECT_PREFIX);
    }
  }
}
