import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import {
  AdminSubjects,
  BillingSubjects,
  ChallengeSubjects,
  type CheckoutStartedEvent,
  editionByNumber,
  type EnrolmentChangedEvent,
  type ExerciseCompletedEvent,
  GatewaySubjects,
  type InsightsDto,
  LandingVisitedEventSchema,
  type PaymentStateEvent,
  type ReminderSentEvent,
  type ReviewStateEvent,
  ReviewsSubjects,
  type RenewalChangedEvent,
  type SurveyAnsweredEvent,
} from '@reto/contracts';
import { createLogger, EventBus, natsConnectionOptions } from '@reto/platform';
import { refusalOf, startServiceUnderTest, testAdminUrl, until, type ServiceUnderTest } from '@reto/platform/testing';
import pg from 'pg';
import type { z } from 'zod';
import { adminDatabase } from '../src/admin.database.js';
import {
  INSIGHTS_CHECKOUTS_DURABLE,
  INSIGHTS_COMPLETIONS_DURABLE,
  INSIGHTS_ENROLMENTS_DURABLE,
  INSIGHTS_FEEDS,
  INSIGHTS_PAYMENTS_DURABLE,
  INSIGHTS_REMINDERS_DURABLE,
  INSIGHTS_RENEWALS_DURABLE,
  INSIGHTS_REVIEWS_DURABLE,
  INSIGHTS_SURVEY_DURABLE,
  INSIGHTS_VISITS_DURABLE,
} from '../src/insights/insights-feeds.js';
import { InsightsRebuildService } from '../src/insights/insights-rebuild.service.js';

/**
 * The admin service's read model of "Resultados" on the real PostgreSQL and NATS (its own database
 * and subject prefix): a scripted edition of billing's payment states, the gateway's visits and
 * challenge's completions gives the funnel, the completions per day, the heatmap, the members at
 * risk and the money table exactly; the same events twice, out of order or replayed change nothing; a rebuild from the
 * stream gives the same figures.
 */
let admin: ServiceUnderTest;
let sql: pg.Client;
let nc: NatsConnection;
let billingBus: EventBus;
let gatewayBus: EventBus;
let challengeBus: EventBus;
let reviewsBus: EventBus;
/** Events published so far, per consumer that takes them. */
const published = {
  [INSIGHTS_PAYMENTS_DURABLE]: 0,
  [INSIGHTS_VISITS_DURABLE]: 0,
  [INSIGHTS_CHECKOUTS_DURABLE]: 0,
  [INSIGHTS_COMPLETIONS_DURABLE]: 0,
  [INSIGHTS_SURVEY_DURABLE]: 0,
  [INSIGHTS_ENROLMENTS_DURABLE]: 0,
  [INSIGHTS_RENEWALS_DURABLE]: 0,
  [INSIGHTS_REMINDERS_DURABLE]: 0,
  [INSIGHTS_REVIEWS_DURABLE]: 0,
};
const publishedInAll = () => Object.values(published).reduce((sum, count) => sum + count, 0);

/** What `npm run rebuild-insights -w @reto/admin` runs. */
const REBUILD_COMMAND = fileURLToPath(new URL('../dist/insights/rebuild-insights.js', import.meta.url));
const EDITION = 70;
/** The deployment lets a member join the running edition until the end of its day 5 (challenge and admin read it alike). */
const ENROL_CURRENT_UNTIL_DAY = 5;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Noon UTC of day `day` (1-28) of edition `edition`. */
const dayOf = (edition: number, day: number) =>
  new Date(Date.parse(`${editionByNumber(edition).startDate}T12:00:00Z`) + (day - 1) * DAY_MS).toISOString();

const state = (fields: Partial<PaymentStateEvent> & Pick<PaymentStateEvent, 'paymentId'>): PaymentStateEvent => ({
  version: 1,
  email: `${fields.paymentId}@example.com`,
  provider: 'stripe',
  state: 'paid',
  access: true,
  amountCents: 7800,
  refundedCents: 0,
  refundReasons: [],
  currency: 'usd',
  paidAt: dayOf(EDITION, 1),
  ...fields,
});

/**
 * A publisher's outbox relay sending events of `subject` (its bus, read when it sends), each delivery
 * with a message id of its own (a new outbox row), counted for the consumer that takes them.
 */
const relay = <E>(subject: string) => {
  const consumer = INSIGHTS_FEEDS.find((feed) => feed.subject === subject)!.durable as keyof typeof published;
  const publisher = subject.split('.')[0] as 'billing' | 'gateway' | 'challenge' | 'reviews';
  return async (event: E) => {
    const bus = { billing: billingBus, gateway: gatewayBus, challenge: challengeBus, reviews: reviewsBus }[publisher];
    await bus.publish(subject, event, `${consumer}-${randomUUID()}`);
    published[consumer] += 1;
  };
};
const publish = relay<PaymentStateEvent>(BillingSubjects.events.paymentState);
const publishVisit = relay<z.input<typeof LandingVisitedEventSchema>>(GatewaySubjects.events.landingVisited);
const publishCheckout = relay<CheckoutStartedEvent>(BillingSubjects.events.checkoutStarted);
const publishCompletion = relay<ExerciseCompletedEvent>(ChallengeSubjects.events.exerciseCompleted);
const publishAnswer = relay<SurveyAnsweredEvent>(ChallengeSubjects.events.surveyAnswered);
const publishEnrolment = relay<EnrolmentChangedEvent>(ChallengeSubjects.events.enrolmentChanged);
const publishRenewal = relay<RenewalChangedEvent>(BillingSubjects.events.renewalChanged);
const publishReminder = relay<ReminderSentEvent>(ChallengeSubjects.events.reminderSent);
const publishReview = relay<ReviewStateEvent>(ReviewsSubjects.events.reviewState);
const processed = async (consumer: keyof typeof published) =>
  Number(
    (await sql.query('SELECT count(*) FROM admin.processed_events WHERE consumer = $1', [consumer])).rows[0].count,
  );
/** Waits until the live consumers have taken every event published so far. */
const settled = () =>
  until(
    async () => {
      for (const [consumer, count] of Object.entries(published)) {
        if ((await processed(consumer as keyof typeof published)) !== count) return false;
      }
      return true;
    },
    { what: 'the insights consumers to catch up', timeoutMs: 20_000 },
  );
const insights = (edition: number | string) => admin.rpc.request<InsightsDto>(AdminSubjects.insights, { edition });

/**
 * The scripted edition: a paid sale, one refunded in full (its states arriving newest first), a
 * chargeback in pesos, a partial refund, a test order, a sale on day 5 (its buyer joins this edition,
 * as the setting says), and a sale on day 10 that buys the next edition.
 */
const script: PaymentStateEvent[] = [
  state({ paymentId: 'pay-ana' }),
  state({
    paymentId: 'pay-luis',
    version: 2,
    state: 'refunded',
    access: false,
    refundedCents: 7800,
    refundReasons: ['requested_by_customer'],
    paidAt: dayOf(EDITION, 2),
  }),
  state({ paymentId: 'pay-luis', paidAt: dayOf(EDITION, 2) }),
  state({ paymentId: 'pay-eva', currency: 'mxn', amountCents: 150_000, paidAt: dayOf(EDITION, 3) }),
  state({
    paymentId: 'pay-eva',
    version: 2,
    currency: 'mxn',
    amountCents: 150_000,
    state: 'disputed',
    access: false,
    paidAt: dayOf(EDITION, 3),
  }),
  state({ paymentId: 'pay-rosa', paidAt: dayOf(EDITION, 1) }),
  state({
    paymentId: 'pay-rosa',
    version: 2,
    refundedCents: 1000,
    refundReasons: ['not_given'],
    paidAt: dayOf(EDITION, 1),
  }),
  state({ paymentId: 'pay-test', state: 'test', access: false }),
  state({ paymentId: 'pay-day5', paidAt: dayOf(EDITION, ENROL_CURRENT_UNTIL_DAY) }),
  state({ paymentId: 'pay-next', paidAt: dayOf(EDITION, 10) }),
  // Ana renews on day 27 (her address written otherwise): the next edition's, and this one's renewal.
  state({ paymentId: 'pay-ana-renewal', email: 'Pay-Ana@Example.com', paidAt: dayOf(EDITION, 27) }),
];

/**
 * The sales page's visits: the days that sold this edition run from day 6 of the one before to day 5
 * of this one (the setting); a visit on day 6 is the next edition's. A gateway counts them in turns
 * (`visits`); the events written before it did name one visit each and carry no count.
 */
const visit = (edition: number, day: number, visits?: number): z.input<typeof LandingVisitedEventSchema> => ({
  visitId: randomUUID(),
  day: dayOf(edition, day).slice(0, 10),
  ...(visits === undefined ? {} : { visits }),
});
const visits = [
  visit(EDITION - 1, ENROL_CURRENT_UNTIL_DAY),
  visit(EDITION - 1, ENROL_CURRENT_UNTIL_DAY + 1, 3),
  visit(EDITION - 1, 28),
  visit(EDITION, 1, 25),
  visit(EDITION, ENROL_CURRENT_UNTIL_DAY),
  visit(EDITION, ENROL_CURRENT_UNTIL_DAY + 1, 40),
];

/**
 * The checkouts billing started, each for the edition billing says its payment would buy (the day
 * does not decide): seven of this edition (one started while the edition before ran, two never
 * paid), two of the next one.
 */
const checkout = (edition: number, startedOn: string): CheckoutStartedEvent => ({
  checkoutId: randomUUID(),
  edition,
  day: startedOn.slice(0, 10),
});
const checkouts: CheckoutStartedEvent[] = [
  checkout(EDITION, dayOf(EDITION - 1, 20)),
  ...[1, 1, 2, 3, 3].map((day) => checkout(EDITION, dayOf(EDITION, day))),
  checkout(EDITION, dayOf(EDITION, ENROL_CURRENT_UNTIL_DAY)),
  checkout(EDITION + 1, dayOf(EDITION, 10)),
  checkout(EDITION + 1, dayOf(EDITION, 27)),
];

/**
 * The completions: Ana does every training day's routine (day 1 in two exercises); Bruno days 1
 * and 2 and half of day 3, then nothing; Carla starts on day 2 (day 1's routine done late) and
 * keeps up to day 5. The test clock stands on day 6: Bruno missed days 3, 4 and 5 in a row.
 */
const [ANA, BRUNO, CARLA] = [701, 702, 703];
const REST_DAYS = [7, 14, 21, 28];
const TRAINING_DAYS = Array.from({ length: 28 }, (_, index) => index + 1).filter((day) => !REST_DAYS.includes(day));
const completion = (
  userId: number,
  programmeDay: number,
  fields: Partial<ExerciseCompletedEvent> = {},
): ExerciseCompletedEvent => ({
  userId,
  edition: EDITION,
  exerciseId: programmeDay * 10,
  unitId: programmeDay,
  programmeDay,
  unitCompleted: true,
  challengeDay: programmeDay,
  streak: 1,
  completedAt: dayOf(EDITION, fields.challengeDay ?? programmeDay),
  ...fields,
});
const completions: ExerciseCompletedEvent[] = [
  completion(ANA, 1, { exerciseId: 9, unitCompleted: false }),
  ...TRAINING_DAYS.map((day) => completion(ANA, day)),
  completion(BRUNO, 1),
  completion(BRUNO, 2),
  completion(BRUNO, 3, { unitCompleted: false }),
  completion(CARLA, 1, { challengeDay: 2 }),
  ...[2, 3, 4, 5].map((day) => completion(CARLA, day)),
];
const TODAY = dayOf(EDITION, 6);
/** The check-in: Ana 5 and would recommend, Bruno 2 and would not, Carla 4 and would. */
const answer = (userId: number, satisfaction: number, recommend: boolean): SurveyAnsweredEvent => ({
  userId,
  edition: EDITION,
  satisfaction,
  recommend,
  answeredAt: dayOf(EDITION, 27),
});
const answers = [answer(ANA, 5, true), answer(BRUNO, 2, false), answer(CARLA, 4, true)];

/**
 * The enrolments: Ana, Bruno and Carla's; Diego enrolled (by e-mail first, then linked to his
 * account) and never trained: at risk since day 1; Elena's enrolment was refunded (revoked, its
 * states arriving newest first): not at risk; Fede's is the next edition's.
 */
const [DIEGO, ELENA, FEDE] = [704, 705, 706];
const enrolment = (userId: number | null, fields: Partial<EnrolmentChangedEvent> = {}): EnrolmentChangedEvent => ({
  enrolmentId: randomUUID(),
  userId,
  edition: EDITION,
  live: true,
  changedAt: dayOf(EDITION - 1, 20),
  ...fields,
});
const diegoEnrolment = enrolment(null);
const elenaEnrolment = enrolment(ELENA);
const enrolments: EnrolmentChangedEvent[] = [
  enrolment(ANA),
  enrolment(BRUNO),
  enrolment(CARLA),
  diegoEnrolment,
  { ...diegoEnrolment, userId: DIEGO, changedAt: dayOf(EDITION - 1, 21) },
  { ...elenaEnrolment, live: false, changedAt: dayOf(EDITION, 2) },
  elenaEnrolment,
  enrolment(FEDE, { edition: EDITION + 1 }),
];

/**
 * The renewals: Ana's subscription turned off, on and off again (arriving newest first): cancelled;
 * Bruno's off then on: renews; Carla's off; Fede's (the next edition's) off.
 */
const renewal = (
  edition: number,
  renews: boolean,
  day: number,
  subscriptionId = randomUUID(),
): RenewalChangedEvent => ({
  subscriptionId,
  edition,
  renews,
  changedAt: dayOf(edition, day),
});
const [anaSubscription, brunoSubscription] = [randomUUID(), randomUUID()];
const renewals: RenewalChangedEvent[] = [
  renewal(EDITION, false, 20, anaSubscription),
  renewal(EDITION, true, 12, anaSubscription),
  renewal(EDITION, false, 10, anaSubscription),
  renewal(EDITION, false, 8, brunoSubscription),
  renewal(EDITION, true, 9, brunoSubscription),
  renewal(EDITION, false, 15),
  renewal(EDITION + 1, false, 3),
];

/** The reminders: three daily ones about day 1, two about day 2, a streak nudge about day 2; one of the next edition. */
const reminder = (edition: number, day: number, kind: ReminderSentEvent['kind'] = 'daily'): ReminderSentEvent => ({
  reminderId: randomUUID(),
  kind,
  edition,
  day,
});
const reminders: ReminderSentEvent[] = [
  ...[1, 1, 1, 2, 2].map((day) => reminder(EDITION, day)),
  reminder(EDITION, 2, 'nudge'),
  reminder(EDITION + 1, 1),
];
/** 28 figures, day 1 first: `figures` at the start, then zeros. */
const perDay = (...figures: number[]) => Array.from({ length: 28 }, (_, index) => figures[index] ?? 0);

/**
 * The reviews: a 5 published with the badge; a 4 published with it, then withdrawn when its payment
 * was refunded (arriving newest first); a 3 published without it (the admin approved it); a 2 never
 * published; a 5 written during the next edition.
 */
const review = (rating: number, fields: Partial<ReviewStateEvent> = {}): ReviewStateEvent => ({
  reviewId: randomUUID(),
  rating,
  edition: EDITION,
  verified: true,
  published: true,
  changedAt: dayOf(EDITION, 26),
  ...fields,
});
const withdrawn = review(4);
const reviews: ReviewStateEvent[] = [
  review(5),
  { ...withdrawn, verified: false, published: false, changedAt: dayOf(EDITION, 27) },
  withdrawn,
  review(3, { verified: false }),
  review(2, { verified: false, published: false }),
  review(5, { edition: EDITION + 1 }),
];

const EXPECTED: InsightsDto = {
  edition: EDITION,
  funnel: {
    visits: 3 + 1 + 25 + 1,
    checkoutsStarted: 7,
    paid: 4 + 1,
    refunded: 1,
    disputed: 1,
    activeDay1: 2,
    completedAll: 1,
    renewed: 1,
    cancelled: 2,
  },
  satisfaction: { answers: 3, satisfied: 2, recommend: 2 },
  reviews: { published: 2, verified: 1, averageRating: 4 },
  completionsPerDay: Array.from({ length: 28 }, (_, index) => {
    const day = index + 1;
    if (REST_DAYS.includes(day)) return 0;
    return day <= 2 ? 3 : day <= 5 ? 2 : 1;
  }),
  remindersPerDay: { daily: perDay(3, 2), nudge: perDay(0, 1) },
  members: 3,
  heatmap: [
    { userId: ANA, days: TRAINING_DAYS },
    { userId: BRUNO, days: [1, 2] },
    { userId: CARLA, days: [1, 2, 3, 4, 5] },
  ],
  atRisk: [
    { userId: DIEGO, missedInARow: 5, lastCompletedDay: null },
    { userId: BRUNO, missedInARow: 3, lastCompletedDay: 2 },
  ],
  atRiskCount: 2,
  money: [
    { currency: 'MXN', payments: 1, grossCents: 150_000, refundsCents: 0, disputesCents: 150_000, netCents: 0 },
    {
      currency: 'USD',
      payments: 4,
      grossCents: 4 * 7800,
      refundsCents: 7800 + 1000,
      disputesCents: 0,
      netCents: 22_400,
    },
  ],
  refundReasons: [
    { reason: 'not_given', refunds: 1 },
    { reason: 'requested_by_customer', refunds: 1 },
  ],
};

beforeAll(async () => {
  admin = await startServiceUnderTest(adminDatabase, async () => (await import('../src/app.module.js')).AppModule, {
    ENROL_CURRENT_UNTIL_DAY: String(ENROL_CURRENT_UNTIL_DAY),
    CLOCK_CONTROL: 'true',
  });
  await admin.setClock(new Date(TODAY));
  const url = new URL(testAdminUrl());
  url.pathname = `/${admin.db.name}`;
  sql = new pg.Client({ connectionString: url.toString() });
  await sql.connect();
  nc = await connect(natsConnectionOptions({ url: process.env.NATS_URL ?? 'nats://127.0.0.1:4222' }));
  billingBus = await EventBus.create(nc, 'billing', process.env.NATS_SUBJECT_PREFIX!, createLogger('test', 'silent'));
  gatewayBus = await EventBus.create(nc, 'gateway', process.env.NATS_SUBJECT_PREFIX!, createLogger('test', 'silent'));
  challengeBus = await EventBus.create(
    nc,
    'challenge',
    process.env.NATS_SUBJECT_PREFIX!,
    createLogger('test', 'silent'),
  );
  reviewsBus = await EventBus.create(nc, 'reviews', process.env.NATS_SUBJECT_PREFIX!, createLogger('test', 'silent'));
  for (const event of script) await publish(event);
  for (const event of visits) await publishVisit(event);
  for (const event of checkouts) await publishCheckout(event);
  for (const event of completions) await publishCompletion(event);
  for (const event of answers) await publishAnswer(event);
  for (const event of enrolments) await publishEnrolment(event);
  for (const event of renewals) await publishRenewal(event);
  for (const event of reminders) await publishReminder(event);
  for (const event of reviews) await publishReview(event);
  await settled();
});

afterAll(async () => {
  await billingBus?.close();
  await gatewayBus?.close();
  await challengeBus?.close();
  await reviewsBus?.close();
  await admin?.setClock(null).catch(() => undefined);
  await nc?.close();
  await sql?.end();
  await admin?.close();
});

describe("insights: the read model of an edition, from billing's payment states, the gateway's visits and challenge's completions", () => {
  it('gives the funnel, the completions per day, the heatmap, the members at risk and the money table by currency exactly; the edition is the one the buyer joined (the shared rule and its setting); the next edition gets the late sale and the renewal', async () => {
    expect(await insights(EDITION)).toEqual(EXPECTED);
    expect(await insights(EDITION + 1)).toEqual({
      edition: EDITION + 1,
      funnel: {
        visits: 40,
        checkoutsStarted: 2,
        paid: 2,
        refunded: 0,
        disputed: 0,
        activeDay1: 0,
        completedAll: 0,
        renewed: 0,
        cancelled: 1,
      },
      satisfaction: { answers: 0, satisfied: 0, recommend: 0 },
      reviews: { published: 1, verified: 1, averageRating: 5 },
      completionsPerDay: Array.from({ length: 28 }, () => 0),
      remindersPerDay: { daily: perDay(1), nudge: perDay() },
      members: 0,
      heatmap: [],
      atRisk: [],
      atRiskCount: 0,
      money: [
        { currency: 'USD', payments: 2, grossCents: 15_600, refundsCents: 0, disputesCents: 0, netCents: 15_600 },
      ],
      refundReasons: [],
    });
  });

  it('the same events delivered again, older versions after newer ones, change nothing', async () => {
    for (const event of [...script].reverse()) await publish(event);
    for (const event of visits) await publishVisit(event);
    for (const event of [...checkouts].reverse()) await publishCheckout(event);
    for (const event of [...completions].reverse()) await publishCompletion(event);
    for (const event of answers) await publishAnswer(event);
    for (const event of [...enrolments].reverse()) await publishEnrolment(event);
    for (const event of [...renewals].reverse()) await publishRenewal(event);
    for (const event of reminders) await publishReminder(event);
    for (const event of reminders) await publishReminder(event);
    for (const event of [...reviews].reverse()) await publishReview(event);
    await settled();
    expect(await insights(EDITION)).toEqual(EXPECTED);
  });

  it('a rebuild from the stream refills a damaged read model with the same figures', async () => {
    await sql.query("DELETE FROM admin.insight_payments WHERE currency = 'MXN'");
    await sql.query("UPDATE admin.insight_payments SET refunded_cents = 0, version = 99 WHERE payment_id = 'pay-luis'");
    await sql.query('DELETE FROM admin.insight_visits WHERE visit_id = $1', [visits[3]!.visitId]);
    await sql.query('DELETE FROM admin.insight_members WHERE user_id = $1', [CARLA]);
    await sql.query('DELETE FROM admin.insight_enrolments WHERE user_id = $1', [DIEGO]);
    await sql.query('DELETE FROM admin.insight_survey WHERE user_id = $1', [ANA]);
    await sql.query("UPDATE admin.insight_payments SET buyer = NULL, renewed = false, refund_reasons = '{}'");
    await sql.query('UPDATE admin.insight_visit_days SET visits = visits + 7');
    await sql.query('DELETE FROM admin.insight_checkouts WHERE checkout_id = $1', [checkouts[1]!.checkoutId]);
    await sql.query('UPDATE admin.insight_checkout_editions SET checkouts = checkouts + 3');
    await sql.query('UPDATE admin.insight_members SET enrolled = NULL WHERE user_id = $1', [BRUNO]);
    await sql.query('DELETE FROM admin.insight_members WHERE user_id = $1', [DIEGO]);
    await sql.query('UPDATE admin.insight_renewals SET renews = NOT renews WHERE subscription_id = $1', [
      anaSubscription,
    ]);
    await sql.query('DELETE FROM admin.insight_reminders WHERE reminder_id = $1', [reminders[0]!.reminderId]);
    await sql.query('UPDATE admin.insight_reminder_days SET reminders = reminders + 2');
    await sql.query('UPDATE admin.insight_reviews SET published = true');
    expect(await insights(EDITION)).not.toEqual(EXPECTED);

    const { events } = await admin.app.get(InsightsRebuildService).run();

    expect(events).toBe(publishedInAll());
    expect(await insights(EDITION)).toEqual(EXPECTED);
    // the rebuild's one-pass consumer is gone, so the next rebuild reads the whole history again;
    // the operator's command (the built entry point, the service's own environment) does the same
    await sql.query(
      `TRUNCATE admin.insight_payments, admin.insight_visits, admin.insight_visit_days, admin.insight_checkouts,
                admin.insight_checkout_editions, admin.insight_members, admin.insight_survey, admin.insight_enrolments,
                admin.insight_renewals, admin.insight_reminders, admin.insight_reminder_days, admin.insight_reviews`,
    );
    const { stdout } = await promisify(execFile)('node', [REBUILD_COMMAND], { env: process.env });
    expect(stdout).toBe(`admin: insights rebuilt from ${publishedInAll()} event(s)\n`);
    expect(await insights(EDITION)).toEqual(EXPECTED);
  });

  it("counts the landing's satisfaction over the editions that ended, not the running one", async () => {
    const satisfaction = () => admin.rpc.request(AdminSubjects.satisfaction, {});
    // Edition 70 runs: its answers are not counted yet.
    expect(await satisfaction()).toEqual({ from: 64, to: 69, answers: 0, satisfied: 0, recommend: 0 });
    await admin.setClock(new Date(dayOf(EDITION + 1, 1)));
    try {
      expect(await satisfaction()).toEqual({ from: 65, to: 70, answers: 3, satisfied: 2, recommend: 2 });
    } finally {
      await admin.setClock(new Date(TODAY));
    }
  });

  it("counts a renewal whichever edition's payment arrives first, and keeps it while the renewal is refunded", async () => {
    const [first, second] = [EDITION + 10, EDITION + 11];
    const renewal = state({ paymentId: 'pay-olga-next', email: 'olga@example.com', paidAt: dayOf(second, 1) });
    await publish(renewal);
    await publish(state({ paymentId: 'pay-olga', email: 'olga@example.com', paidAt: dayOf(first, 1) }));
    await publish(state({ paymentId: 'pay-pablo', email: 'pablo@example.com', paidAt: dayOf(first, 1) }));
    await settled();
    expect((await insights(first)).funnel).toMatchObject({ paid: 2, renewed: 1 });

    await publish({ ...renewal, version: 2, state: 'refunded', access: false, refundedCents: 7800 });
    await publish(state({ paymentId: 'pay-pablo-next', email: 'pablo@example.com', paidAt: dayOf(second, 2) }));
    await settled();
    expect((await insights(first)).funnel).toMatchObject({ paid: 2, renewed: 2 });
    expect((await insights(second)).refundReasons).toEqual([]);
  });

  it('refuses an edition that is not a number with a Spanish message', async () => {
    expect(await refusalOf(insights('abc'))).toMatchObject({
      status: 400,
      message: 'La edición debe ser un número',
    });
  });
});
