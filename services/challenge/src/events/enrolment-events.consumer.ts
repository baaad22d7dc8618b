import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import {
  PaymentRefundedEventSchema,
  PaymentSucceededEventSchema,
  UserEmailVerifiedEventSchema,
  UserRegisteredEventSchema,
  IdentitySubjects,
  BillingSubjects,
} from '@reto/contracts';
import { EventConsumers, type EventHandler } from '@reto/platform';
import { EnrolmentsService } from '../enrolments/enrolments.service.js';

/** Source ids: one enrolment per payment and per pre-approved registration. */
export const paymentSourceId = (paymentId: string) => `payment:${paymentId}`;
export const registrationSourceId = (userId: number) => `pre_approved:${userId}`;

const verifiedAccount = (event: { email: string; userId: number; preApproved: boolean }) => ({
  email: event.email,
  userId: event.userId,
  preApproved: event.preApproved,
  preApprovedSourceId: registrationSourceId(event.userId),
});

/**
 * The events that grant or take access: a payment enrols (by e-mail: the account may not exist yet),
 * an account's verified e-mail (at registration through the checkout, or later through the e-mailed
 * link) links that e-mail's payments and enrols a pre-approved e-mail, a refund revokes. An
 * unverified registration attaches nothing (an address typed is not an address owned).
 */
@Injectable()
export class EnrolmentEventsConsumer implements OnApplicationBootstrap {
  constructor(
    private readonly consumers: EventConsumers,
    private readonly enrolments: EnrolmentsService,
  ) {}

  readonly fromPayments: EventHandler<typeof PaymentSucceededEventSchema> = {
    durable: 'enrol-from-payments',
    subject: BillingSubjects.events.paymentSucceeded,
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
    subject: IdentitySubjects.events.userRegistered,
    schema: UserRegisteredEventSchema,
    apply: async (event, _manager, { tx }) => {
      if (event.emailVerified) await this.enrolments.attachVerifiedEmail(tx, verifiedAccount(event));
    },
  };

  readonly fromVerifiedEmails: EventHandler<typeof UserEmailVerifiedEventSchema> = {
    durable: 'enrol-from-verified-emails',
    subject: IdentitySubjects.events.userEmailVerified,
    schema: UserEmailVerifiedEventSchema,
    apply: async (event, _manager, { tx }) => {
      await this.enrolments.attachVerifiedEmail(tx, verifiedAccount(event));
    },
  };

  readonly fromRefunds: EventHandler<typeof PaymentRefundedEventSchema> = {
    durable: 'revoke-from-refunds',
    subject: BillingSubjects.events.paymentRefunded,
    schema: PaymentRefundedEventSchema,
    apply: async (event, _manager, { tx }) => {
      await this.enrolments.revokeIn(tx, paymentSourceId(event.paymentId));
    },
  };

  onApplicationBootstrap(): Promise<void> {
    return this.consumers.start([
      this.fromPayments,
      this.fromRegistrations,
      this.fromVerifiedEmails,
      this.fromRefunds,
    ] as Array<EventHandler<never>>);
  }
}
