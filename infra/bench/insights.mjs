// "Resultados" at scale: MEMBERS members (100,000 by default) and a month of their events on
// JetStream, then (1) the full rebuild of the read model from the streams, by the operator's one
// command (`npm run rebuild-insights -w @reto/admin`, timed as a process), and (2) the tab's query
// (admin.insights.get over NATS, the admin service as deployed) asked QUERIES times: p50/p95/max.
// Goal: rebuild ≤ 2 min, p95 ≤ 200 ms. Everything is the bench's own: a nats-server with JetStream
// in a temporary folder (the apps' real users and permissions) and a throwaway admin database.
//   npm run bench:insights   (MEMBERS=1000 for a quick look)
//
// The month, for the running edition (the service's clock on its day 27): each member's enrolment
// (challenge.enrolment.changed.v1) and payment (billing.payment.state.v1; 2 % refunded and 0.5 %
// disputed later, a second version each), three sales-page visits per member over the sales window
// (gateway.landing-visit.recorded.v1), a completion of each training day's routine up to day 26
// for 90 % of the members with about one day in eight skipped (challenge.exercise.completed.v1,
// the event that completes the day: a member's other exercises of the day add no figure), and
// 30 % of them answering the check-in (challenge.survey.answered.v1); 15 % turning their renewal
// off and one in five of those on again later (billing.subscription.renewal-changed.v1, one
// subscription each); the reminders challenge sent (challenge.reminder.sent.v1): the daily one on
// each day 1 to 26 to the one member in ten who chose it, and a nudge the day after a skipped
// training day to another one in ten; and 5 % writing a review, kept unpublished, then published
// (one in ten of those withdrawn later) (reviews.review.state.v1). Published in pipelined batches
// of BATCH, as the outbox relays would over the month.
import { spawn } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { jetstream } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import {
  AdminSubjects,
  BillingSubjects,
  ChallengeSubjects,
  editionByNumber,
  GatewaySubjects,
  PROGRAMME_REST_DAYS,
  ReviewsSubjects,
  runningEdition,
  salesWindow,
} from '@reto/contracts';
import {
  createLogger,
  EventBus,
  natsConnectionOptions,
  natsServerStrategy,
  RpcClient,
  ServiceKitModule,
} from '@reto/platform';
import { createTestDatabase, setClock } from '@reto/platform/testing';
import { adminDatabase } from '../../services/admin/dist/admin.database.js';
import { ADMIN_CONFIG, loadAdminConfig } from '../../services/admin/dist/admin.config.js';
import { InsightsHandler } from '../../services/admin/dist/insights/insights.handler.js';
import { InsightsRepository } from '../../services/admin/dist/insights/insights.repository.js';
import { InsightsService } from '../../services/admin/dist/insights/insights.service.js';
import { freePort } from '../local/test-system.mjs';
import { WILDCARD_PREFIX } from '../nats/permissions.mjs';
import { randomPasswords, startNatsServer, urlWithCredentials } from '../nats/server.mjs';

const say = (line = '') => process.stdout.write(`${line}\n`);
const MEMBERS = Number(process.env.MEMBERS ?? 100_000);
const QUERIES = Number(process.env.QUERIES ?? 200);
const BATCH = 5000;
const DAY_MS = 86_400_000;
const PREFIX = 'benchinsights.';
const REBUILD_COMMAND = new URL('../../services/admin/dist/insights/rebuild-insights.js', import.meta.url).pathname;

const today = new Date().toISOString().slice(0, 10);
const edition = runningEdition(today).number;
const start = Date.parse(`${editionByNumber(edition).startDate}T00:00:00Z`);
const at = (day, hour = 8) => new Date(start + (day - 1) * DAY_MS + hour * 3_600_000).toISOString();
/** A stable pseudo-random number in [0, 1) of a few integers (the same month every run). */
const chance = (...parts) => createHash('sha1').update(parts.join(':')).digest().readUInt32BE(0) / 2 ** 32;
const REST = new Set(PROGRAMME_REST_DAYS);

const dir = mkdtempSync(join(tmpdir(), 'reto-bench-insights-'));
const passwords = randomPasswords();
const nats = await startNatsServer({
  port: await freePort(),
  dir,
  prefix: WILDCARD_PREFIX,
  passwords: passwords.apps,
  localUsers: { test: passwords.test },
  removeStore: true,
});
const db = await createTestDatabase('bench_insights');
const nc = await connect(natsConnectionOptions({ url: urlWithCredentials(nats.url, 'test', passwords.test) }));
const adminEnv = {
  ...process.env,
  DATABASE_URL: db.urlFor('admin'),
  NATS_URL: nats.url,
  NATS_USER: 'admin',
  NATS_PASSWORD: passwords.apps.admin,
  NATS_SUBJECT_PREFIX: PREFIX,
  LOG_LEVEL: 'silent',
  CLOCK_CONTROL: 'true',
};
let app;
let rpc;
try {
  await db.migrate(adminDatabase);
  const js = jetstream(nc);
  const buses = {};
  let published = 0;
  /** Publishes `events` of `subject`, BATCH at a time, each batch's acknowledgements awaited together. */
  const publish = async (subject, events) => {
    const app = subject.split('.')[0];
    buses[app] ??= await EventBus.create(nc, app, PREFIX, createLogger('bench', 'silent'));
    await buses[app].ensureStream(app);
    for (let i = 0; i < events.length; i += BATCH) {
      await Promise.all(
        events
          .slice(i, i + BATCH)
          .map((event) => js.publish(`${PREFIX}${subject}`, JSON.stringify(event), { timeout: 120_000 })),
      );
    }
    published += events.length;
  };
  const members = Array.from({ length: MEMBERS }, (_, index) => index + 1);
  const seeding = performance.now();

  await publish(
    ChallengeSubjects.events.enrolmentChanged,
    members.map((userId) => ({
      enrolmentId: randomUUID(),
      userId,
      edition,
      live: true,
      changedAt: at(-3 + (userId % 6)),
    })),
  );
  const payment = (userId, version, state, refundedCents) => ({
    paymentId: `pi_bench_${userId}`,
    version,
    email: `miembro-${userId}@bench.example`,
    provider: 'stripe',
    state,
    access: state === 'paid',
    amountCents: userId % 5 === 0 ? 150_000 : 7800,
    refundedCents,
    currency: userId % 5 === 0 ? 'mxn' : 'usd',
    paidAt: at(-3 + (userId % 6), 12),
  });
  await publish(BillingSubjects.events.paymentState, [
    ...members.map((userId) => payment(userId, 1, 'paid', 0)),
    ...members.flatMap((userId) => {
      const luck = chance('payment', userId);
      if (luck < 0.02) return [payment(userId, 2, 'refunded', userId % 5 === 0 ? 150_000 : 7800)];
      if (luck < 0.025) return [payment(userId, 2, 'disputed', 0)];
      return [];
    }),
  ]);
  // The checkouts started: every buyer's, and three in ten more never paid.
  await publish(
    BillingSubjects.events.checkoutStarted,
    Array.from({ length: Math.round(MEMBERS * 1.3) }, (_, index) => ({
      checkoutId: randomUUID(),
      edition,
      day: at(-3 + (index % 6)).slice(0, 10),
    })),
  );
  const { from } = salesWindow(edition, 3);
  const windowStart = Date.parse(`${from}T00:00:00Z`);
  await publish(
    GatewaySubjects.events.landingVisited,
    Array.from({ length: MEMBERS * 3 }, (_, index) => ({
      visitId: randomUUID(),
      day: new Date(windowStart + (index % 28) * DAY_MS).toISOString().slice(0, 10),
    })),
  );
  // The month's completions, day by day as they arrive.
  let completions = 0;
  for (let day = 1; day <= 26; day += 1) {
    if (REST.has(day)) continue;
    const events = members
      .filter((userId) => userId % 10 !== 0 && chance('skip', userId, day) >= 0.125)
      .map((userId) => ({
        userId,
        edition,
        exerciseId: day * 10,
        unitId: day,
        programmeDay: day,
        unitCompleted: true,
        challengeDay: day,
        streak: 1,
        completedAt: at(day, 19),
      }));
    await publish(ChallengeSubjects.events.exerciseCompleted, events);
    completions += events.length;
  }
  await publish(
    ChallengeSubjects.events.surveyAnswered,
    members
      .filter((userId) => chance('survey', userId) < 0.3)
      .map((userId) => ({
        userId,
        edition,
        satisfaction: 1 + Math.floor(chance('score', userId) * 5),
        recommend: chance('recommend', userId) < 0.8,
        answeredAt: at(26, 20),
      })),
  );
  const renewals = members.filter((userId) => chance('cancel', userId) < 0.15);
  const subscriptionOf = new Map(renewals.map((userId) => [userId, randomUUID()]));
  const renewal = (userId, renews, day) => ({
    subscriptionId: subscriptionOf.get(userId),
    edition,
    renews,
    changedAt: at(day, 21),
  });
  await publish(BillingSubjects.events.renewalChanged, [
    ...renewals.map((userId) => renewal(userId, false, 1 + (userId % 20))),
    ...renewals.filter((userId) => chance('renew', userId) < 0.2).map((userId) => renewal(userId, true, 24)),
  ]);
  // The reminders, day by day: the daily one, and a nudge after a skipped training day.
  let reminders = 0;
  for (let day = 1; day <= 26; day += 1) {
    const skippedYesterday = day > 1 && !REST.has(day - 1);
    const events = [
      ...members
        .filter((userId) => userId % 10 === 1)
        .map(() => ({ reminderId: randomUUID(), kind: 'daily', edition, day })),
      ...members
        .filter((userId) => userId % 10 === 2 && skippedYesterday && chance('skip', userId, day - 1) < 0.125)
        .map(() => ({ reminderId: randomUUID(), kind: 'nudge', edition, day })),
    ];
    await publish(ChallengeSubjects.events.reminderSent, events);
    reminders += events.length;
  }
  const reviewers = members.filter((userId) => chance('review', userId) < 0.05);
  const reviewIdOf = new Map(reviewers.map((userId) => [userId, randomUUID()]));
  const review = (userId, published, day) => ({
    reviewId: reviewIdOf.get(userId),
    rating: 3 + Math.floor(chance('rating', userId) * 3),
    edition,
    verified: userId % 5 !== 0,
    published,
    changedAt: at(day, 21),
  });
  await publish(ReviewsSubjects.events.reviewState, [
    ...reviewers.map((userId) => review(userId, false, 26)),
    ...reviewers.map((userId) => review(userId, true, 27)),
    ...reviewers.filter((userId) => chance('withdrawn', userId) < 0.1).map((userId) => review(userId, false, 28)),
  ]);
  const seedMs = performance.now() - seeding;
  say(
    `insights bench: ${MEMBERS} members, edition ${edition}; ${published} events published in ${(seedMs / 1000).toFixed(1)} s (${completions} completions, ${reminders} reminders)`,
  );

  // (1) The rebuild, as the operator runs it.
  const rebuilding = performance.now();
  const output = await new Promise((resolve, reject) => {
    const child = spawn('node', [REBUILD_COMMAND], { env: adminEnv, stdio: ['ignore', 'pipe', 'pipe'] });
    let text = '';
    child.stdout.on('data', (chunk) => (text += chunk));
    child.stderr.on('data', (chunk) => (text += chunk));
    // Its progress (stderr) is shown only when it fails; its result is the last line.
    child.on('exit', (code) =>
      code === 0 ? resolve(text.trim().split('\n').at(-1)) : reject(new Error(`rebuild failed (${code}): ${text}`)),
    );
  });
  const rebuildMs = performance.now() - rebuilding;
  say(`rebuild: ${(rebuildMs / 1000).toFixed(1)} s (${output})`);

  // (2) The tab's query through the admin service's own handler over NATS, its clock on the
  // edition's day 27. Booted without the live consumers: a service that kept up with the month has
  // them idle, while here they would start on the whole month.
  Object.assign(process.env, adminEnv);
  class InsightsQueryModule {}
  Module({
    imports: [
      ServiceKitModule.forService({ ...adminDatabase, config: { token: ADMIN_CONFIG, load: loadAdminConfig } }),
    ],
    controllers: [InsightsHandler],
    providers: [InsightsRepository, InsightsService],
  })(InsightsQueryModule);
  app = await NestFactory.createMicroservice(InsightsQueryModule, {
    ...natsServerStrategy('admin', nats.url, PREFIX, { user: 'admin', password: passwords.apps.admin }),
    logger: false,
  });
  await app.listen();
  rpc = await RpcClient.connect({
    url: urlWithCredentials(nats.url, 'test', passwords.test),
    name: 'bench-insights',
    timeoutMs: 10_000,
    subjectPrefix: PREFIX,
    logger: createLogger('bench', 'silent'),
  });
  await setClock(rpc, PREFIX, new Date(at(27, 10)), 1);
  // A query the service gives up on (its statements' bound: a 503) is counted and timed, not fatal.
  let failed = 0;
  let insights = null;
  const ask = async () => {
    const started = performance.now();
    try {
      const answer = await rpc.request(AdminSubjects.insights, { edition });
      insights ??= answer;
    } catch (error) {
      if (error?.body?.status !== 503) throw error;
      failed += 1;
    }
    return performance.now() - started;
  };
  for (let i = 0; i < 10; i += 1) await ask();
  failed = 0;
  const times = [];
  for (let i = 0; i < QUERIES; i += 1) times.push(await ask());
  times.sort((a, b) => a - b);
  const pick = (q) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)];
  const query = { p50: pick(0.5), p95: pick(0.95), max: times.at(-1) };
  say(
    `query (admin.insights.get, ${QUERIES} times): p50 ${query.p50.toFixed(1)} ms, p95 ${query.p95.toFixed(1)} ms, max ${query.max.toFixed(1)} ms; ${failed} refused at the statement bound`,
  );
  if (!insights) throw new Error('every query was refused at the statement bound');
  say(
    `figures: paid ${insights.funnel.paid}, active day 1 ${insights.funnel.activeDay1}, members ${insights.members}, at risk ${insights.atRiskCount}, answers ${insights.satisfaction.answers}, visits ${insights.funnel.visits}, checkouts ${insights.funnel.checkoutsStarted}, cancelled ${insights.funnel.cancelled}, reviews ${insights.reviews.published}, daily reminders on day 1 ${insights.remindersPerDay.daily[0]}`,
  );
  const result = {
    members: MEMBERS,
    events: published,
    completions,
    reminders,
    seedSeconds: Number((seedMs / 1000).toFixed(1)),
    rebuildSeconds: Number((rebuildMs / 1000).toFixed(1)),
    queryMs: Object.fromEntries(Object.entries(query).map(([key, value]) => [key, Number(value.toFixed(1))])),
    queriesRefused: failed,
    goals: { rebuildSeconds: 120, queryP95Ms: 200 },
  };
  if (process.env.BENCH_OUT) writeFileSync(process.env.BENCH_OUT, `${JSON.stringify(result, null, 2)}\n`);
  say(
    rebuildMs <= 120_000 && query.p95 <= 200 && failed === 0
      ? 'goals met: rebuild ≤ 2 min, p95 ≤ 200 ms'
      : 'GOALS NOT MET: rebuild ≤ 2 min, p95 ≤ 200 ms',
  );
} finally {
  await rpc?.close();
  await app?.close();
  await nc.close();
  await db.drop();
  await nats.stop();
  rmSync(dir, { recursive: true, force: true });
}
