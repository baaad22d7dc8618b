import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import {
  EventSubjects,
  PaymentRefundedEventSchema,
  PaymentSucceededEventSchema,
  UserRegisteredEventSchema,
} from '@reto/contracts';
import { EventConsumers, type EventHandler } from '@reto/platform';
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
    private readonly consumers: EventConsumers,
    private readonly enrolments: EnrolmentsService,
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

  onApplicationBootstrap(): Promise<void> {
    return this.consumers.start([this.fromPayments, this.fromRegistrations, this.fromRefunds] as Array<
      EventHandler<never>
    >);
  }
}
