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

/** The repository's writes that take a batch of one feed's events. */
type FeedWrite = {
  [K in keyof InsightsRepository]: InsightsRepository[K] extends (tx: Tx, events: never[]) => Promise<void> ? K : never;
}[keyof InsightsRepository];

/** A feed whose events the repository's `write` keeps (the live consumer's one event, a rebuild's batch alike). */
const feed = <S extends z.ZodType>(
  subject: string,
  schema: S,
  durable: string,
  write: FeedWrite,
  rebuild?: InsightsFeed<S>['rebuild'],
) =>
  ({
    subject,
    schema,
    durable,
    apply: (repository, tx, events) => (repository[write] as (tx: Tx, events: unknown[]) => Promise<void>)(tx, events),
    rebuild,
  }) as InsightsFeed<S> as unknown as InsightsFeed;

/** Every event "Resultados" reads (infra/nats/permissions.mjs names the same durables). */
export const INSIGHTS_FEEDS: readonly InsightsFeed[] = [
  feed(BillingSubjects.events.paymentState, PaymentStateEventSchema, INSIGHTS_PAYMENTS_DURABLE, 'applyPaymentStates'),
  feed(GatewaySubjects.events.landingVisited, LandingVisitedEventSchema, INSIGHTS_VISITS_DURABLE, 'applyVisits'),
  feed(
    BillingSubjects.events.checkoutStarted,
    CheckoutStartedEventSchema,
    INSIGHTS_CHECKOUTS_DURABLE,
    'applyCheckouts',
  ),
  feed(
    ChallengeSubjects.events.exerciseCompleted,
    ExerciseCompletedEventSchema,
    INSIGHTS_COMPLETIONS_DURABLE,
    'applyCompletions',
    () => new CompletionsFold(),
  ),
  feed(
    ChallengeSubjects.events.surveyAnswered,
    SurveyAnsweredEventSchema,
    INSIGHTS_SURVEY_DURABLE,
    'applySurveyAnswers',
  ),
  feed(
    ChallengeSubjects.events.enrolmentChanged,
    EnrolmentChangedEventSchema,
    INSIGHTS_ENROLMENTS_DURABLE,
    'applyEnrolments',
  ),
  feed(
    BillingSubjects.events.renewalChanged,
    RenewalChangedEventSchema,
    INSIGHTS_RENEWALS_DURABLE,
    'applyRenewalChanges',
  ),
  feed(ChallengeSubjects.events.reminderSent, ReminderSentEventSchema, INSIGHTS_REMINDERS_DURABLE, 'applyReminders'),
  feed(ReviewsSubjects.events.reviewState, ReviewStateEventSchema, INSIGHTS_REVIEWS_DURABLE, 'applyReviewStates'),
];

/** The one-pass consumers a rebuild reads each publisher's whole stream through (as infra/nats/permissions.mjs names them). */
export const INSIGHTS_REBUILD_DURABLES = {
  billing: 'insights-rebuild-billing',
  gateway: 'insights-rebuild-gateway',
  challenge: 'insights-rebuild-challenge',
  reviews: 'insights-rebuild-reviews',
} as const satisfies Partial<Record<AppName, string>>;
