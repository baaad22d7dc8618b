import { ChallengeDayReplySchema, type ChallengeDayDto } from '@reto/contracts';
import Fastify from 'fastify';
import { replySchema } from './reply-schema.js';

const edition = { number: 78, startDate: '2026-11-09', endDate: '2026-12-06' };
const exercise = {
  id: 7,
  unitId: 3,
  position: 1,
  title: 'Sentadillas',
  description: 'Baja despacio',
  duration: 40,
  sets: 3,
  reps: 12,
  workSeconds: null,
  restSeconds: 60,
  techniqueKey: null,
  techniqueSteps: [],
  videoId: 'dQw4w9WgXcQ',
  videoIdMale: 'dQw4w9WgXcQ',
  videoIdFemale: '',
  completed: true,
};
const day: ChallengeDayDto = {
  dayOfChallenge: 3,
  todaysUnit: { id: 3, title: 'Día 3', exercises: [{ id: 7 }] },
  currentDay: 3,
  currentWeek: 1,
  currentDate: '2026-11-11',
  todaysWorkout: {
    id: 3,
    order: 3,
    week: 1,
    title: 'Día 3',
    description: 'Piernas "fuertes" \u2028 y más',
    duration: 40,
    isRestDay: false,
    exercises: [exercise],
    completedExercises: [7],
    isComplete: true,
    isToday: true,
    locked: false,
    lockReason: 'today',
  },
  percentage: 11,
  isRestDay: false,
  restDays: [7, 14, 21, 28],
  streak: 3,
  bestStreak: 3,
  days: [
    { day: 1, status: 'done' },
    { day: 2, status: 'missed' },
    { day: 3, status: 'today' },
  ],
  progress: 67,
  access: { status: 'active', edition, enrolmentId: 'e-1', daysUntilStart: null, nextEdition: edition },
};
const noAccess: ChallengeDayDto = {
  ...day,
  todaysUnit: null,
  todaysWorkout: null,
  access: { status: 'none', edition: null, enrolmentId: null, daysUntilStart: null, nextEdition: edition },
};

const app = Fastify();
let answer: unknown;
app.get('/day', { schema: { response: { 200: replySchema(ChallengeDayReplySchema) } } }, async () => answer);
let url: string;
beforeAll(async () => {
  url = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => app.close());

/** Over real HTTP, as the gateway serves it. */
const served = async (value: unknown) => {
  answer = value;
  const res = await fetch(`${url}/day`);
  expect(res.status).toBe(200);
  return res.text();
};

describe('a reply schema made from a contract', () => {
  it('writes an answer exactly as JSON.stringify does, nulls, quotes and line separators too', async () => {
    for (const value of [day, noAccess])
      expect(JSON.parse(await served(value))).toEqual(JSON.parse(JSON.stringify(value)));
  });

  it('lets out only the fields the contract declares', async () => {
    const body = JSON.parse(
      await served({
        ...day,
        passwordHash: 'secret',
        access: { ...day.access, internalNote: 'x' },
        todaysWorkout: { ...day.todaysWorkout, exercises: [{ ...exercise, adminOnly: true }] },
      }),
    );
    expect(body).toEqual(JSON.parse(JSON.stringify(day)));
  });

  it('leaves out a field the service left out instead of failing the request', async () => {
    const { bestStreak: _left, ...withoutBestStreak } = day;
    expect(JSON.parse(await served(withoutBestStreak))).toEqual(JSON.parse(JSON.stringify(withoutBestStreak)));
  });
});
