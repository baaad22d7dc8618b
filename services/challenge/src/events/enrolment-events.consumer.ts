import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import {
  PaymentStateEventSchema,
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
 * The events that grant or take access: a payment's state enrols or revokes (by e-mail: the account
 * may not exist yet), an account's verified e-mail (at registration through the checkout, or later
 * through the e-mailed link) links that e-mail's payments and enrols a pre-approved e-mail. An
 * unverified registration attaches nothing. Both take the address's lock, so a verification and a
 * payment applied at the same instant always end linked.
 */
@Injectable()
export class EnrolmentEventsConsumer implements OnApplicationBootstrap {
  constructor(
    private readonly consumers: EventConsumers,
    private readonly enrolments: EnrolmentsService,
  ) {}

  /** The one consumer access follows: each payment's whole state, the highest version winning. */
  readonly fromPaymentStates: EventHandler<typeof PaymentStateEventSchema> = {
    durable: 'access-from-payment-states',
    subject: BillingSubjects.events.paymentState,
    schema: PaymentStateEventSchema,
    apply: async (event, _manager, { tx }) => {
      await this.enrolments.applyPaymentState(tx, event, paymentSourceId(event.paymentId));
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

  onApplicationBootstrap(): Promise<void> {
    return this.consumers.start([this.fromPaymentStates, this.fromRegistrations, this.fromVerifiedEmails] as Array<
      EventHandler<never>
    >);
  }
}
