import { createHash, randomUUID } from 'node:crypto';
import {
  BillingSubjects,
  ChallengeSubjects,
  IdentitySubjects,
  type AccessDto,
  type ChallengeDayDto,
  type CompleteExerciseDto,
  type ExerciseDetailDto,
  type MemberInput,
  type NutritionPlan,
  type SurveyDto,
  type WorkoutUnitDto,
  type EnrolmentChangedEvent,
  MemberSchema,
} from '@reto/contracts';
import { jest } from '@jest/globals';
import { createLogger, EventBus } from '@reto/platform';
import { startServiceUnderTest, type ServiceUnderTest, refusalOf, until } from '@reto/platform/testing';
import pg from 'pg';
import { DataSource } from 'typeorm';
import { challengeDatabase } from '../src/challenge.database.js';
import { EXERCISE_TECHNIQUES } from '../src/content/exercise-techniques.js';
import { LIVE_WITH_UNITS_SQL } from '../src/member/member-state.repository.js';
import { MemberService } from '../src/member/member.service.js';

let challenge: ServiceUnderTest;
let sql: pg.Client;
let bus: EventBus;
let prefix: string;

/** Whether the challenge service's `consumer` (a durable: several may hear one subject) applied the event `msgId`. */
const processed = (consumer: string, msgId: string) => async () =>
  (await sql.query('SELECT 1 FROM challenge.processed_events WHERE consumer = $1 AND msg_id = $2', [consumer, msgId]))
    .rowCount === 1;
const enrolmentsOf = async (email: string) =>
  (await sql.query('SELECT * FROM challenge.enrolments WHERE email = $1 ORDER BY created_at', [email])).rows;

/** The challenge.enrolment.changed.v1 events of one enrolment in challenge's outbox, oldest first. */
const enrolmentEvents = async (enrolmentId: string) =>
  (
    await sql.query(
      `SELECT payload FROM challenge.outbox WHERE subject = $1 AND payload->>'enrolmentId' = $2 ORDER BY id`,
      [ChallengeSubjects.events.enrolmentChanged, enrolmentId],
    )
  ).rows.map((row) => row.payload as EnrolmentChangedEvent);

// Edition 78 starts 2026-11-09. 06:00 UTC is local midnight in Mexico City (UTC-6).
const MEXICO = 'America/Mexico_City';
const MADRID = 'Europe/Madrid';

/**
 * Each test makes its own members (a fresh account and e-mail) and enrolments, so none depends on
 * another's state: any test passes alone (`-t`) and in any order.
 */
let nextUserId = 1000;
const newMember = (timezone: string, gender: MemberInput['gender'] = 'female'): MemberInput => {
  const userId = nextUserId++;
  return { userId, email: `member${userId}@example.com`, gender, timezone };
};
const enrolledMember = async (timezone: string, gender: MemberInput['gender'] = 'female', editionNumber = 78) => {
  const member = newMember(timezone, gender);
  await ask(ChallengeSubjects.grantEnrolment, {
    email: member.email,
    userId: member.userId,
    sourceId: `grant:${member.userId}`,
    editionNumber,
  });
  return member;
};
/**
 * The statements a spied `query` ran that read any of `tables` with one of `keys` as a parameter, or
 * one of `listed` in an array parameter: what one member's requests cost, whatever other work of the
 * service runs meanwhile.
 */
const statementsAbout = (
  query: jest.SpiedFunction<DataSource['query']>,
  tables: string[],
  keys: unknown[],
  listed: unknown[] = keys,
) => {
  const reading = new RegExp(`\\b(FROM|JOIN)\\s+(challenge\\.)?(${tables.join('|')})\\b`);
  const names = (param: unknown) =>
    keys.includes(param) || (Array.isArray(param) && listed.some((key) => param.includes(key)));
  return query.mock.calls.filter(([text, params]) => reading.test(text) && (params ?? []).some(names)).length;
};
const unique = (name: string) => `${name}-${randomUUID().slice(0, 8)}`;
const ask = <T>(subject: string, data: Record<string, unknown>) => challenge.rpc.request<T>(subject, data);

beforeAll(async () => {
  challenge = await startServiceUnderTest(
    challengeDatabase,
    async () => (await import('../src/app.module.js')).AppModule,
    { CLOCK_CONTROL: 'true', REDIS_PREFIX: `it${randomUUID().slice(0, 8)}` },
  );
  prefix = process.env.NATS_SUBJECT_PREFIX!;
  sql = new pg.Client({ connectionString: challenge.db.urlFor('challenge') });
  await sql.connect();
  bus = await EventBus.create(challenge.rpc.nats, 'billing', prefix, createLogger('test', 'silent'));
});

/**
 * Every test starts on the same day of edition 78 (day 13, in Mexico City and Madrid alike),
 * whichever test ran before it and moved the clock: a test that needs another moment sets it.
 */
beforeEach(async () => {
  await challenge.setClock(new Date('2026-11-21T12:00:00Z'));
});

afterAll(async () => {
  await challenge?.setClock(null).catch(() => undefined);
  await sql?.end();
  await challenge?.close();
});

/** billing's `payment.state.v1` for a payment of the price, at `version`. */
const paymentState = (
  payment: { paymentId: string; email: string; paidAt: string },
  version: number,
  access: boolean,
  state = access ? 'paid' : 'refunded',
) => ({
  ...payment,
  version,
  access,
  state,
  provider: 'stripe',
  amountCents: 7800,
  refundedCents: state === 'refunded' ? 7800 : 0,
  currency: 'usd',
});

describe('enrolments from events', () => {
  it("follows the highest version of a payment's state whatever the order: a late older state changes nothing, a won dispute gives the access back", async () => {
    await challenge.setClock(new Date('2026-11-10T12:00:00Z'));
    const member = newMember(MADRID);
    const payment = { paymentId: unique('pi'), email: member.email, paidAt: '2026-11-10T12:00:00Z' };
    const liveOf = async () => (await enrolmentsOf(member.email)).map((row) => row.revoked_at === null);
    const applied = async (version: number) =>
      (await sql.query('SELECT version FROM challenge.payment_states WHERE payment_id = $1', [payment.paymentId]))
        .rows[0]?.version === version;
    // The refund's state (version 2) before the payment's (version 1): never enrolled, and the late grant is ignored.
    await bus.publish(BillingSubjects.events.paymentState, paymentState(payment, 2, false), unique('msg-v2'));
    await until(() => applied(2));
    const late = [unique('msg-v1'), unique('msg-v2-again')];
    await bus.publish(BillingSubjects.events.paymentState, paymentState(payment, 1, true), late[0]);
    await bus.publish(BillingSubjects.events.paymentState, paymentState(payment, 2, false), late[1]);
    for (const msgId of late) await until(processed('access-from-payment-states', msgId));
    expect(await liveOf()).toEqual([]);
    // A dispute then won (versions 3 and 4): revoked, then live again, the same enrolment.
    await bus.publish(BillingSubjects.events.paymentState, paymentState(payment, 4, true), unique('msg-v4'));
    await until(async () => (await liveOf()).join() === 'true');
    await bus.publish(
      BillingSubjects.events.paymentState,
      paymentState(payment, 3, false, 'disputed'),
      unique('msg-v3'),
    );
    await bus.publish(
      BillingSubjects.events.paymentState,
      paymentState(payment, 5, false, 'disputed'),
      unique('msg-v5'),
    );
    await until(async () => (await liveOf()).join() === 'false');
    await bus.publish(BillingSubjects.events.paymentState, paymentState(payment, 6, true), unique('msg-v6'));
    await until(async () => (await liveOf()).join() === 'true');
    expect(await enrolmentsOf(member.email)).toHaveLength(1);
  });

  it("links the payment to the account when the verification is applied while the payment's transaction is still open", async () => {
    await challenge.setClock(new Date('2026-11-10T12:00:00Z'));
    const member = newMember(MADRID);
    const waitingOnLocks = async () =>
      (await sql.query(`SELECT 1 FROM pg_locks WHERE NOT granted AND pid <> pg_backend_pid()`)).rowCount ?? 0;
    // Hold the payment's transaction open where it writes its outbox row, after it has written the
    // enrolment (SHARE blocks inserts, not reads), and apply the verification meanwhile.
    await sql.query('BEGIN');
    try {
      await sql.query('LOCK TABLE challenge.outbox IN SHARE MODE');
      await bus.publish(
        BillingSubjects.events.paymentState,
        paymentState({ paymentId: unique('pi'), email: member.email, paidAt: '2026-11-10T12:00:00Z' }, 1, true),
        unique('msg-open-paid'),
      );
      await until(async () => (await waitingOnLocks()) === 1, { what: 'the payment waiting on the outbox' });
      const verifiedId = unique('msg-open-verified');
      await bus.publish(
        IdentitySubjects.events.userEmailVerified,
        { userId: member.userId, email: member.email, preApproved: false, verifiedAt: '2026-11-10T12:00:00Z' },
        verifiedId,
      );
      // Applied at once (it then saw no enrolment to link), or waiting for the payment's transaction.
      await until(
        async () => (await processed('enrol-from-verified-emails', verifiedId)()) || (await waitingOnLocks()) === 2,
        { what: 'the verification applied or waiting' },
      );
    } finally {
      await sql.query('COMMIT');
    }
    await until(
      async () =>
        (
          await sql.query('SELECT 1 FROM challenge.enrolments WHERE email = $1 AND user_id = $2', [
            member.email,
            member.userId,
          ])
        ).rowCount === 1,
      { what: 'the payment linked to the verified account' },
    );
  });

  it('links every payment to its account when the verification and the payment arrive in the same instant (100 members)', async () => {
    await challenge.setClock(new Date('2026-11-10T12:00:00Z'));
    const members = Array.from({ length: 100 }, () => newMember(MADRID));
    const emails = members.map((member) => member.email);
    const waiting = async (kind: 'payment on the outbox' | 'advisory') =>
      Number(
        (
          await sql.query(
            kind === 'advisory'
              ? `SELECT count(*) FROM pg_locks WHERE NOT granted AND locktype = 'advisory' AND pid <> pg_backend_pid()`
              : `SELECT count(*) FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid
                  WHERE NOT l.granted AND l.pid <> pg_backend_pid() AND a.query ILIKE 'INSERT INTO%outbox%'`,
          )
        ).rows[0].count,
      );
    const verifiedIds = members.map(() => unique('msg-instant-verified'));
    const verificationsApplied = async () =>
      Number(
        (
          await sql.query(
            `SELECT count(*) FROM challenge.processed_events WHERE consumer = 'enrol-from-verified-emails' AND msg_id = ANY($1)`,
            [verifiedIds],
          )
        ).rows[0].count,
      );
    // The overlap made certain, not left to chance: the payments' transactions are held where they
    // write their outbox row (after the enrolment, with no account seen), and the verifications are
    // applied meanwhile. Serialised per address, a verification waits for its payment's commit;
    // without that, it commits first, sees no enrolment, and the payment stays unlinked.
    await sql.query('BEGIN');
    try {
      await sql.query('LOCK TABLE challenge.outbox IN SHARE MODE');
      await Promise.all(
        members.map((member) =>
          bus.publish(
            BillingSubjects.events.paymentState,
            paymentState({ paymentId: unique('pi'), email: member.email, paidAt: '2026-11-10T12:00:00Z' }, 1, true),
            unique('msg-instant-paid'),
          ),
        ),
      );
      await until(async () => (await waiting('payment on the outbox')) >= 1, { what: 'a payment held open' });
      await Promise.all(
        members.map((member, index) =>
          bus.publish(
            IdentitySubjects.events.userEmailVerified,
            { userId: member.userId, email: member.email, preApproved: false, verifiedAt: '2026-11-10T12:00:00Z' },
            verifiedIds[index],
          ),
        ),
      );
      // Every verification applied, or one waiting for the address its payment holds.
      await until(async () => (await verificationsApplied()) === members.length || (await waiting('advisory')) >= 1, {
        what: 'the verifications applied or waiting',
        timeoutMs: 30_000,
      });
    } finally {
      await sql.query('COMMIT');
    }
    const enrolments = async () =>
      (
        await sql.query(
          'SELECT email, user_id FROM challenge.enrolments WHERE email = ANY($1) AND revoked_at IS NULL',
          [emails],
        )
      ).rows as Array<{ email: string; user_id: number | null }>;
    await until(async () => (await enrolments()).length === members.length, { timeoutMs: 30_000 });
    await until(async () => (await verificationsApplied()) === members.length, { timeoutMs: 30_000 });
    const accountOf = new Map(members.map((member) => [member.email, member.userId]));
    expect((await enrolments()).filter((row) => row.user_id !== accountOf.get(row.email))).toEqual([]);
  });

  it('enrols from a payment once even when the event arrives twice, links the account later, and announces access', async () => {
    await challenge.setClock(new Date('2026-11-10T12:00:00Z'));
    const email = `${unique('pago')}@example.com`;
    const payment = paymentState({ paymentId: unique('pi'), email, paidAt: '2026-11-10T12:00:00Z' }, 1, true);
    await bus.publish(BillingSubjects.events.paymentState, payment, unique('msg-pay'));
    await bus.publish(BillingSubjects.events.paymentState, payment, unique('msg-pay-again'));
    await until(async () => (await enrolmentsOf(email)).length > 0);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const rows = await enrolmentsOf(email);
    expect(rows).toHaveLength(1);
    // Day 2 of edition 78: still the running edition (ENROL_CURRENT_UNTIL_DAY=3).
    expect(rows[0]).toMatchObject({ edition_number: 78, user_id: null, source: 'payment' });

    // An account registered with that e-mail, not verified yet: the payment stays the e-mail's.
    const { userId } = newMember('America/Bogota');
    const registration = {
      userId,
      username: 'Pago',
      email,
      gender: 'male',
      timezone: 'America/Bogota',
      preApproved: false,
      emailVerified: false,
      registeredAt: '2026-11-10T12:05:00Z',
    };
    const registered = unique('msg-reg');
    await bus.publish(IdentitySubjects.events.userRegistered, registration, registered);
    await until(processed('enrol-from-registrations', registered));
    expect((await enrolmentsOf(email))[0].user_id).toBeNull();
    expect((await ask<AccessDto>(ChallengeSubjects.access, { member: registration })).status).toBe('none');

    // Identity verified the address: the payment becomes the account's.
    await bus.publish(
      IdentitySubjects.events.userEmailVerified,
      { userId, email, preApproved: false, verifiedAt: '2026-11-10T12:10:00Z' },
      unique('msg-verified'),
    );
    await until(async () => (await enrolmentsOf(email))[0].user_id === userId);
    const events = await sql.query(
      `SELECT payload FROM challenge.outbox WHERE subject = $1 AND payload->>'email' = $2 ORDER BY id`,
      [ChallengeSubjects.events.accessChanged, email],
    );
    expect(events.rows.map((row) => row.payload.userId)).toEqual([null, userId]);
    expect(events.rows[1].payload.accessEndsAt).toBe('2026-12-07T12:00:00.000Z');
    // And the enrolment as it stands after each change (the insights' read model): the edition,
    // first without an account, then the account's, live both times.
    const [enrolment] = await enrolmentsOf(email);
    expect(await enrolmentEvents(enrolment.id)).toEqual([
      {
        enrolmentId: enrolment.id,
        userId: null,
        edition: enrolment.edition_number,
        live: true,
        changedAt: expect.any(String),
      },
      {
        enrolmentId: enrolment.id,
        userId,
        edition: enrolment.edition_number,
        live: true,
        changedAt: expect.any(String),
      },
    ]);
  });

  it('enrols a pre-approved registration in the next edition after day 3, and a refund revokes a payment', async () => {
    await challenge.setClock(new Date('2026-11-21T12:00:00Z'));
    const pre = newMember(MADRID);
    await bus.publish(
      IdentitySubjects.events.userRegistered,
      {
        userId: pre.userId,
        username: 'Pre',
        email: pre.email,
        gender: 'female',
        timezone: 'Europe/Madrid',
        preApproved: true,
        emailVerified: false,
        registeredAt: '2026-11-21T12:00:00Z',
      },
      'msg-reg-pre',
    );
    await until(processed('enrol-from-registrations', 'msg-reg-pre'));
    expect(await enrolmentsOf(pre.email)).toEqual([]);
    // Verified (twice: the event replayed under another id enrols once).
    for (const msgId of ['msg-verified-pre', 'msg-verified-pre-again']) {
      await bus.publish(
        IdentitySubjects.events.userEmailVerified,
        { userId: pre.userId, email: pre.email, preApproved: true, verifiedAt: '2026-11-21T12:05:00Z' },
        msgId,
      );
    }
    await until(processed('enrol-from-verified-emails', 'msg-verified-pre-again'));
    expect(await enrolmentsOf(pre.email)).toHaveLength(1);
    expect((await enrolmentsOf(pre.email))[0]).toMatchObject({ edition_number: 79, user_id: pre.userId });

    const refunded = newMember(MADRID, 'male');
    const paymentId = unique('pi');
    const paid = { paymentId, email: refunded.email, paidAt: '2026-11-21T12:00:00Z' };
    await bus.publish(BillingSubjects.events.paymentState, paymentState(paid, 1, true), unique('msg-pay'));
    await until(async () => (await enrolmentsOf(refunded.email)).length === 1);
    await bus.publish(
      BillingSubjects.events.paymentState,
      paymentState(paid, 2, false, 'refunded'),
      unique('msg-refund'),
    );
    await until(async () => (await enrolmentsOf(refunded.email))[0].revoked_at !== null);
    const access = await ask<{ status: string }>(ChallengeSubjects.access, { member: refunded });
    expect(access.status).toBe('none');
    // The refund's revocation is published as the enrolment's new state: no longer live.
    const [revoked] = await enrolmentsOf(refunded.email);
    expect((await enrolmentEvents(revoked.id)).map((event) => event.live)).toEqual([true, false]);
  });

  it('grants by command idempotently with a sourceId', async () => {
    const member = newMember(MEXICO);
    const grant = {
      email: member.email.toUpperCase(),
      userId: member.userId,
      sourceId: unique('grant'),
      editionNumber: 78,
    };
    const first = await ask<{ id: string }>(ChallengeSubjects.grantEnrolment, grant);
    const second = await ask<{ id: string }>(ChallengeSubjects.grantEnrolment, grant);
    expect(second.id).toBe(first.id);
    expect(await enrolmentsOf(member.email)).toHaveLength(1);
  });
});

describe('the challenge day in the member timezone', () => {
  it('changes at local midnight in Mexico City', async () => {
    const mexico = await enrolledMember(MEXICO);
    await challenge.setClock(new Date('2026-11-21T05:59:00Z'));
    const before = await ask<ChallengeDayDto>(ChallengeSubjects.challengeDay, { member: mexico });
    expect(before).toMatchObject({ dayOfChallenge: 12, currentDay: 12, currentWeek: 2, currentDate: '2026-11-20' });
    await challenge.setClock(new Date('2026-11-21T06:00:00Z'));
    const after = await ask<ChallengeDayDto>(ChallengeSubjects.challengeDay, { member: mexico });
    expect(after).toMatchObject({ dayOfChallenge: 13, currentWeek: 2, currentDate: '2026-11-21', percentage: 46 });
    expect(after.todaysUnit).toMatchObject({ title: 'SEMANA 2 - RUTINA #6' });
    expect(after.todaysUnit!.exercises.length).toBe(5);
    expect(after.access).toMatchObject({
      status: 'active',
      edition: { number: 78, startDate: '2026-11-09', endDate: '2026-12-06' },
    });
  });

  it('changes at local midnight in Madrid, where day 14 is a rest day', async () => {
    const madrid = await enrolledMember(MADRID, 'male');
    await challenge.setClock(new Date('2026-11-21T22:59:00Z'));
    expect(await ask<ChallengeDayDto>(ChallengeSubjects.challengeDay, { member: madrid })).toMatchObject({
      dayOfChallenge: 13,
      isRestDay: false,
    });
    await challenge.setClock(new Date('2026-11-21T23:00:00Z'));
    const rest = await ask<ChallengeDayDto>(ChallengeSubjects.challengeDay, { member: madrid });
    expect(rest).toMatchObject({
      dayOfChallenge: 14,
      isRestDay: true,
      todaysUnit: { title: 'SEMANA 2 - DESCANSO', exercises: [] },
    });
  });

  it('counts down before the start and ends access after day 28', async () => {
    const [next, mexico] = [await enrolledMember(MADRID, 'female', 79), await enrolledMember(MEXICO)];
    await challenge.setClock(new Date('2026-11-21T12:00:00Z'));
    const pre = await ask<ChallengeDayDto>(ChallengeSubjects.challengeDay, { member: next });
    expect(pre.access).toMatchObject({ status: 'not_started', daysUntilStart: 16, edition: { number: 79 } });
    await challenge.setClock(new Date('2026-12-07T12:00:00Z'));
    const ended = await ask<ChallengeDayDto>(ChallengeSubjects.challengeDay, { member: mexico });
    expect(ended.access).toMatchObject({ status: 'ended', nextEdition: { number: 80, startDate: '2027-01-04' } });
    expect((await refusalOf(ask(ChallengeSubjects.units, { member: mexico }))).status).toBe(403);
  });
});

describe('units, locks and completions', () => {
  it('lists 28 units with today open, and refuses a locked unit unless an admin asks with unlockAll', async () => {
    const mexico = await enrolledMember(MEXICO);
    await challenge.setClock(new Date('2026-11-21T12:00:00Z'));
    const units = await ask<WorkoutUnitDto[]>(ChallengeSubjects.units, { member: mexico });
    expect(units).toHaveLength(28);
    const today = units.find((u) => u.isToday)!;
    expect(today).toMatchObject({ title: 'SEMANA 2 - RUTINA #6', locked: false, lockReason: 'today' });
    expect(units[0]).toMatchObject({ locked: false, lockReason: 'expired' });
    expect(units[27]).toMatchObject({ locked: true, lockReason: 'future', isRestDay: true });
    // the summary: the same list, each exercise without its long texts (kept apart in the cache)
    const summary = await ask<WorkoutUnitDto[]>(ChallengeSubjects.units, { member: mexico, summary: true });
    const withoutLongTexts = units.map((unit) => ({
      ...unit,
      exercises: unit.exercises.map(({ description: _d, techniqueSteps: _t, ...exercise }) => exercise),
    }));
    expect(summary).toEqual(withoutLongTexts);
    expect(await ask<WorkoutUnitDto[]>(ChallengeSubjects.units, { member: mexico })).toEqual(units);

    const future = units[20];
    const exerciseId = future.exercises[0]?.id ?? units[19].exercises[0].id;
    const refused = await refusalOf(
      ask(ChallengeSubjects.exercise, { member: mexico, exerciseId, unitId: units[19].id, unlockAll: true }),
    );
    expect(refused).toMatchObject({ status: 403, code: 'unit_locked' });
    const admin = { ...mexico, isAdmin: true };
    const opened = await ask<ExerciseDetailDto>(ChallengeSubjects.exercise, {
      member: admin,
      exerciseId: units[19].exercises[0].id,
      unitId: units[19].id,
      unlockAll: true,
    });
    expect(opened.unit.title).toBe(units[19].title);
  });

  it("completes today's exercises, marks the unit complete and grows the streak", async () => {
    const mexico = await enrolledMember(MEXICO);
    await challenge.setClock(new Date('2026-11-21T12:00:00Z'));
    const day = await ask<ChallengeDayDto>(ChallengeSubjects.challengeDay, { member: mexico });
    expect(day.streak).toBe(0);
    const unitId = day.todaysUnit!.id;
    let last: CompleteExerciseDto | undefined;
    for (const { id } of day.todaysUnit!.exercises) {
      last = await ask<CompleteExerciseDto>(ChallengeSubjects.completeExercise, {
        member: mexico,
        exerciseId: id,
        unitId,
      });
    }
    expect(last).toMatchObject({ success: true, unitCompleted: true, streak: 1, progress: 4 });
    // The cached units list was dropped by the completion.
    const units = await ask<WorkoutUnitDto[]>(ChallengeSubjects.units, { member: mexico });
    const today = units.find((u) => u.id === unitId)!;
    expect(today.isComplete).toBe(true);
    expect(today.completedExercises).toHaveLength(5);
    // Day 7 rested after a week of routines all missed: not ticked.
    expect(units[6]).toMatchObject({ isRestDay: true, isComplete: false });
    expect(await ask(ChallengeSubjects.completions, { member: mexico })).toEqual([
      { unitId, day: 13, completedAt: expect.any(String) },
    ]);
    expect(await ask(ChallengeSubjects.history, { member: mexico })).toHaveLength(5);
    expect(await ask(ChallengeSubjects.dailyGoal, { member: mexico })).toMatchObject({
      day: 13,
      completed: true,
      completedExercises: 5,
      totalExercises: 5,
    });
    expect(await ask(ChallengeSubjects.memberStats, { member: mexico })).toEqual({ streak: 1, progress: 4 });

    // The next day (the rest day 14, after a week with a routine done) counts once reached, and is ticked.
    await challenge.setClock(new Date('2026-11-22T12:00:00Z'));
    expect(await ask(ChallengeSubjects.memberStats, { member: mexico })).toEqual({ streak: 2, progress: 7 });
    const later = await ask<WorkoutUnitDto[]>(ChallengeSubjects.units, { member: mexico });
    expect(later[13]).toMatchObject({ isRestDay: true, isComplete: true });
    expect(later[6]).toMatchObject({ isRestDay: true, isComplete: false });
  });

  it('answers a completion asked with its answers with the unit and the exercise the next reads give, today and late alike', async () => {
    const member = await enrolledMember(MEXICO);
    await challenge.setClock(new Date('2026-11-21T12:00:00Z'));
    const units = await ask<WorkoutUnitDto[]>(ChallengeSubjects.units, { member });
    // today's routine (day 13) whole, then a routine of an earlier day (late: progress, not the streak)
    const today = units.find((unit) => unit.isToday)!;
    const earlier = units.find((unit) => !unit.isRestDay && unit.id !== today.id && !unit.locked)!;
    const completions = [
      ...today.exercises.map((exercise) => [today.id, exercise.id] as const),
      [earlier.id, earlier.exercises[0]!.id] as const,
      // marked again: the answer of a completion already recorded
      [today.id, today.exercises[0]!.id] as const,
    ];
    for (const [unitId, exerciseId] of completions) {
      const done = await ask<CompleteExerciseDto>(ChallengeSubjects.completeExercise, {
        member,
        exerciseId,
        unitId,
        withAnswers: true,
      });
      expect(done.unit).toEqual(await ask(ChallengeSubjects.unit, { member, unitId }));
      expect(done.exercise).toEqual(await ask(ChallengeSubjects.exercise, { member, exerciseId, unitId }));
      expect(done.exercise).toMatchObject({ id: exerciseId, completed: true });
    }
    // asked without them (REST's completion): the six fields of its payload only
    const plain = await ask<CompleteExerciseDto>(ChallengeSubjects.completeExercise, {
      member,
      exerciseId: earlier.exercises[1]!.id,
      unitId: earlier.id,
    });
    expect(Object.keys(plain).sort()).toEqual([
      'exerciseId',
      'progress',
      'streak',
      'success',
      'unitCompleted',
      'unitId',
    ]);
  });

  it("reads a member's state in one statement, the live enrolments with the completions of the one begun: on a cold day and before each completion", async () => {
    const member = await enrolledMember(MEXICO);
    const [enrolment] = await enrolmentsOf(member.email);
    await challenge.setClock(new Date('2026-11-21T12:00:00Z'));
    const query = jest.spyOn(challenge.app.get(DataSource), 'query');
    const reads = () =>
      statementsAbout(query, ['enrolments', 'completions'], [member.userId, enrolment.id], [member.userId]);
    try {
      const day = await ask<ChallengeDayDto>(ChallengeSubjects.challengeDay, { member });
      expect(reads()).toBe(1);
      const done = await ask<CompleteExerciseDto>(ChallengeSubjects.completeExercise, {
        member,
        exerciseId: day.todaysUnit!.exercises[0].id,
        unitId: day.todaysUnit!.id,
      });
      expect(done).toMatchObject({ success: true, unitCompleted: false });
      expect(reads()).toBe(2);
    } finally {
      query.mockRestore();
    }
  });

  it('reads the states of members asked at once in one statement, each answered with their own', async () => {
    const [first, second] = [await enrolledMember(MEXICO), await enrolledMember(MADRID)];
    const stranger = newMember('America/Lima', 'male');
    await challenge.setClock(new Date('2026-11-21T12:00:00Z'));
    const day = await ask<ChallengeDayDto>(ChallengeSubjects.challengeDay, { member: first });
    await ask(ChallengeSubjects.completeExercise, {
      member: first,
      exerciseId: day.todaysUnit!.exercises[0].id,
      unitId: day.todaysUnit!.id,
    });
    const query = jest.spyOn(challenge.app.get(DataSource), 'query');
    try {
      const goals = await Promise.all(
        [first, second, stranger, first].map((member) =>
          challenge.app.get(MemberService).dailyGoal(MemberSchema.parse(member)),
        ),
      );
      expect(goals.map(({ day, completedExercises }) => ({ day, completedExercises }))).toEqual([
        { day: 13, completedExercises: 1 },
        { day: 13, completedExercises: 0 },
        { day: 1, completedExercises: 0 },
        { day: 13, completedExercises: 1 },
      ]);
      expect(query.mock.calls.filter(([text]) => text === LIVE_WITH_UNITS_SQL)).toHaveLength(1);
    } finally {
      query.mockRestore();
    }
  });

  it('announces each first completion on the stream with the state right after it, and a repeat announces nothing', async () => {
    const member = await enrolledMember(MEXICO);
    await challenge.setClock(new Date('2026-11-21T12:00:00Z'));
    const day = await ask<ChallengeDayDto>(ChallengeSubjects.challengeDay, { member });
    const unitId = day.todaysUnit!.id;
    const exerciseIds = day.todaysUnit!.exercises.map(({ id }) => id);
    for (const exerciseId of [...exerciseIds, exerciseIds[0]!]) {
      await ask(ChallengeSubjects.completeExercise, { member, exerciseId, unitId });
    }
    const expected = exerciseIds.map((exerciseId, index) => ({
      userId: member.userId,
      edition: 78,
      exerciseId,
      unitId,
      programmeDay: 13,
      unitCompleted: index === exerciseIds.length - 1,
      challengeDay: 13,
      streak: index === exerciseIds.length - 1 ? 1 : 0,
      completedAt: expect.stringMatching(/^2026-11-21T12:00:/),
    }));
    // Written with the completion (the outbox of the same transaction), once per exercise.
    const outbox = await sql.query(
      `SELECT payload FROM challenge.outbox WHERE subject = $1 AND (payload->>'userId')::int = $2 ORDER BY id`,
      [ChallengeSubjects.events.exerciseCompleted, member.userId],
    );
    expect(outbox.rows.map((row) => row.payload)).toEqual(expected);
    // And relayed to challenge's stream: what the insights and the community consume.
    const heard: unknown[] = [];
    await until(async () => {
      heard.length = 0;
      await bus.replay(ChallengeSubjects.events.exerciseCompleted, unique('completions-test'), async (message) => {
        const event = message.json<{ userId: number }>();
        if (event.userId === member.userId) heard.push(event);
      });
      return heard.length === expected.length;
    });
    expect(heard).toEqual(expected);
  });

  it("serves a unit and an exercise from the member's cache until a completion drops it", async () => {
    const mexico = await enrolledMember(MEXICO);
    await challenge.setClock(new Date('2026-11-21T12:00:00Z'));
    const day = await ask<ChallengeDayDto>(ChallengeSubjects.challengeDay, { member: mexico });
    const unitId = day.todaysUnit!.id;
    const [first, second] = day.todaysUnit!.exercises.map(({ id }) => id);
    const read = async () => ({
      unit: (await ask<WorkoutUnitDto>(ChallengeSubjects.unit, { member: mexico, unitId })).completedExercises,
      exercise: (
        await ask<ExerciseDetailDto>(ChallengeSubjects.exercise, { member: mexico, exerciseId: first, unitId })
      ).completed,
    });
    expect(await read()).toEqual({ unit: [], exercise: false });

    // A completion written behind the service's back (its enrolment's row, the first exercise done
    // at 2026-11-21 12:00 UTC, seconds since 2020): only a read that queries would see it.
    await sql.query(
      `UPDATE challenge.enrolments SET exercise_done_at = array_fill(NULL::int, ARRAY[$1::int - 1]) || 217425600
        WHERE user_id = $2`,
      [first, mexico.userId],
    );
    expect(await read()).toEqual({ unit: [], exercise: false });

    // A completion through the service drops the member's answers: the next read sees both.
    await ask(ChallengeSubjects.completeExercise, { member: mexico, exerciseId: second, unitId });
    const after = await read();
    expect({ ...after, unit: [...after.unit].sort((a, b) => a - b) }).toEqual({
      unit: [first, second].sort((a, b) => a - b),
      exercise: true,
    });
  });

  it('opens a missed day and completes it late: late on the map, counted in progress, the broken streak stays broken', async () => {
    const mexico = await enrolledMember(MEXICO);
    /** Noon in Mexico City on challenge day `day` of edition 78 (day 1 is 2026-11-09). */
    const noonOnDay = (day: number) => new Date(Date.UTC(2026, 10, 8 + day, 18));
    const units = await ask<WorkoutUnitDto[]>(ChallengeSubjects.units, { member: mexico });
    const completeDay = async (day: number) => {
      for (const { id } of units[day - 1]!.exercises)
        await ask(ChallengeSubjects.completeExercise, { member: mexico, exerciseId: id, unitId: units[day - 1]!.id });
    };
    for (const day of [1, 2, 4]) {
      await challenge.setClock(noonOnDay(day));
      await completeDay(day);
    }
    const before = await ask<ChallengeDayDto>(ChallengeSubjects.challengeDay, { member: mexico });
    expect(before.days.slice(0, 5).map((entry) => entry.status)).toEqual(['done', 'done', 'missed', 'done', 'locked']);
    expect(before).toMatchObject({ streak: 1, bestStreak: 2, progress: 11 });

    // Day 3, missed, opens with all its exercises and completes on day 4.
    const missed = units[2]!;
    const opened = await ask<WorkoutUnitDto>(ChallengeSubjects.unit, { member: mexico, unitId: missed.id });
    expect(opened).toMatchObject({ locked: false, lockReason: 'expired', isComplete: false });
    expect(opened.exercises.map((exercise) => exercise.id)).toEqual(missed.exercises.map((exercise) => exercise.id));
    await completeDay(3);
    const after = await ask<ChallengeDayDto>(ChallengeSubjects.challengeDay, { member: mexico });
    expect(after.days.slice(0, 5).map((entry) => entry.status)).toEqual(['done', 'done', 'late', 'done', 'locked']);
    expect(after).toMatchObject({ streak: 1, bestStreak: 2, progress: 14 });
    // A day to come stays locked.
    const refused = await refusalOf(
      ask(ChallengeSubjects.completeExercise, {
        member: mexico,
        exerciseId: units[5]!.exercises[0]!.id,
        unitId: units[5]!.id,
      }),
    );
    expect(refused).toMatchObject({ status: 403, code: 'unit_locked' });
  });

  it('refuses a member without enrolment', async () => {
    await challenge.setClock(new Date('2026-11-21T12:00:00Z'));
    const units = await ask<WorkoutUnitDto[]>(ChallengeSubjects.units, { member: await enrolledMember(MEXICO) });
    const stranger = newMember('America/Lima', 'male');
    expect(
      await refusalOf(
        ask(ChallengeSubjects.completeExercise, {
          member: stranger,
          exerciseId: units[0]!.exercises[0]!.id,
          unitId: units[0]!.id,
        }),
      ),
    ).toMatchObject({
      status: 403,
      code: 'no_subscription',
      message: 'Necesitas una suscripción para acceder a las rutinas de entrenamiento.',
    });
  });
});

describe("the dashboard's map of the 28 days and the best streak", () => {
  /** Noon in Mexico City on challenge day `day` of edition 78 (day 1 is 2026-11-09). */
  const noonOnDay = (day: number) => new Date(Date.UTC(2026, 10, 8 + day, 18));
  const today = (member: MemberInput) => ask<ChallengeDayDto>(ChallengeSubjects.challengeDay, { member });
  const completeToday = async (member: MemberInput) => {
    const { todaysUnit } = await today(member);
    for (const { id } of todaysUnit!.exercises) {
      await ask(ChallengeSubjects.completeExercise, { member, exerciseId: id, unitId: todaysUnit!.id });
    }
  };
  /** The statuses of the first `count` days, in order. */
  const mapOf = (day: ChallengeDayDto, count: number) => {
    expect(day.days.map((entry) => entry.day)).toEqual(Array.from({ length: 28 }, (_, index) => index + 1));
    return day.days.slice(0, count).map((entry) => entry.status);
  };

  it('shows done, missed, rest, today and locked days over a week of the test clock, and keeps the longest run', async () => {
    const mexico = await enrolledMember(MEXICO);
    for (const day of [1, 2, 3, 5]) {
      await challenge.setClock(noonOnDay(day));
      await completeToday(mexico);
    }

    await challenge.setClock(noonOnDay(6));
    const sixth = await today(mexico);
    expect(mapOf(sixth, 8)).toEqual(['done', 'done', 'done', 'missed', 'done', 'today', 'locked', 'locked']);
    expect(sixth.days.slice(6).every((entry) => entry.status === 'locked')).toBe(true);
    expect({ streak: sixth.streak, bestStreak: sixth.bestStreak }).toEqual({ streak: 1, bestStreak: 3 });

    // The answer just read is cached; completing today's routine changes the map at once.
    await completeToday(mexico);
    const done = await today(mexico);
    expect(mapOf(done, 7)).toEqual(['done', 'done', 'done', 'missed', 'done', 'done', 'locked']);
    expect({ streak: done.streak, bestStreak: done.bestStreak }).toEqual({ streak: 2, bestStreak: 3 });

    // The rest day 7 (its unit says so) counts once reached; day 8 extends the run past the old best.
    await challenge.setClock(noonOnDay(7));
    const rest = await today(mexico);
    expect(mapOf(rest, 8)).toEqual(['done', 'done', 'done', 'missed', 'done', 'done', 'rest', 'locked']);
    expect({ streak: rest.streak, bestStreak: rest.bestStreak }).toEqual({ streak: 3, bestStreak: 3 });
    await challenge.setClock(noonOnDay(8));
    await completeToday(mexico);
    const eighth = await today(mexico);
    expect(mapOf(eighth, 9)).toEqual(['done', 'done', 'done', 'missed', 'done', 'done', 'rest', 'done', 'locked']);
    expect({ streak: eighth.streak, bestStreak: eighth.bestStreak }).toEqual({ streak: 4, bestStreak: 4 });

    // Days 9 and 10 left undone: the streak is gone, the best run stays.
    await challenge.setClock(noonOnDay(11));
    const later = await today(mexico);
    expect(mapOf(later, 12).slice(8)).toEqual(['missed', 'missed', 'today', 'locked']);
    expect({ streak: later.streak, bestStreak: later.bestStreak }).toEqual({ streak: 0, bestStreak: 4 });

    // Once the edition ended no day is today or to come.
    await challenge.setClock(noonOnDay(29));
    const ended = await today(mexico);
    expect(ended.access.status).toBe('ended');
    expect(mapOf(ended, 28).slice(8)).toEqual(
      Array.from({ length: 20 }, (_, index) => ([14, 21, 28].includes(index + 9) ? 'rest' : 'missed')),
    );
    expect(ended.bestStreak).toBe(4);
  });

  it('locks all 28 days before the edition starts', async () => {
    const next = await enrolledMember(MEXICO, 'female', 79);
    await challenge.setClock(noonOnDay(10));
    const before = await today(next);
    expect(before.access.status).toBe('not_started');
    expect(new Set(before.days.map((entry) => entry.status))).toEqual(new Set(['locked']));
    expect({ streak: before.streak, bestStreak: before.bestStreak }).toEqual({ streak: 0, bestStreak: 0 });
  });
});

describe('the programme as data', () => {
  it('keeps the schedule, the locks, the rest days, the streak and the technique cards when every title is renamed', async () => {
    const mexico = await enrolledMember(MEXICO);
    await challenge.setClock(new Date('2026-11-21T12:00:00Z'));
    const day = await ask<ChallengeDayDto>(ChallengeSubjects.challengeDay, { member: mexico });
    for (const { id } of day.todaysUnit!.exercises) {
      await ask(ChallengeSubjects.completeExercise, { member: mexico, exerciseId: id, unitId: day.todaysUnit!.id });
    }
    const schedule = async () => {
      const units = await ask<WorkoutUnitDto[]>(ChallengeSubjects.units, { member: mexico });
      const today = await ask<ChallengeDayDto>(ChallengeSubjects.challengeDay, { member: mexico });
      return {
        units: units.map(({ id, order, week, isRestDay, isToday, locked, lockReason, isComplete, exercises }) => ({
          id,
          order,
          week,
          isRestDay,
          isToday,
          locked,
          lockReason,
          isComplete,
          techniqueKeys: exercises.map((exercise) => exercise.techniqueKey),
        })),
        today: {
          day: today.dayOfChallenge,
          unit: today.todaysUnit?.id,
          isRestDay: today.isRestDay,
          restDays: today.restDays,
          days: today.days,
          streak: today.streak,
          bestStreak: today.bestStreak,
          progress: today.progress,
        },
      };
    };
    const before = await schedule();
    expect(before.today).toMatchObject({ day: 13, restDays: [7, 14, 21, 28], streak: 1 });
    expect(before.units[0]!.techniqueKeys[0]).toBe('sentadilla-con-peso-corporal');

    const { rows: titles } = await sql.query('SELECT id, title FROM challenge.workout_units');
    const { rows: exerciseTitles } = await sql.query('SELECT id, title FROM challenge.exercises');
    const actor = { id: nextUserId++, username: 'admin' };
    try {
      // Every title renamed (as a trainer, or a programme in another language, would): no SEMANA, no DESCANSO.
      await sql.query("UPDATE challenge.workout_units SET title = 'Unit ' || md5(id::text)");
      await sql.query("UPDATE challenge.exercises SET title = 'Exercise ' || md5(id::text)");
      await ask(ChallengeSubjects.refreshCache, { actor });
      const after = await schedule();
      expect(after).toEqual(before);
      // The rest day 14 still counts once reached.
      await challenge.setClock(new Date('2026-11-22T12:00:00Z'));
      expect(await ask(ChallengeSubjects.memberStats, { member: mexico })).toEqual({ streak: 2, progress: 7 });
    } finally {
      for (const { id, title } of titles)
        await sql.query('UPDATE challenge.workout_units SET title = $2 WHERE id = $1', [id, title]);
      for (const { id, title } of exerciseTitles)
        await sql.query('UPDATE challenge.exercises SET title = $2 WHERE id = $1', [id, title]);
      await ask(ChallengeSubjects.refreshCache, { actor });
    }
  });
});

describe("the player's prescription", () => {
  it('gives every exercise its sets, repetitions or held seconds and rest from the columns, as the trainer edits them', async () => {
    const madrid = await enrolledMember(MADRID);
    await challenge.setClock(new Date('2026-11-21T12:00:00Z'));
    const units = await ask<WorkoutUnitDto[]>(ChallengeSubjects.units, { member: madrid });
    const exercises = units.flatMap((unit) => unit.exercises.map((exercise) => ({ week: unit.week, ...exercise })));
    expect(exercises.length).toBeGreaterThan(100);
    for (const exercise of exercises) {
      // Exactly one of reps or seconds, as the programme's weeks grow.
      expect((exercise.reps === null) !== (exercise.workSeconds === null)).toBe(true);
      expect(exercise).toMatchObject({
        sets: [3, 4, 4, 5][exercise.week - 1],
        restSeconds: [60, 60, 45, 45][exercise.week - 1],
      });
    }
    expect(exercises.find((e) => e.week === 1 && e.techniqueKey === 'sentadilla-con-peso-corporal')).toMatchObject({
      reps: 12,
      workSeconds: null,
    });
    const plank = exercises.find((e) => e.week === 3 && e.techniqueKey === 'plancha-frontal')!;
    expect(plank).toMatchObject({ reps: null, workSeconds: 40 });
    const today = units.find((unit) => unit.isToday)!;
    const detail = await ask<ExerciseDetailDto>(ChallengeSubjects.exercise, {
      member: madrid,
      exerciseId: today.exercises[0]!.id,
      unitId: today.id,
    });
    expect(detail).toMatchObject({ sets: 4, reps: 12, workSeconds: null, restSeconds: 60 });
    // The exercise carries its technique card's steps, which the challenge owns with its exercises.
    expect(detail.techniqueSteps.length).toBeGreaterThanOrEqual(2);
    expect(detail.techniqueSteps).toEqual(EXERCISE_TECHNIQUES[detail.techniqueKey!]!.steps);

    // The trainer's numbers are the columns': a change reaches the member after the content refresh.
    const actor = { id: nextUserId++, username: 'admin' };
    const { rows } = await sql.query(
      'SELECT sets, reps, work_seconds, rest_seconds FROM challenge.exercises WHERE id = $1',
      [detail.id],
    );
    try {
      await sql.query(
        'UPDATE challenge.exercises SET sets = 2, reps = NULL, work_seconds = 50, rest_seconds = 20 WHERE id = $1',
        [detail.id],
      );
      await ask(ChallengeSubjects.refreshCache, { actor });
      expect(
        await ask<ExerciseDetailDto>(ChallengeSubjects.exercise, {
          member: madrid,
          exerciseId: detail.id,
          unitId: today.id,
        }),
      ).toMatchObject({ sets: 2, reps: null, workSeconds: 50, restSeconds: 20 });
    } finally {
      const [before] = rows as Array<Record<string, number | null>>;
      await sql.query(
        'UPDATE challenge.exercises SET sets = $2, reps = $3, work_seconds = $4, rest_seconds = $5 WHERE id = $1',
        [detail.id, before!.sets, before!.reps, before!.work_seconds, before!.rest_seconds],
      );
      await ask(ChallengeSubjects.refreshCache, { actor });
    }
  });
});

describe('the satisfaction check-in', () => {
  it('opens on day 26 and after the edition ended, keeps one answer per member and edition, announces it once, and invites a satisfied member to review', async () => {
    const ana = await enrolledMember(MEXICO);
    const bruno = await enrolledMember(MEXICO);
    const answer = (member: MemberInput, satisfaction: number, recommend: boolean) =>
      ask<SurveyDto>(ChallengeSubjects.survey.answer, { member, answer: { satisfaction, recommend } });
    // Day 25 of edition 78 (noon in Mexico City): not yet.
    await challenge.setClock(new Date('2026-12-03T18:00:00Z'));
    expect(await ask(ChallengeSubjects.survey.get, { member: ana })).toEqual({
      due: false,
      edition: null,
      answer: null,
      inviteReview: false,
    });
    expect(await refusalOf(answer(ana, 5, true))).toMatchObject({ status: 409, code: 'survey_not_due' });
    // Day 26: due; a 5 invites a review; a second answer is refused and changes nothing.
    await challenge.setClock(new Date('2026-12-04T18:00:00Z'));
    expect(await ask(ChallengeSubjects.survey.get, { member: ana })).toMatchObject({ due: true, edition: 78 });
    expect(await answer(ana, 5, true)).toEqual({
      due: false,
      edition: 78,
      answer: { satisfaction: 5, recommend: true, answeredAt: expect.stringMatching(/^2026-12-04T18:00/) },
      inviteReview: true,
    });
    expect(await refusalOf(answer(ana, 1, false))).toMatchObject({
      status: 409,
      code: 'survey_answered',
      message: 'Ya respondiste la encuesta de esta edición',
    });
    expect(await ask(ChallengeSubjects.survey.get, { member: ana })).toMatchObject({
      due: false,
      answer: { satisfaction: 5, recommend: true },
      inviteReview: true,
    });
    expect(await refusalOf(answer(bruno, 6, true))).toMatchObject({
      status: 400,
      message: 'La satisfacción debe ser un número del 1 al 5',
    });
    // After the edition ended, a member who has not answered still sees it; a 3 invites no review.
    await challenge.setClock(new Date('2026-12-09T18:00:00Z'));
    expect(await ask(ChallengeSubjects.survey.get, { member: bruno })).toMatchObject({ due: true, edition: 78 });
    expect(await answer(bruno, 3, false)).toMatchObject({ due: false, inviteReview: false });
    // Each kept answer is announced once, in the outbox of its own transaction.
    const outbox = await sql.query(
      `SELECT payload FROM challenge.outbox WHERE subject = $1 AND (payload->>'userId')::int = ANY($2) ORDER BY id`,
      [ChallengeSubjects.events.surveyAnswered, [ana.userId, bruno.userId]],
    );
    expect(outbox.rows.map((row) => row.payload)).toEqual([
      { userId: ana.userId, edition: 78, satisfaction: 5, recommend: true, answeredAt: expect.any(String) },
      { userId: bruno.userId, edition: 78, satisfaction: 3, recommend: false, answeredAt: expect.any(String) },
    ]);
  });

  it("is kept between the dashboard's openings: read again it asks the database nothing; an answer or an access change shows at once", async () => {
    const member = await enrolledMember(MEXICO);
    const [enrolment] = await enrolmentsOf(member.email);
    // day 26 of edition 78: due
    await challenge.setClock(new Date('2026-12-04T18:00:00Z'));
    const query = jest.spyOn(challenge.app.get(DataSource), 'query');
    const reads = () => statementsAbout(query, ['enrolments', 'survey_answers'], [member.userId, member.email]);
    const survey = () => ask<SurveyDto>(ChallengeSubjects.survey.get, { member });
    try {
      expect(await survey()).toMatchObject({ due: true, edition: 78 });
      const first = reads();
      expect(first).toBeGreaterThan(0);
      expect(await survey()).toMatchObject({ due: true, edition: 78 });
      expect(reads()).toBe(first);
    } finally {
      query.mockRestore();
    }
    await ask(ChallengeSubjects.survey.answer, { member, answer: { satisfaction: 4, recommend: true } });
    expect(await survey()).toMatchObject({ due: false, answer: { satisfaction: 4, recommend: true } });
    await ask(ChallengeSubjects.adminRevokeAccess, {
      enrolmentId: enrolment.id,
      actor: { id: nextUserId++, username: 'admin' },
    });
    expect(await survey()).toEqual({ due: false, edition: null, answer: null, inviteReview: false });
  });
});

describe('videos and nutrition', () => {
  it('gives each gender its video, and a video change reaches the cached units at once', async () => {
    const [mexico, madrid] = [await enrolledMember(MEXICO), await enrolledMember(MADRID, 'male')];
    await challenge.setClock(new Date('2026-11-09T12:00:00Z'));
    const actor = { id: nextUserId++, username: 'admin' };
    const female = await ask<WorkoutUnitDto[]>(ChallengeSubjects.units, { member: mexico });
    const male = await ask<WorkoutUnitDto[]>(ChallengeSubjects.units, { member: madrid });
    // No invented ids are seeded: every exercise starts without a video.
    expect(female.flatMap((unit) => unit.exercises).every((exercise) => exercise.videoId === '')).toBe(true);
    const [herFirst, hisFirst] = [female[0].exercises[0], male[0].exercises[0]];
    const set = (exerciseId: number, unitId: number, gender: string, videoId: string) =>
      ask(ChallengeSubjects.adminUpdateVideo, { unitId, exerciseId, gender, videoId, actor });
    await set(herFirst.id, herFirst.unitId, 'female', 'aaaaaaaaaaa');
    await set(hisFirst.id, hisFirst.unitId, 'male', 'bbbbbbbbbbb');
    const [herAfter, hisAfter] = await Promise.all([
      ask<WorkoutUnitDto[]>(ChallengeSubjects.units, { member: mexico }),
      ask<WorkoutUnitDto[]>(ChallengeSubjects.units, { member: madrid }),
    ]);
    expect(herAfter[0].exercises[0].videoId).toBe('aaaaaaaaaaa');
    expect(hisAfter[0].exercises[0].videoId).toBe('bbbbbbbbbbb');
    // The generic id is the fallback, then the gender's own one wins.
    const second = female[7].exercises[0];
    await set(second.id, second.unitId, 'generic', 'dQw4w9WgXcQ');
    const after = await ask<WorkoutUnitDto[]>(ChallengeSubjects.units, { member: mexico });
    expect(after[7].exercises[0].videoId).toBe('dQw4w9WgXcQ');
    expect(await refusalOf(set(second.id, second.unitId, 'male', 'nope'))).toMatchObject({
      status: 400,
      message: 'El formato del enlace de video no es válido',
    });
    // Each change committed with its audit event in challenge's outbox.
    const { rows } = await sql.query(
      `SELECT payload FROM challenge.outbox WHERE subject = 'challenge.audit.recorded.v1' AND (payload->'actor'->>'id')::int = $1 ORDER BY id`,
      [actor.id],
    );
    expect(rows.map((row) => row.payload.action)).toEqual(['video.updated', 'video.updated', 'video.updated']);
    expect(rows[0].payload).toMatchObject({ actor, before: { videoId: '' }, after: { videoId: 'aaaaaaaaaaa' } });
  });

  it('computes and stores a nutrition plan with the 30/45/25 split', async () => {
    const email = `${unique('plan')}@example.com`;
    const plan = await ask<NutritionPlan>(ChallengeSubjects.computeNutritionPlan, {
      email,
      fullName: 'Plan Pérez',
      age: 30,
      height: '1.80 m',
      weight: '80 kg',
      physicalActivity: 'moderado',
      occupation: 'Oficina',
      fitnessGoal: 'perder_grasa',
      // sent by its verified owner: kept
      ownerEmail: email,
    });
    expect(plan).toMatchObject({
      goal: 'fat_loss',
      dailyCalories: 2259,
      macros: { protein: 169, carbs: 254, fat: 63 },
    });
    expect(await ask(ChallengeSubjects.nutritionPlan, { email })).toMatchObject({
      dailyCalories: 2259,
    });
  });

  it("keeps a visitor's plan only with a proved purchase, once, however many arrive at once; its verified owner replaces it", async () => {
    const email = `${unique('plan')}@example.com`;
    const form = {
      email,
      fullName: 'Plan Pérez',
      age: 30,
      height: '1.80 m',
      physicalActivity: 'moderado',
      occupation: 'Oficina',
      fitnessGoal: 'perder_grasa',
    };
    const stored = async () =>
      Number(
        (await sql.query(`SELECT count(*) FROM challenge.nutrition_plans WHERE email = $1`, [email])).rows[0].count,
      );
    // Without a purchase's proof: computed for the sender, kept for nobody.
    const forged = await ask<NutritionPlan>(ChallengeSubjects.computeNutritionPlan, { ...form, weight: '300 kg' });
    expect(forged.dailyCalories).toBeGreaterThan(2000);
    expect(await ask(ChallengeSubjects.nutritionPlan, { email })).toBeNull();
    // With one: four at once keep one (the unique purchase key, in one statement).
    const purchaseKey = createHash('sha256').update(`cs_${email}`).digest('hex');
    const firsts = await Promise.all(
      Array.from({ length: 4 }, () =>
        ask<NutritionPlan>(ChallengeSubjects.computeNutritionPlan, { ...form, weight: '80 kg', purchaseKey }),
      ),
    );
    const first = firsts[0]!;
    expect(await stored()).toBe(1);
    await ask(ChallengeSubjects.computeNutritionPlan, { ...form, weight: '300 kg', purchaseKey });
    expect(await stored()).toBe(1);
    expect(await ask(ChallengeSubjects.nutritionPlan, { email })).toMatchObject({ dailyCalories: first.dailyCalories });
    const own = await ask<NutritionPlan>(ChallengeSubjects.computeNutritionPlan, {
      ...form,
      weight: '70 kg',
      ownerEmail: email,
    });
    expect(await ask(ChallengeSubjects.nutritionPlan, { email })).toMatchObject({ dailyCalories: own.dailyCalories });
  });

  it('tells the next edition', async () => {
    await challenge.setClock(new Date('2026-11-21T12:00:00Z'));
    expect(await ask(ChallengeSubjects.nextEdition, {})).toEqual({
      number: 79,
      startDate: '2026-12-07',
      endDate: '2027-01-03',
    });
  });
});
