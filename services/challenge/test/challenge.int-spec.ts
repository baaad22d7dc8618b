import { randomUUID } from 'node:crypto';
import {
  ChallengeAdminSubjects,
  ChallengeSubjects,
  EventSubjects,
  type ChallengeDayDto,
  type CompleteExerciseDto,
  type ExerciseDetailDto,
  type MemberInput,
  type NutritionPlan,
  NutritionSubjects,
  type WorkoutUnitDto,
} from '@reto/contracts';
import { createLogger, DomainError, EventBus } from '@reto/platform';
import { startServiceUnderTest, type ServiceUnderTest } from '@reto/platform/testing';
import pg from 'pg';
import { challengeDatabase } from '../src/challenge.database.js';

let challenge: ServiceUnderTest;
let sql: pg.Client;
let bus: EventBus;
let prefix: string;

const refusal = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(DomainError);
  return (error as DomainError).body;
};

const until = async (condition: () => Promise<boolean>, ms = 10_000) => {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('condition not met in time');
};

const enrolmentsOf = async (email: string) =>
  (await sql.query('SELECT * FROM challenge.enrolments WHERE email = $1 ORDER BY created_at', [email])).rows;

// Edition 78 starts 2026-11-09. 06:00 UTC is local midnight in Mexico City (UTC-6).
const mexico: MemberInput = {
  userId: 101,
  email: 'ana@example.com',
  gender: 'female',
  timezone: 'America/Mexico_City',
};
const madrid: MemberInput = { userId: 102, email: 'luis@example.com', gender: 'male', timezone: 'Europe/Madrid' };
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

afterAll(async () => {
  await challenge?.setClock(null).catch(() => undefined);
  await sql?.end();
  await challenge?.close();
});

describe('enrolments from events', () => {
  it('enrols from a payment once even when the event arrives twice, links the account later, and announces access', async () => {
    await challenge.setClock(new Date('2026-11-10T12:00:00Z'));
    const payment = {
      paymentId: 'pi_1',
      email: 'pago@example.com',
      amountCents: 7800,
      currency: 'USD',
      provider: 'stripe',
      paidAt: '2026-11-10T12:00:00Z',
    };
    await bus.publish(EventSubjects.paymentSucceeded, payment, 'msg-pay-1');
    await bus.publish(EventSubjects.paymentSucceeded, payment, 'msg-pay-1-again');
    await until(async () => (await enrolmentsOf('pago@example.com')).length > 0);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const rows = await enrolmentsOf('pago@example.com');
    expect(rows).toHaveLength(1);
    // Day 2 of edition 78: still the running edition (ENROL_CURRENT_UNTIL_DAY=3).
    expect(rows[0]).toMatchObject({ edition_number: 78, user_id: null, source: 'payment' });

    await bus.publish(
      EventSubjects.userRegistered.replace('identity', 'identity'),
      {
        userId: 555,
        username: 'Pago',
        email: 'pago@example.com',
        gender: 'male',
        timezone: 'America/Bogota',
        preApproved: false,
        registeredAt: '2026-11-10T12:05:00Z',
      },
      'msg-reg-555',
    );
    await until(async () => (await enrolmentsOf('pago@example.com'))[0].user_id === 555);
    const events = await sql.query(
      `SELECT payload FROM challenge.outbox WHERE subject = $1 AND payload->>'email' = 'pago@example.com' ORDER BY id`,
      [EventSubjects.accessChanged],
    );
    expect(events.rows.map((row) => row.payload.userId)).toEqual([null, 555]);
    expect(events.rows[1].payload.accessEndsAt).toBe('2026-12-07T12:00:00.000Z');
  });

  it('enrols a pre-approved registration in the next edition after day 3, and a refund revokes a payment', async () => {
    await challenge.setClock(new Date('2026-11-21T12:00:00Z'));
    await bus.publish(
      EventSubjects.userRegistered,
      {
        userId: 777,
        username: 'Pre',
        email: 'pre@example.com',
        gender: 'female',
        timezone: 'Europe/Madrid',
        preApproved: true,
        registeredAt: '2026-11-21T12:00:00Z',
      },
      'msg-reg-777',
    );
    await until(async () => (await enrolmentsOf('pre@example.com')).length === 1);
    expect((await enrolmentsOf('pre@example.com'))[0]).toMatchObject({ edition_number: 79, user_id: 777 });

    await bus.publish(
      EventSubjects.paymentSucceeded,
      {
        paymentId: 'pi_r',
        email: 'refund@example.com',
        amountCents: 7800,
        currency: 'USD',
        provider: 'simulated',
        paidAt: '2026-11-21T12:00:00Z',
      },
      'msg-pay-r',
    );
    await until(async () => (await enrolmentsOf('refund@example.com')).length === 1);
    await bus.publish(
      EventSubjects.paymentRefunded,
      { paymentId: 'pi_r', email: 'refund@example.com', refundedAt: '2026-11-21T13:00:00Z' },
      'msg-refund-r',
    );
    await until(async () => (await enrolmentsOf('refund@example.com'))[0].revoked_at !== null);
    const access = await ask<{ status: string }>(ChallengeSubjects.access, {
      member: { userId: 999, email: 'refund@example.com', gender: 'male', timezone: 'Europe/Madrid' },
    });
    expect(access.status).toBe('none');
  });

  it('grants by command idempotently with a sourceId', async () => {
    const grant = { email: 'ANA@example.com', userId: 101, sourceId: 'grant-ana', editionNumber: 78 };
    const first = await ask<{ id: string }>(ChallengeSubjects.grantEnrolment, grant);
    const second = await ask<{ id: string }>(ChallengeSubjects.grantEnrolment, grant);
    expect(second.id).toBe(first.id);
    await ask(ChallengeSubjects.grantEnrolment, {
      email: madrid.email,
      userId: 102,
      sourceId: 'grant-luis',
      editionNumber: 78,
    });
  });
});

describe('the challenge day in the member timezone', () => {
  it('changes at local midnight in Mexico City', async () => {
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
    await challenge.setClock(new Date('2026-11-21T12:00:00Z'));
    const pre = await ask<ChallengeDayDto>(ChallengeSubjects.challengeDay, {
      member: { userId: 777, email: 'pre@example.com', gender: 'female', timezone: 'Europe/Madrid' },
    });
    expect(pre.access).toMatchObject({ status: 'not_started', daysUntilStart: 16, edition: { number: 79 } });
    await challenge.setClock(new Date('2026-12-07T12:00:00Z'));
    const ended = await ask<ChallengeDayDto>(ChallengeSubjects.challengeDay, { member: mexico });
    expect(ended.access).toMatchObject({ status: 'ended', nextEdition: { number: 80, startDate: '2027-01-04' } });
    expect((await refusal(ask(ChallengeSubjects.units, { member: mexico }))).status).toBe(403);
  });
});

describe('units, locks and completions', () => {
  it('lists 28 units with today open, and refuses a locked unit unless an admin asks with unlockAll', async () => {
    await challenge.setClock(new Date('2026-11-21T12:00:00Z'));
    const units = await ask<WorkoutUnitDto[]>(ChallengeSubjects.units, { member: mexico });
    expect(units).toHaveLength(28);
    const today = units.find((u) => u.isToday)!;
    expect(today).toMatchObject({ title: 'SEMANA 2 - RUTINA #6', locked: false, lockReason: 'today' });
    expect(units[0]).toMatchObject({ locked: true, lockReason: 'expired' });
    expect(units[27]).toMatchObject({ locked: true, lockReason: 'future', isRestDay: true });

    const future = units[20];
    const exerciseId = future.exercises[0]?.id ?? units[19].exercises[0].id;
    const refused = await refusal(
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
    expect(last).toMatchObject({ success: true, unitCompleted: true, streak: 1, progress: 7 });
    // The cached units list was dropped by the completion.
    const units = await ask<WorkoutUnitDto[]>(ChallengeSubjects.units, { member: mexico });
    const today = units.find((u) => u.id === unitId)!;
    expect(today.isComplete).toBe(true);
    expect(today.completedExercises).toHaveLength(5);
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
    expect(await ask(ChallengeSubjects.memberStats, { member: mexico })).toEqual({ streak: 1, progress: 7 });

    // The next day (the rest day 14) counts once reached.
    await challenge.setClock(new Date('2026-11-22T12:00:00Z'));
    expect(await ask(ChallengeSubjects.memberStats, { member: mexico })).toEqual({ streak: 2, progress: 11 });
  });

  it('refuses to complete an expired unit, and refuses a member without enrolment', async () => {
    const units = await ask<WorkoutUnitDto[]>(ChallengeSubjects.units, { member: mexico });
    const expired = units[0];
    expect(
      await refusal(
        ask(ChallengeSubjects.completeExercise, {
          member: mexico,
          exerciseId: expired.exercises[0].id,
          unitId: expired.id,
        }),
      ),
    ).toMatchObject({ status: 403, message: 'Esta rutina ya no está disponible' });
    const stranger = { userId: 4242, email: 'nadie@example.com', gender: 'male', timezone: 'America/Lima' };
    expect(
      await refusal(
        ask(ChallengeSubjects.completeExercise, {
          member: stranger,
          exerciseId: expired.exercises[0].id,
          unitId: expired.id,
        }),
      ),
    ).toMatchObject({
      status: 403,
      code: 'no_subscription',
      message: 'Necesitas una suscripción para acceder a las rutinas de entrenamiento.',
    });
  });
});

describe('videos and nutrition', () => {
  it('gives each gender its video, and a video change reaches the cached units at once', async () => {
    await challenge.setClock(new Date('2026-11-09T12:00:00Z'));
    const actor = { id: 1, username: 'admin' };
    const female = await ask<WorkoutUnitDto[]>(ChallengeSubjects.units, { member: mexico });
    const male = await ask<WorkoutUnitDto[]>(ChallengeSubjects.units, { member: madrid });
    // No invented ids are seeded: every exercise starts without a video.
    expect(female.flatMap((unit) => unit.exercises).every((exercise) => exercise.videoId === '')).toBe(true);
    const [herFirst, hisFirst] = [female[0].exercises[0], male[0].exercises[0]];
    const set = (exerciseId: number, unitId: number, gender: string, videoId: string) =>
      ask(ChallengeAdminSubjects.updateVideo, { unitId, exerciseId, gender, videoId, actor });
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
    expect(await refusal(set(second.id, second.unitId, 'male', 'nope'))).toMatchObject({
      status: 400,
      message: 'El formato del enlace de video no es válido',
    });
    // Each change committed with its audit event in challenge's outbox.
    const { rows } = await sql.query(
      `SELECT payload FROM challenge.outbox WHERE subject = 'challenge.audit.recorded.v1'`,
    );
    expect(rows.map((row) => row.payload.action)).toEqual(['video.updated', 'video.updated', 'video.updated']);
    expect(rows[0].payload).toMatchObject({ actor, before: { videoId: '' }, after: { videoId: 'aaaaaaaaaaa' } });
  });

  it('computes and stores a nutrition plan with the 30/45/25 split', async () => {
    const plan = await ask<NutritionPlan>(NutritionSubjects.compute, {
      email: 'plan@example.com',
      fullName: 'Plan Pérez',
      age: 30,
      height: '1.80 m',
      weight: '80 kg',
      physicalActivity: 'moderado',
      occupation: 'Oficina',
      fitnessGoal: 'perder_grasa',
    });
    expect(plan).toMatchObject({
      goal: 'fat_loss',
      dailyCalories: 2259,
      macros: { protein: 169, carbs: 254, fat: 63 },
    });
    expect(await ask(ChallengeSubjects.nutritionPlan, { email: 'plan@example.com' })).toMatchObject({
      dailyCalories: 2259,
    });
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
