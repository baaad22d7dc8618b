import { Field, Float, Int, ObjectType } from '@nestjs/graphql';
import { ExerciseContentOutput, ExerciseUnitOutput, PrescriptionOutput } from '../../challenge/dto/challenge.output.js';

@ObjectType('PreApprovedEmail')
export class PreApprovedEmailOutput {
  @Field() email!: string;
}

@ObjectType('PreApprovedImportReport')
export class ImportReportOutput {
  @Field(() => [String]) added!: string[];
  @Field(() => [String], { description: 'Already listed.' }) skipped!: string[];
  @Field(() => [String]) invalid!: string[];
}

@ObjectType('PreApprovedRemoveReport')
export class RemoveReportOutput {
  @Field(() => [String]) removed!: string[];
  @Field(() => [String], { description: 'Were not listed.' }) missing!: string[];
}

@ObjectType('AdminExercise')
export class AdminExerciseOutput extends ExerciseContentOutput {
  @Field({ description: "The asked gender's video, else the generic one ('' when none)." }) videoId!: string;
}

/** A unit with every exercise of it, for the trainer's videos and prescriptions. */
@ObjectType('AdminWorkoutUnit')
export class AdminWorkoutUnitOutput extends ExerciseUnitOutput {
  @Field(() => [AdminExerciseOutput]) exercises!: AdminExerciseOutput[];
}

@ObjectType('VideoUpdate')
export class VideoUpdateOutput {
  @Field() success!: boolean;
  @Field(() => Int) exerciseId!: number;
  @Field() gender!: string;
  @Field() videoId!: string;
}

@ObjectType('PrescriptionUpdate')
export class PrescriptionUpdateOutput extends PrescriptionOutput {
  @Field() success!: boolean;
  @Field(() => Int) exerciseId!: number;
}

@ObjectType('CacheVersion')
export class CacheVersionOutput {
  @Field() cacheVersion!: string;
}

@ObjectType('AdminMagicLink')
export class MagicLinkOutput {
  @Field() magicLink!: string;
  @Field() username!: string;
  @Field() expiresAt!: string;
}

@ObjectType('AuditActor')
export class AuditActorOutput {
  @Field(() => Int) id!: number;
  @Field() username!: string;
}

@ObjectType('AuditEntry')
export class AuditEntryOutput {
  @Field(() => Int) id!: number;
  @Field() action!: string;
  @Field(() => AuditActorOutput) actor!: AuditActorOutput;
  @Field() target!: string;
  @Field(() => String, { nullable: true, description: 'JSON text of the state before.' }) before!: string | null;
  @Field(() => String, { nullable: true, description: 'JSON text of the state after.' }) after!: string | null;
  @Field(() => String, { nullable: true }) requestId!: string | null;
  @Field() at!: string;
}

@ObjectType('AuditPage')
export class AuditPageOutput {
  @Field(() => [AuditEntryOutput]) entries!: AuditEntryOutput[];
  @Field(() => Int, { nullable: true }) nextBefore!: number | null;
}

/** The edition an enrolment is for, with its dates. */
@ObjectType({ isAbstract: true })
export abstract class EnrolledEditionOutput {
  @Field(() => Int) editionNumber!: number;
  @Field() startDate!: string;
  @Field() endDate!: string;
}

@ObjectType('MemberEnrolment')
export class MemberEnrolmentOutput extends EnrolledEditionOutput {
  @Field() id!: string;
  @Field({ description: 'payment | store | pre_approved | admin | demo' }) source!: string;
  @Field() revoked!: boolean;
}

@ObjectType('AdminMember')
export class AdminMemberOutput {
  @Field(() => Int) id!: number;
  @Field() username!: string;
  @Field() email!: string;
  @Field() gender!: string;
  @Field() timezone!: string;
  @Field() timezoneLabel!: string;
  @Field() hasPaid!: boolean;
  @Field() createdAt!: string;
  @Field({ description: 'none | not_started | active | ended' }) accessStatus!: string;
  @Field(() => Int) day!: number;
  @Field(() => Int) streak!: number;
  @Field(() => Int) progress!: number;
  @Field(() => [MemberEnrolmentOutput]) enrolments!: MemberEnrolmentOutput[];
}

@ObjectType('AdminMemberPage')
export class AdminMemberPageOutput {
  @Field(() => Int) total!: number;
  @Field(() => [AdminMemberOutput]) members!: AdminMemberOutput[];
}

@ObjectType('GrantedAccess')
export class GrantedAccessOutput extends EnrolledEditionOutput {
  @Field() enrolmentId!: string;
}

@ObjectType('RevokedAccess')
export class RevokedAccessOutput {
  @Field() success!: boolean;
  @Field() enrolmentId!: string;
}

/** A payment as billing recorded it: the fields every admin view of one shows. */
@ObjectType({ isAbstract: true })
export abstract class RecordedPaymentOutput {
  @Field() paymentId!: string;
  @Field({ description: 'stripe | shopify | simulated' }) provider!: string;
  @Field() providerPaymentId!: string;
  @Field(() => Int) amountCents!: number;
  @Field({ description: 'Lower-case ISO 4217, as the provider paid it.' }) currency!: string;
  @Field() paidAt!: string;
}

@ObjectType('Discrepancy', {
  description: 'A payment that was not the price: it granted nothing until the trainer settles it.',
})
export class DiscrepancyOutput extends RecordedPaymentOutput {
  @Field({
    description:
      'discrepancy (paid, not the price: grant or refund it) | test (a store test order) | pending (a store order not paid): none of them granted access',
  })
  kind!: string;
  @Field() email!: string;
}

@ObjectType('AddressPayment')
export class AddressPaymentOutput extends RecordedPaymentOutput {
  @Field({ description: 'succeeded | refunded | disputed | discrepancy | test | pending | second' }) status!: string;
  @Field(() => Int, { description: 'the version of the state billing last published for it' }) stateVersion!: number;
  @Field({ description: 'the state gives access' }) access!: boolean;
  @Field(() => Int) refundedCents!: number;
  @Field(() => String, { nullable: true }) refundedAt!: string | null;
}

@ObjectType('AddressCheckout')
export class AddressCheckoutOutput {
  @Field() subscriptionId!: string;
  @Field({ description: 'stripe | simulated' }) provider!: string;
  @Field({ description: "the provider's words: incomplete, active, past_due, canceled, …" }) status!: string;
  @Field(() => Int, { nullable: true, description: 'the edition its first payment buys' }) editionNumber!:
    number | null;
  @Field(() => Int) amountCents!: number;
  @Field() currency!: string;
  @Field(() => String, { nullable: true }) currentPeriodEnd!: string | null;
  @Field() cancelAtPeriodEnd!: boolean;
  @Field() startedAt!: string;
}

@ObjectType('AddressEnrolment')
export class AddressEnrolmentOutput {
  @Field() enrolmentId!: string;
  @Field(() => Int) editionNumber!: number;
  @Field({ description: 'payment | pre_approved | admin | demo' }) source!: string;
  @Field(() => String, { nullable: true, description: 'the payment it came from' }) paymentId!: string | null;
  @Field(() => Int, { nullable: true, description: "the payment's state version challenge applied" })
  appliedStateVersion!: number | null;
  @Field(() => Int, { nullable: true, description: 'null while no account proved the address' }) userId!: number | null;
  @Field(() => String, { nullable: true }) revokedAt!: string | null;
}

@ObjectType('AddressLookup')
export class AddressLookupOutput {
  @Field() email!: string;
  @Field(() => [AddressCheckoutOutput]) checkouts!: AddressCheckoutOutput[];
  @Field(() => [AddressPaymentOutput]) payments!: AddressPaymentOutput[];
  @Field(() => [AddressEnrolmentOutput]) enrolments!: AddressEnrolmentOutput[];
  @Field(() => Int, { nullable: true, description: 'the account whose verification proved the address' })
  verifiedBy!: number | null;
  @Field(() => Int, { description: 'how many nutrition plans are kept under the address' })
  nutritionPlans!: number;
}

@ObjectType('ResolvedDiscrepancy')
export class ResolvedDiscrepancyOutput {
  @Field() paymentId!: string;
  @Field({ description: 'succeeded (access granted) | refunded' }) status!: string;
}

@ObjectType('InsightsFunnel')
export class InsightsFunnelOutput {
  @Field(() => Int, { description: "the sales page's visits on the days whose purchases bought the edition" })
  visits!: number;
  @Field(() => Int, { description: 'checkouts started for the edition (a buyer may start more than one)' })
  checkoutsStarted!: number;
  @Field(() => Int, { description: 'payments that bought the edition (refunded and disputed ones included)' })
  paid!: number;
  @Field(() => Int) refunded!: number;
  @Field(() => Int) disputed!: number;
  @Field(() => Int, { description: "members who marked an exercise done on the edition's first day" })
  activeDay1!: number;
  @Field(() => Int, { description: "members who completed every training day's routine" })
  completedAll!: number;
  @Field(() => Int, { description: 'buyers of this edition who also bought the next one' })
  renewed!: number;
  @Field(() => Int, {
    description: 'subscriptions paying for this edition whose renewal the member turned off (they end with it)',
  })
  cancelled!: number;
}

@ObjectType('InsightsMemberDays', {
  description: 'One member of the heatmap: the programme days whose routine they completed',
})
export class InsightsMemberDaysOutput {
  @Field(() => Int) userId!: number;
  @Field(() => [Int]) days!: number[];
}

@ObjectType('InsightsAtRisk', {
  description: 'A member (enrolled, or who trained) who missed two or more training days in a row up to yesterday',
})
export class InsightsAtRiskOutput {
  @Field(() => Int) userId!: number;
  @Field(() => Int) missedInARow!: number;
  @Field(() => Int, { nullable: true }) lastCompletedDay!: number | null;
}

@ObjectType('InsightsMoney', { description: "One currency's money for an edition, in minor units" })
export class InsightsMoneyOutput {
  @Field() currency!: string;
  @Field(() => Int) payments!: number;
  @Field(() => Float) grossCents!: number;
  @Field(() => Float) refundsCents!: number;
  @Field(() => Float) disputesCents!: number;
  @Field(() => Float, { description: 'gross − refunds − disputes' }) netCents!: number;
}

@ObjectType('InsightsRefundReason', { description: 'How many payments of the edition a refund reason was given for' })
export class InsightsRefundReasonOutput {
  @Field({
    description:
      'requested_by_customer, duplicate, fraudulent, second_payment, price_mismatch or not_given (refunded, no reason given)',
  })
  reason!: string;
  @Field(() => Int) refunds!: number;
}

@ObjectType('InsightsSatisfaction', { description: "The edition's satisfaction check-in" })
export class InsightsSatisfactionOutput {
  @Field(() => Int) answers!: number;
  @Field(() => Int, { description: 'answers of 4 or 5' }) satisfied!: number;
  @Field(() => Int, { description: 'would recommend the challenge' }) recommend!: number;
}

@ObjectType('InsightsReviews', {
  description: 'The reviews written during the edition that are public',
})
export class InsightsReviewsOutput {
  @Field(() => Int) published!: number;
  @Field(() => Int, { description: 'with the "Compra verificada" badge' }) verified!: number;
  @Field(() => Float, { nullable: true, description: 'their mean rating, 1-5 (null: none)' })
  averageRating!: number | null;
}

@ObjectType('InsightsReminders', {
  description: 'Reminders sent about each programme day of the edition, by kind: 28 figures each, day 1 first',
})
export class InsightsRemindersOutput {
  @Field(() => [Int], { description: 'the daily reminder' }) daily!: number[];
  @Field(() => [Int], { description: 'the streak nudge' }) nudge!: number[];
}

@ObjectType('Insights')
export class InsightsOutput {
  @Field(() => Int) edition!: number;
  @Field(() => InsightsFunnelOutput) funnel!: InsightsFunnelOutput;
  @Field(() => InsightsSatisfactionOutput) satisfaction!: InsightsSatisfactionOutput;
  @Field(() => InsightsReviewsOutput) reviews!: InsightsReviewsOutput;
  @Field(() => [Int], { description: "members who completed each programme day's routine, day 1 first" })
  completionsPerDay!: number[];
  @Field(() => InsightsRemindersOutput) remindersPerDay!: InsightsRemindersOutput;
  @Field(() => Int, { description: 'members who marked at least one exercise done in the edition' })
  members!: number;
  @Field(() => [InsightsMemberDaysOutput]) heatmap!: InsightsMemberDaysOutput[];
  @Field(() => [InsightsAtRiskOutput], { description: 'the longest behind first, at most 500' })
  atRisk!: InsightsAtRiskOutput[];
  @Field(() => Int, { description: 'members at risk in all (enrolled members who never trained included)' })
  atRiskCount!: number;
  @Field(() => [InsightsMoneyOutput]) money!: InsightsMoneyOutput[];
  @Field(() => [InsightsRefundReasonOutput], { description: 'the commonest first' })
  refundReasons!: InsightsRefundReasonOutput[];
}
