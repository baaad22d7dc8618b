import { z } from 'zod';
import { GENDERS } from './identity.js';
import { REMINDER_KINDS } from './reminders.js';

/**
 * The payloads of the events services exchange: facts other services react to,
 * `<service>.<entity>.<past-tense>.v1`, published through the publisher's outbox to JetStream (each
 * with a Nats-Msg-Id) and consumed exactly once. Their subjects are in the publisher's `<Service>Subjects.events`.
 */

/** The account an identity event is about: its id and its address. */
const AccountEventSchema = z.object({
  userId: z.number().int().positive(),
  email: z.email(),
});

export const UserRegisteredEventSchema = AccountEventSchema.extend({
  username: z.string(),
  gender: z.enum(GENDERS),
  timezone: z.string(),
  preApproved: z.boolean(),
  /** Verified at registration (the checkout proved the address); absent in older events: not verified. */
  emailVerified: z.boolean().default(false),
  registeredAt: z.iso.datetime(),
});
export type UserRegisteredEvent = z.output<typeof UserRegisteredEventSchema>;

export const UserEmailVerifiedEventSchema = AccountEventSchema.extend({
  preApproved: z.boolean(),
  verifiedAt: z.iso.datetime(),
});
export type UserEmailVerifiedEvent = z.output<typeof UserEmailVerifiedEventSchema>;

/** The account's address comes along: a consumer that has not seen the registration yet (another durable) can start from this. */
export const UserTimezoneChangedEventSchema = AccountEventSchema.extend({
  timezone: z.string(),
  changedAt: z.iso.datetime(),
});
export type UserTimezoneChangedEvent = z.output<typeof UserTimezoneChangedEventSchema>;

/**
 * The member's access as the challenge service now sees it, after any enrolment was granted,
 * revoked, or linked to the account. `accessEndsAt` is the end of the latest enrolment's edition
 * (null: no access). Identity's `hasPaid` = accessEndsAt is in the future.
 */
export const AccessChangedEventSchema = z.object({
  userId: z.number().int().positive().nullable(),
  email: z.email(),
  accessEndsAt: z.iso.datetime().nullable(),
  changedAt: z.iso.datetime(),
});
export type AccessChangedEvent = z.output<typeof AccessChangedEventSchema>;

/**
 * A member marked an exercise done (published once per first completion of that exercise, in the same
 * transaction as the completion). The figures are the member's state right after it, so a consumer
 * (the trainer's insights, the community's day and streak beside a name) needs no query of its own.
 */
export const ExerciseCompletedEventSchema = z.object({
  userId: z.number().int().positive(),
  /** The enrolment's edition number (the one edition rule in editions.ts). */
  edition: z.number().int().positive(),
  exerciseId: z.number().int().positive(),
  unitId: z.number().int().positive(),
  /** The programme day (1-28) of the exercise's routine. */
  programmeDay: z.number().int().min(1).max(28),
  /** Every exercise of that day's routine is now done. */
  unitCompleted: z.boolean(),
  /** The member's challenge day (1-28) and streak after the completion. */
  challengeDay: z.number().int().min(1).max(28),
  streak: z.number().int().nonnegative(),
  completedAt: z.iso.datetime(),
});
export type ExerciseCompletedEvent = z.output<typeof ExerciseCompletedEventSchema>;

/** A member's one answer to an edition's satisfaction check-in (published with it, once). */
export const SurveyAnsweredEventSchema = z.object({
  userId: z.number().int().positive(),
  edition: z.number().int().positive(),
  satisfaction: z.number().int().min(1).max(5),
  recommend: z.boolean(),
  answeredAt: z.iso.datetime(),
});
export type SurveyAnsweredEvent = z.output<typeof SurveyAnsweredEventSchema>;

/**
 * An enrolment as it now stands, published with each change of it (granted, linked to the account
 * that proved its address, revoked, restored): its edition, its account (null until one holds it)
 * and whether it gives the edition. A consumer keeps the latest `changedAt`, so any order ends the same.
 */
export const EnrolmentChangedEventSchema = z.object({
  enrolmentId: z.uuid(),
  userId: z.number().int().positive().nullable(),
  edition: z.number().int().positive(),
  live: z.boolean(),
  changedAt: z.iso.datetime(),
});
export type EnrolmentChangedEvent = z.output<typeof EnrolmentChangedEventSchema>;

export const PAYMENT_PROVIDERS = ['stripe', 'simulated', 'shopify'] as const;

export const PaymentSucceededEventSchema = z.object({
  paymentId: z.string().min(1),
  email: z.email(),
  amountCents: z.number().int().nonnegative(),
  currency: z.string().length(3),
  provider: z.enum(PAYMENT_PROVIDERS),
  paidAt: z.iso.datetime(),
});
export type PaymentSucceededEvent = z.output<typeof PaymentSucceededEventSchema>;

export const PaymentRefundedEventSchema = z.object({
  paymentId: z.string().min(1),
  email: z.email(),
  refundedAt: z.iso.datetime(),
});
export type PaymentRefundedEvent = z.output<typeof PaymentRefundedEventSchema>;

/**
 * What a payment's provider facts add up to: `paid` gives access; a refund that returned the whole
 * price within the guarantee, an open or lost chargeback, a test order, an order not paid yet, a
 * payment that was not the price, or a second payment for an edition already bought give none.
 */
export const PAYMENT_STATES = ['paid', 'refunded', 'disputed', 'test', 'pending', 'discrepancy', 'second'] as const;
export type PaymentStateName = (typeof PAYMENT_STATES)[number];

/**
 * Why money went back, as a code (never the provider's free text, which may name a person): the
 * reason Stripe's refund gives, the trainer's refund of a second payment or of a payment that was
 * not the price, or none given (a store refund, the test tool, a Stripe refund without one).
 */
export const REFUND_REASONS = [
  'requested_by_customer',
  'duplicate',
  'fraudulent',
  'second_payment',
  'price_mismatch',
  'not_given',
] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];

/**
 * A payment's whole state, from the one authority on it (billing's ledger of provider facts). The
 * version grows with every change, so a consumer applies the highest it has seen and any arrival
 * order, duplicate or replay of these events ends the same.
 */
export const PaymentStateEventSchema = z.object({
  paymentId: z.string().min(1),
  version: z.number().int().positive(),
  email: z.email(),
  provider: z.enum(PAYMENT_PROVIDERS),
  state: z.enum(PAYMENT_STATES),
  /** Whether this payment gives its edition now. */
  access: z.boolean(),
  amountCents: z.number().int().nonnegative(),
  refundedCents: z.number().int().nonnegative(),
  /** The reasons its refunds gave, each once, oldest first; `not_given` when none did (events published before it carry none). */
  refundReasons: z.array(z.enum(REFUND_REASONS)).default([]),
  currency: z.string().length(3),
  paidAt: z.iso.datetime(),
});
export type PaymentStateEvent = z.output<typeof PaymentStateEventSchema>;

/**
 * Visits of the sales page, as a gateway replica counted them: a random id of its own (so a
 * redelivery counts once), the UTC day and how many (events written before the gateway counted in
 * turns name one visit each and carry no count). Nothing about the visitors: no address, no agent,
 * no cookie.
 */
export const LandingVisitedEventSchema = z.strictObject({
  visitId: z.uuid(),
  day: z.iso.date(),
  visits: z.number().int().min(1).max(100_000_000).default(1),
});
export type LandingVisitedEvent = z.output<typeof LandingVisitedEventSchema>;

/**
 * A checkout created by billing: a random id of its own (so a redelivery counts once), the edition
 * its payment would buy and the UTC day. Nothing about the buyer: no address, name or amount.
 */
export const CheckoutStartedEventSchema = z.strictObject({
  checkoutId: z.uuid(),
  edition: z.number().int().positive(),
  day: z.iso.date(),
});
export type CheckoutStartedEvent = z.output<typeof CheckoutStartedEventSchema>;

/**
 * A subscription's renewal turned off (the member cancelled: it ends with the period paid for) or
 * back on, published by billing with the change: billing's id of the subscription (so the latest
 * `changedAt` wins in any order), the edition its current period pays for (the last one it gives
 * when it does not renew) and the UTC time. Nothing about the member.
 */
export const RenewalChangedEventSchema = z.strictObject({
  subscriptionId: z.uuid(),
  edition: z.number().int().positive(),
  renews: z.boolean(),
  changedAt: z.iso.datetime(),
});
export type RenewalChangedEvent = z.output<typeof RenewalChangedEventSchema>;

/**
 * A reminder challenge sent (by e-mail, Web Push or both), published with its delivery: a random id
 * of its own (so a redelivery counts once), the kind, and the edition and programme day it was
 * about. Nothing about the member.
 */
export const ReminderSentEventSchema = z.strictObject({
  reminderId: z.uuid(),
  kind: z.enum(REMINDER_KINDS),
  edition: z.number().int().positive(),
  day: z.number().int().min(1).max(28),
});
export type ReminderSentEvent = z.output<typeof ReminderSentEventSchema>;
