import {
  type AppName,
  BillingSubjects,
  ChallengeSubjects,
  CheckoutStartedEventSchema,
  EnrolmentChangedEventSchema,
  ExerciseCompletedEventSchema,
  GatewaySubjects,
  LandingVisitedEventSchema,
  PaymentStateEventSchema,
  ReminderSentEventSchema,
  ReviewsSubjects,
  ReviewStateEventSchema,
  RenewalChangedEventSchema,
  SurveyAnsweredEventSchema,
} from '@reto/contracts';
import type { Tx } from '@reto/platform';
import type { z } from 'zod';
import { CompletionsFold } from './completions.fold.js';
import type { InsightsRepository } from './insights.repository.js';

/**
 * One event the read model is fed from: its subject and contract, the durable consumer that keeps
 * it current, and the set-based write both it and a rebuild use (the live consumer with one event,
 * the rebuild with a batch).
 */
export interface InsightsFeed<S extends z.ZodType = z.ZodType> {
  subject: string;
  schema: S;
  durable: string;
  apply(repository: InsightsRepository, tx: Tx, events: Array<z.output<S>>): Promise<void>;
  /**
   * How a rebuild writes an event that touches the same row again and again (a member's 24
   * completions): a fold of its own per rebuild, kept in memory batch by batch (one entry per row,
   * however many events touch it), then written at the end in slices, a bounded statement each.
   */
  rebuild?: () => InsightsFold<z.output<S>>;
}

/** A rebuild's events of one feed, kept aside until the whole history is read (see `InsightsFeed.rebuild`). */
export interface InsightsFold<E> {
  add(events: E[]): void;
  /** Writes what was kept, reporting each slice written (`progress`: one line of text). */
  write(repository: InsightsRepository, tx: Tx, progress: (line: string) => void): Promise<void>;
}

const feed = <S extends z.ZodType>(spec: InsightsFeed<S>) => spec as unknown as InsightsFeed;

/** The durable consumer feeding the insights read model with billing's payment states. */
export const INSIGHTS_PAYMENTS_DURABLE = 'insights-from-payments';
/** The durable consumer counting the sales page's visits the gateway publishes. */
export const INSIGHTS_VISITS_DURABLE = 'insights-from-visits';
/** The durable consumer counting the checkouts billing starts. */
export const INSIGHTS_CHECKOUTS_DURABLE = 'insights-from-checkouts';
/** The durable consumer keeping the members' completions challenge publishes. */
export const INSIGHTS_COMPLETIONS_DURABLE = 'insights-from-completions';
/** The durable consumer keeping the satisfaction check-in's answers. */
export const INSIGHTS_SURVEY_DURABLE = 'insights-from-survey';
/** The durable consumer keeping each enrolment's edition, account and state. */
export const INSIGHTS_ENROLMENTS_DURABLE = 'insights-from-enrolments';

/** The durable consumer keeping each subscription's renewal (off: the member cancelled). */
export const INSIGHTS_RENEWALS_DURABLE = 'insights-from-renewal-changes';
/** The durable consumer counting the reminders challenge sends. */
export const INSIGHTS_REMINDERS_DURABLE = 'insights-from-reminders';

/** The durable consumer keeping each written review's rating, edition, badge and whether it is public. */
export const INSIGHTS_REVIEWS_DURABLE = 'insights-from-reviews';

/** Every event "Resultados" reads (infra/nats/permissions.mjs names the same durables). */
export const INSIGHTS_FEEDS: readonly InsightsFeed[] = [
  feed({
    subject: BillingSubjects.events.paymentState,
    schema: PaymentStateEventSchema,
    durable: INSIGHTS_PAYMENTS_DURABLE,
    apply: (repository, tx, events) => repository.applyPaymentStates(tx, events),
  }),
  feed({
    subject: GatewaySubjects.events.landingVisited,
    schema: LandingVisitedEventSchema,
    durable: INSIGHTS_VISITS_DURABLE,
    apply: (repository, tx, events) => repository.applyVisits(tx, events),
  }),
  feed({
    subject: BillingSubjects.events.checkoutStarted,
    schema: CheckoutStartedEventSchema,
    durable: INSIGHTS_CHECKOUTS_DURABLE,
    apply: (repository, tx, events) => repository.applyCheckouts(tx, events),
  }),
  feed({
    subject: ChallengeSubjects.events.exerciseCompleted,
    schema: ExerciseCompletedEventSchema,
    durable: INSIGHTS_COMPLETIONS_DURABLE,
    apply: (repository, tx, events) => repository.applyCompletions(tx, events),
    rebuild: () => new CompletionsFold(),
  }),
  feed({
    subject: ChallengeSubjects.events.surveyAnswered,
    schema: SurveyAnsweredEventSchema,
    durable: INSIGHTS_SURVEY_DURABLE,
    apply: (repository, tx, events) => repository.applySurveyAnswers(tx, events),
  }),
  feed({
    subject: ChallengeSubjects.events.enrolmentChanged,
    schema: EnrolmentChangedEventSchema,
    durable: INSIGHTS_ENROLMENTS_DURABLE,
    apply: (repository, tx, events) => repository.applyEnrolments(tx, events),
  }),
  feed({
    subject: BillingSubjects.events.renewalChanged,
    schema: RenewalChangedEventSchema,
    durable: INSIGHTS_RENEWALS_DURABLE,
    apply: (repository, tx, events) => repository.applyRenewalChanges(tx, events),
  }),
  feed({
    subject: ChallengeSubjects.events.reminderSent,
    schema: ReminderSentEventSchema,
    durable: INSIGHTS_REMINDERS_DURABLE,
    apply: (repository, tx, events) => repository.applyReminders(tx, events),
  }),
  feed({
    subject: ReviewsSubjects.events.reviewState,
    schema: ReviewStateEventSchema,
    durable: INSIGHTS_REVIEWS_DURABLE,
    apply: (repository, tx, events) => repository.applyReviewStates(tx, events),
  }),
];

/** The one-pass consumers a rebuild reads each publisher's whole stream through (as infra/nats/permissions.mjs names them). */
export const INSIGHTS_REBUILD_DURABLES = {
  billing: 'insights-rebuild-billing',
  gateway: 'insights-rebuild-gateway',
  challenge: 'insights-rebuild-challenge',
  reviews: 'insights-rebuild-reviews',
} as const satisfies Partial<Record<AppName, string>>;
