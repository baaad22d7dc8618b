import { ChallengeSubjects } from '@reto/contracts';
import { seedDemoMembers } from '../../infra/local/demo.mjs';
import { startTestSystem, type TestSystem } from '../../infra/local/test-system.mjs';
import { SystemRpc, stopClockedSystem } from './system-rpc.js';
import { GatewayClient } from '@reto/platform/testing';

let system: TestSystem;
let nats: SystemRpc;
const mexico = () => clients.mexico;
const madrid = () => clients.madrid;
const clients = {} as Record<'mexico' | 'madrid' | 'stranger' | 'done', GatewayClient>;
let mexicoId: number;
let strangerId: number;

const register = async (client: GatewayClient, username: string, gender: string, timezone: string) => {
  const res = await client.rest('POST', '/api/register', {
    username,
    email: `${username.toLowerCase()}@example.com`,
    password: 'reto-28-dias',
    gender,
    timezone,
  });
  expect(res.status).toBe(201);
  return res.body.id as number;
};

const DAY_FIELDS = `dayOfChallenge currentDay currentWeek currentDate percentage isRestDay restDays streak bestStreak progress
  days { day status }
  todaysUnit { id title exercises { id } }
  todaysWorkout { id title isToday locked lockReason }
  access { status daysUntilStart edition { number startDate endDate } nextEdition { number startDate endDate } }`;
const UNIT_FIELDS = `id order week title description duration isRestDay completedExercises isComplete isToday locked lockReason
  exercises { id unitId position title description duration sets reps workSeconds restSeconds techniqueKey techniqueSteps videoId videoIdMale videoIdFemale completed }`;

/** REST and GraphQL answer the same thing. */
const bothDays = async (client: GatewayClient) => {
  const rest = await client.rest('GET', '/api/challenge-day');
  expect(rest.status).toBe(200);
  const gql = await client.graphql<{ challengeDay: Record<string, unknown> }>(`{ challengeDay { ${DAY_FIELDS} } }`);
  expect(gql.errors).toBeUndefined();
  expect(gql.data!.challengeDay).toEqual(
    expect.objectContaining({
      dayOfChallenge: rest.body.dayOfChallenge,
      currentDate: rest.body.currentDate,
      todaysUnit: rest.body.todaysUnit,
      isRestDay: rest.body.isRestDay,
      // The dashboard's map and best streak: the same gateway-side function answers both.
      days: rest.body.days,
      bestStreak: rest.body.bestStreak,
      // The day strip's rest days come from the server (the client keeps no calendar of its own).
      restDays: [7, 14, 21, 28],
    }),
  );
  expect(rest.body.restDays).toEqual([7, 14, 21, 28]);
  expect(rest.body.days).toHaveLength(28);
  return rest.body;
};

beforeAll(async () => {
  system = await startTestSystem();
  nats = await SystemRpc.connect(system);
  for (const name of ['mexico', 'madrid', 'stranger'] as const) clients[name] = new GatewayClient(system.url);
  mexicoId = await register(clients.mexico, 'Ximena', 'female', 'America/Mexico_City');
  const madridId = await register(clients.madrid, 'Javier', 'male', 'Europe/Madrid');
  strangerId = await register(clients.stranger, 'Sinpago', 'male', 'America/Lima');
  // Edition 78 starts 2026-11-09.
  await nats.enrol(mexicoId, 'ximena@example.com', 78);
  await nats.enrol(madridId, 'javier@example.com', 78);
}, 180_000);

afterAll(() => stopClockedSystem(system, nats));

describe('GET /api/challenge-day and query challengeDay, around local midnight', () => {
  it('America/Mexico_City: day 12 at 23:59 local, day 13 at 00:00', async () => {
    await nats.setClock(new Date('2026-11-21T05:59:00Z'));
    const before = await bothDays(mexico());
    expect(before).toMatchObject({ dayOfChallenge: 12, currentDay: 12, currentWeek: 2, currentDate: '2026-11-20' });
    expect(before.todaysUnit.title).toBe('SEMANA 2 - RUTINA #5');

    await nats.setClock(new Date('2026-11-21T06:00:00Z'));
    const after = await bothDays(mexico());
    expect(after).toMatchObject({
      dayOfChallenge: 13,
      currentDay: 13,
      currentWeek: 2,
      currentDate: '2026-11-21',
      percentage: 46,
      isRestDay: false,
      todaysUnit: { title: 'SEMANA 2 - RUTINA #6' },
      todaysWorkout: { title: 'SEMANA 2 - RUTINA #6', isToday: true, locked: false, lockReason: 'today' },
      access: { status: 'active', edition: { number: 78, startDate: '2026-11-09', endDate: '2026-12-06' } },
    });
    expect(after.todaysUnit.exercises).toHaveLength(5);
    // Nothing done before day 13: past training days are missed, the rest day 7 counts, day 14 is to come.
    const statuses = after.days.map(({ status }: { status: string }) => status);
    expect(statuses.slice(5, 12)).toEqual(['missed', 'rest', 'missed', 'missed', 'missed', 'missed', 'missed']);
    expect(statuses[13]).toBe('locked');
    expect(after.bestStreak).toBe(1);
  });

  it('Europe/Madrid: day 13 at 23:59 local, the rest day 14 at 00:00', async () => {
    await nats.setClock(new Date('2026-11-21T22:59:00Z'));
    expect(await bothDays(madrid())).toMatchObject({ dayOfChallenge: 13, currentDate: '2026-11-21' });
    await nats.setClock(new Date('2026-11-21T23:00:00Z'));
    expect(await bothDays(madrid())).toMatchObject({
      dayOfChallenge: 14,
      currentDate: '2026-11-22',
      isRestDay: true,
      todaysUnit: { title: 'SEMANA 2 - DESCANSO', exercises: [] },
    });
  });

  it('every member-scoped path follows the local day: units, unit, exercise, completion and daily goal flip at midnight', async () => {
    const todayOf = async (client: GatewayClient) => {
      const units = (await client.rest('GET', '/api/workout-units')).body as Array<{ id: number; isToday: boolean }>;
      const gql = await client.graphql<{ workoutUnits: Array<{ id: number; isToday: boolean }> }>(
        '{ workoutUnits { id isToday } }',
      );
      expect(gql.data!.workoutUnits.find((unit) => unit.isToday)?.id).toBe(units.find((unit) => unit.isToday)?.id);
      return units.find((unit) => unit.isToday)?.id;
    };
    const goalDay = async (client: GatewayClient) => {
      const rest = (await client.rest('GET', '/api/daily-goal')).body;
      const gql = await client.graphql<{ dailyGoal: { day: number } }>('{ dailyGoal { day } }');
      expect(gql.data!.dailyGoal.day).toBe(rest.day);
      return rest.day;
    };

    await nats.setClock(new Date('2026-11-21T05:59:00Z'));
    expect([await todayOf(mexico()), await goalDay(mexico())]).toEqual([12, 12]);
    await nats.setClock(new Date('2026-11-21T06:00:00Z'));
    expect([await todayOf(mexico()), await goalDay(mexico())]).toEqual([13, 13]);

    await nats.setClock(new Date('2026-11-21T22:59:00Z'));
    expect([await todayOf(madrid()), await goalDay(madrid())]).toEqual([13, 13]);
    const unit13 = (await madrid().rest('GET', '/api/workout-units/13')).body;
    expect(unit13).toMatchObject({ isToday: true, locked: false });
    const [first, second] = unit13.exercises as Array<{ id: number }>;
    expect((await madrid().rest('GET', `/api/exercises/${first.id}?unitId=13`)).status).toBe(200);
    expect((await madrid().rest('POST', `/api/exercises/${first.id}/complete`, { unitId: 13 })).body).toMatchObject({
      success: true,
      unitCompleted: false,
    });

    await nats.setClock(new Date('2026-11-21T23:00:00Z'));
    expect([await todayOf(madrid()), await goalDay(madrid())]).toEqual([14, 14]);
    // The day passed stays open to catch up (a late completion); the days to come stay locked.
    expect((await madrid().rest('GET', '/api/workout-units/13')).body).toMatchObject({
      isToday: false,
      locked: false,
      lockReason: 'expired',
    });
    expect((await madrid().rest('GET', `/api/exercises/${second.id}?unitId=13`)).status).toBe(200);
    expect((await madrid().rest('POST', `/api/exercises/${second.id}/complete`, { unitId: 13 })).body).toMatchObject({
      success: true,
      unitCompleted: false,
    });
    const unit15 = (await madrid().rest('GET', '/api/workout-units/15')).body;
    expect(unit15).toMatchObject({ locked: true, lockReason: 'future' });
    const gql = await madrid().graphql(
      `mutation { completeExercise(exerciseId: ${unit15.exercises[0].id}, unitId: 15) { success } }`,
    );
    expect(gql.errors?.[0]).toMatchObject({ extensions: { code: 'unit_locked', status: 403 } });
  });

  it('answers GET /api/challenge-day with all the challenge service computed: its response schema leaves nothing out', async () => {
    const members = [
      {
        client: mexico(),
        userId: mexicoId,
        email: 'ximena@example.com',
        gender: 'female',
        timezone: 'America/Mexico_City',
      },
      {
        client: clients.stranger,
        userId: strangerId,
        email: 'sinpago@example.com',
        gender: 'male',
        timezone: 'America/Lima',
      },
    ];
    for (const { client, ...member } of members) {
      const computed = await nats.rpc.request(ChallengeSubjects.challengeDay, { member });
      const rest = await client.rest('GET', '/api/challenge-day');
      expect(rest.body).toEqual(computed);
    }
  });

  it('answers 401 signed out and shows no access for an unpaid account', async () => {
    await nats.setClock(new Date('2026-11-21T12:00:00Z'));
    const visitor = await new GatewayClient(system.url).rest('GET', '/api/challenge-day');
    expect(visitor).toMatchObject({ status: 401, body: { code: 'unauthenticated' } });
    const unpaid = await clients.stranger.rest('GET', '/api/challenge-day');
    expect(unpaid.body.access).toMatchObject({ status: 'none', nextEdition: { number: 79, startDate: '2026-12-07' } });
    const units = await clients.stranger.rest('GET', '/api/workout-units');
    expect(units).toMatchObject({
      status: 403,
      body: {
        message: 'Necesitas una suscripción para acceder a las rutinas de entrenamiento.',
        code: 'no_subscription',
      },
    });
    const gql = await clients.stranger.graphql('{ workoutUnits { id } }');
    expect(gql.errors?.[0]).toMatchObject({ extensions: { code: 'no_subscription', status: 403 } });
  });
});

describe('units, exercises and completions (Mexico City, day 13)', () => {
  beforeAll(() => nats.setClock(new Date('2026-11-21T18:00:00Z')));

  it('GET /api/workout-units and workoutUnits: 28 units by week with today open', async () => {
    const rest = await mexico().rest('GET', `/api/workout-units?t=${Date.now()}`);
    expect(rest.status).toBe(200);
    expect(rest.body).toHaveLength(28);
    const gql = await mexico().graphql<{ workoutUnits: unknown[] }>(`{ workoutUnits { ${UNIT_FIELDS} } }`);
    expect(gql.data!.workoutUnits).toEqual(rest.body);
    const today = rest.body.find((unit: { isToday: boolean }) => unit.isToday);
    expect(today).toMatchObject({ order: 13, week: 2, title: 'SEMANA 2 - RUTINA #6', locked: false });
    expect(rest.body[6]).toMatchObject({ title: 'SEMANA 1 - DESCANSO', isRestDay: true, exercises: [] });
    expect(rest.body[13]).toMatchObject({ lockReason: 'future', locked: true });
  });

  it('GET /api/workout-units/{id} and workoutUnit: unlockAll only for admins', async () => {
    const rest = await mexico().rest('GET', '/api/workout-units/20?unlockAll=true');
    expect(rest.body).toMatchObject({ id: 20, locked: true, lockReason: 'future' });
    const gql = await mexico().graphql<{ workoutUnit: unknown }>(
      '{ workoutUnit(id: 20, unlockAll: true) { id locked lockReason } }',
    );
    expect(gql.data!.workoutUnit).toEqual({ id: 20, locked: true, lockReason: 'future' });
    const admin = new GatewayClient(system.url);
    await admin.rest('POST', '/api/login', system.admin);
    expect((await admin.rest('GET', '/api/workout-units/20?unlockAll=true')).body).toMatchObject({ locked: false });
    expect((await mexico().rest('GET', '/api/workout-units/999')).body).toEqual({
      message: 'Rutina no encontrada',
      code: 'not_found',
    });
  });

  it('GET /api/exercises/{id}?unitId and exercise: position, total and unit; a future unit refused', async () => {
    const unit = (await mexico().rest('GET', '/api/workout-units/13')).body;
    const first = unit.exercises[0];
    const rest = await mexico().rest('GET', `/api/exercises/${first.id}?unitId=13&t=1&username=ximena`);
    expect(rest.status).toBe(200);
    expect(rest.body).toMatchObject({
      id: first.id,
      position: 1,
      total: 5,
      unit: { id: 13, title: 'SEMANA 2 - RUTINA #6' },
    });
    const gql = await mexico().graphql<{ exercise: unknown }>(
      `{ exercise(exerciseId: ${first.id}, unitId: 13) { id position total videoId unit { id title } } }`,
    );
    expect(gql.data!.exercise).toMatchObject({ id: first.id, position: 1, total: 5, videoId: rest.body.videoId });
    const future = (await mexico().rest('GET', '/api/workout-units')).body[19];
    const locked = await mexico().rest('GET', `/api/exercises/${future.exercises[0].id}?unitId=${future.id}`);
    expect(locked).toMatchObject({
      status: 403,
      body: { code: 'unit_locked', message: 'Esta rutina aún no está disponible' },
    });
    expect((await mexico().rest('GET', `/api/exercises/${first.id}`)).body).toEqual({
      message: 'Faltan datos para completar el ejercicio',
      code: 'validation_failed',
    });
  });

  it('POST /api/exercises/{id}/complete and completeExercise: the unit completes, the streak and progress grow', async () => {
    const unit = (await mexico().rest('GET', '/api/workout-units/13')).body;
    const [first, ...others] = unit.exercises as Array<{ id: number }>;
    const rest = await mexico().rest('POST', `/api/exercises/${first.id}/complete`, { unitId: '13' });
    expect(rest).toMatchObject({ status: 200, body: { success: true, unitCompleted: false, streak: 0 } });
    let last: Record<string, unknown> = {};
    for (const exercise of others) {
      const gql = await mexico().graphql<{ completeExercise: Record<string, unknown> }>(
        `mutation { completeExercise(exerciseId: ${exercise.id}, unitId: 13) { success unitCompleted streak progress } }`,
      );
      last = gql.data!.completeExercise;
    }
    expect(last).toEqual({ success: true, unitCompleted: true, streak: 1, progress: 4 });
    expect((await mexico().rest('GET', '/api/workout-units/13')).body).toMatchObject({ isComplete: true });
    expect((await mexico().rest('POST', `/api/exercises/${first.id}/complete`, {})).status).toBe(400);
  });

  describe("once a member finished the day's routine", () => {
    const done = () => clients.done;
    // A member of her own, so these tests do not depend on the completion test running first.
    beforeAll(async () => {
      clients.done = new GatewayClient(system.url);
      await nats.enrol(
        await register(clients.done, 'Valeria', 'female', 'America/Mexico_City'),
        'valeria@example.com',
        78,
      );
      const unit = (await done().rest('GET', '/api/workout-units/13')).body as { exercises: Array<{ id: number }> };
      for (const { id } of unit.exercises) {
        expect((await done().rest('POST', `/api/exercises/${id}/complete`, { unitId: '13' })).status).toBe(200);
      }
    });

    it('GET /api/workout-unit-completions, /api/workout-history, /api/daily-goal and their twins', async () => {
      const completions = await done().rest('GET', '/api/workout-unit-completions');
      expect(completions.body).toEqual([{ unitId: 13, day: 13, completedAt: expect.any(String) }]);
      const history = await done().rest('GET', '/api/workout-history');
      expect(history.body).toHaveLength(5);
      const goal = await done().rest('GET', '/api/daily-goal');
      expect(goal.body).toEqual({
        day: 13,
        unitId: 13,
        title: 'SEMANA 2 - RUTINA #6',
        isRestDay: false,
        completedExercises: 5,
        totalExercises: 5,
        completed: true,
      });
      const gql = await done().graphql<Record<string, unknown>>(
        `{ workoutUnitCompletions { unitId day } workoutHistory { unitId exerciseId } dailyGoal { day completed totalExercises } }`,
      );
      expect(gql.data).toEqual({
        workoutUnitCompletions: [{ unitId: 13, day: 13 }],
        workoutHistory: history.body.map(({ unitId, exerciseId }: { unitId: number; exerciseId: number }) => ({
          unitId,
          exerciseId,
        })),
        dailyGoal: { day: 13, completed: true, totalExercises: 5 },
      });
    });

    it('GET /api/user and me carry streak and progress', async () => {
      expect((await done().rest('GET', '/api/user')).body).toMatchObject({
        username: 'Valeria',
        streak: 1,
        progress: 4,
      });
      const gql = await done().graphql<{ me: unknown }>('{ me { username streak progress } }');
      expect(gql.data!.me).toEqual({ username: 'Valeria', streak: 1, progress: 4 });
    });
  });
});

describe('timezones', () => {
  it('GET /api/timezones and timezones: the full list with labels, grouped by region', async () => {
    const rest = (await fetch(`${system.url}/api/timezones`).then((res) => res.json())) as {
      timezones: Record<string, string>;
      regions: Record<string, string[]>;
    };
    expect(Object.keys(rest.timezones)).toHaveLength(46);
    expect(rest.timezones['America/Mexico_City']).toBe('Ciudad de México');
    expect(rest.regions.America).toContain('America/Bogota');
    expect(rest.regions.Europe).toContain('Europe/Madrid');
    expect(rest.regions.Other).toEqual(['US/Pacific', 'US/Mountain', 'US/Central', 'US/Eastern']);
    const gql = await madrid().graphql<{ timezones: { timezones: unknown[]; regions: Array<{ name: string }> } }>(
      '{ timezones { timezones { value label } regions { name timezones } } }',
    );
    expect(gql.data!.timezones.timezones).toHaveLength(46);
    expect(gql.data!.timezones.regions.map((region) => region.name)).toEqual(['America', 'Europe', 'Other']);
  });

  it('GET/POST /api/user/timezone, POST /api/update-timezone and updateTimezone change the day at once', async () => {
    await nats.setClock(new Date('2026-11-21T23:30:00Z'));
    expect((await madrid().rest('GET', '/api/user/timezone')).body).toEqual({
      timezone: 'Europe/Madrid',
      timezoneLabel: 'Madrid / Barcelona',
    });
    expect((await madrid().rest('GET', '/api/challenge-day')).body.dayOfChallenge).toBe(14);
    const saved = await madrid().rest('POST', '/api/user/timezone', { timezone: 'America/Bogota' });
    expect(saved.body).toEqual({
      success: true,
      timezone: 'America/Bogota',
      timezoneLabel: 'Bogotá',
      message: 'Zona horaria actualizada correctamente. Las rutinas diarias se ajustarán a tu horario local.',
    });
    expect((await madrid().rest('GET', '/api/challenge-day')).body).toMatchObject({
      dayOfChallenge: 13,
      currentDate: '2026-11-21',
    });
    expect((await madrid().rest('POST', '/api/user/timezone', { timezone: 'Mars/Olympus' })).body).toEqual({
      message: 'Zona horaria no soportada',
      code: 'validation_failed',
    });
    expect((await madrid().rest('POST', '/api/update-timezone', { timezone: 'Europe/Paris' })).body).toMatchObject({
      success: true,
      timezone: 'Europe/Paris',
    });
    const gql = await madrid().graphql<{ updateTimezone: unknown }>(
      'mutation { updateTimezone(timezone: "Europe/Madrid") { success timezone timezoneLabel } }',
    );
    expect(gql.data!.updateTimezone).toEqual({
      success: true,
      timezone: 'Europe/Madrid',
      timezoneLabel: 'Madrid / Barcelona',
    });
    const me = await madrid().graphql<{ userTimezone: unknown }>('{ userTimezone { timezone timezoneLabel } }');
    expect(me.data!.userTimezone).toEqual({ timezone: 'Europe/Madrid', timezoneLabel: 'Madrid / Barcelona' });
  });

  it('updateVideoVersion: the member changes only their own version, only to male or female, and the workouts follow', async () => {
    await nats.setClock(new Date('2026-11-21T12:00:00Z'));
    // The trainer gives one exercise two different versions, so the test can see which one is shown.
    const unit = (await madrid().rest('GET', '/api/workout-units')).body[0] as {
      id: number;
      exercises: { id: number }[];
    };
    const exerciseId = unit.exercises[0]!.id;
    const actor = { id: 1, username: 'entrenador' };
    for (const [gender, videoId] of [
      ['male', 'hombreVid01'],
      ['female', 'mujerVideo1'],
    ])
      await nats.rpc.request(ChallengeSubjects.adminUpdateVideo, {
        unitId: unit.id,
        exerciseId,
        gender,
        videoId,
        actor,
      });
    const shownVideo = async (client: GatewayClient) => {
      const gql = await client.graphql<{ workoutUnit: { exercises: Array<{ id: number; videoId: string }> } }>(
        `{ workoutUnit(id: ${unit.id}) { exercises { id videoId } } }`,
      );
      expect(gql.errors).toBeUndefined();
      return gql.data!.workoutUnit.exercises.find((e) => e.id === exerciseId)!.videoId;
    };
    const genderOf = async (client: GatewayClient) => (await client.rest('GET', '/api/user')).body.gender as string;
    expect(await shownVideo(madrid())).toBe('hombreVid01');

    const changed = await madrid().graphql<{ updateVideoVersion: unknown }>(
      'mutation { updateVideoVersion(gender: "female") { success gender message } }',
    );
    expect(changed.errors).toBeUndefined();
    expect(changed.data!.updateVideoVersion).toEqual({
      success: true,
      gender: 'female',
      message: 'Versión de los videos actualizada. Tus rutinas ya la muestran.',
    });
    expect(await genderOf(madrid())).toBe('female');
    expect(await shownVideo(madrid())).toBe('mujerVideo1');
    // Another member's choice is untouched: the mutation names no member, the session does.
    expect(await genderOf(mexico())).toBe('female');
    const otherMember = await madrid().graphql(
      `mutation { updateVideoVersion(gender: "male", userId: ${mexicoId}) { success } }`,
    );
    expect(otherMember.errors).toHaveLength(1);
    expect(await genderOf(madrid())).toBe('female');

    for (const wrong of ['generic', 'Mujer', '', 'FEMALE']) {
      const refused = await madrid().graphql(
        `mutation { updateVideoVersion(gender: ${JSON.stringify(wrong)}) { success } }`,
      );
      expect([wrong, refused.errors?.[0]]).toEqual([
        wrong,
        expect.objectContaining({
          message: 'Elige la versión de los videos: Hombre o Mujer',
          extensions: expect.objectContaining({ status: 400 }),
        }),
      ]);
    }
    expect(await genderOf(madrid())).toBe('female');
    const visitor = await new GatewayClient(system.url).graphql(
      'mutation { updateVideoVersion(gender: "male") { success } }',
    );
    expect(visitor.errors?.[0]?.extensions?.status).toBe(401);

    await madrid().graphql('mutation { updateVideoVersion(gender: "male") { success } }');
    expect(await shownVideo(madrid())).toBe('hombreVid01');
  });

  it('GET /api/next-edition and nextEdition', async () => {
    await nats.setClock(new Date('2026-11-21T12:00:00Z'));
    const rest = await fetch(`${system.url}/api/next-edition`).then((res) => res.json());
    expect(rest).toEqual({ number: 79, startDate: '2026-12-07', endDate: '2027-01-03' });
    const gql = await new GatewayClient(system.url).graphql<{ nextEdition: unknown }>(
      '{ nextEdition { number startDate } }',
    );
    expect(gql.data!.nextEdition).toEqual({ number: 79, startDate: '2026-12-07' });
  });
});

describe('demo members (development start)', () => {
  it('creates a male and a female member through identity, e-mail verified, enrolled in the running edition, idempotently', async () => {
    await nats.setClock(null);
    const first = await seedDemoMembers(system.base);
    const again = await seedDemoMembers(system.base);
    expect(again).toEqual(first);
    expect(first.map((member) => member.gender)).toEqual(['male', 'female']);
    for (const member of first) {
      const client = new GatewayClient(system.url);
      expect(
        (await client.rest('POST', '/api/login', { username: member.email, password: member.password })).status,
      ).toBe(200);
      // A demo address receives no mail: the seed opened the link, so no screen asks to verify it.
      expect((await client.rest('GET', '/api/user')).body).toMatchObject({ emailVerified: true });
      expect((await client.rest('GET', '/api/challenge-day')).body.access.status).toBe('active');
    }
    expect(await seedDemoMembers({ ...system.base, NODE_ENV: 'production' })).toEqual([]);
  });

  it("opens on a day of an edition at any hour: on an edition's first day in UTC, a member west of UTC is enrolled in the one still running on their own day", async () => {
    // Edition 79 begins on 2026-12-07 (UTC); at 01:00 UTC it is 19:00 of the 6th in Mexico City,
    // the last day of edition 78 there, and already the 7th in Madrid.
    const instant = new Date('2026-12-07T01:00:00Z');
    await nats.setClock(instant);
    try {
      for (const member of await seedDemoMembers(system.base, instant)) {
        const client = new GatewayClient(system.url);
        await client.rest('POST', '/api/login', { username: member.email, password: member.password });
        const { access, dayOfChallenge } = (await client.rest('GET', '/api/challenge-day')).body;
        // Carlos (Mexico City) on day 28 of edition 78, Lucía (Madrid) on day 1 of edition 79
        expect({ email: member.email, status: access.status, dayOfChallenge }).toEqual({
          email: member.email,
          status: 'active',
          dayOfChallenge: member.gender === 'male' ? 28 : 1,
        });
      }
    } finally {
      await nats.setClock(null);
    }
  });
});
