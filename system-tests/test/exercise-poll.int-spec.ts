import { startTestSystem, type TestSystem } from '../../infra/local/test-system.mjs';
import { SystemRpc, stopClockedSystem } from './system-rpc.js';
import { GatewayClient } from '@reto/platform/testing';

/**
 * The exercise page asks for its exercise every 10 s, and the gateway keeps the answer between two
 * asks: what changed in between (a completion, the admin's new video) shows at the very next ask.
 */
let system: TestSystem;
let nats: SystemRpc;
let member: GatewayClient;
let admin: GatewayClient;
let adminAuth: string;
let unit: { id: number; exercises: Array<{ id: number }> };

/** The app's own poll (frontend/src/features/challenge/graphql/exercise.query.graphql). */
const EXERCISE = `query Exercise($exerciseId: Int!, $unitId: Int!) {
  exercise(exerciseId: $exerciseId, unitId: $unitId) {
    id position total title description duration sets reps workSeconds restSeconds techniqueKey videoId completed
    unit { id order title description isRestDay }
  }
}`;

const RENATA = {
  username: 'Renata',
  email: 'renata@example.com',
  password: 'reto-28-dias',
  gender: 'female',
  timezone: 'America/Mexico_City',
};

const poll = async (exerciseId: number, unitId = unit.id) => {
  const answer = await member.graphql<{ exercise: { completed: boolean; videoId: string } }>(EXERCISE, {
    exerciseId,
    unitId,
  });
  expect(answer.errors).toBeUndefined();
  return answer.data!.exercise;
};

beforeAll(async () => {
  system = await startTestSystem();
  nats = await SystemRpc.connect(system);
  member = new GatewayClient(system.url);
  const registered = await member.rest('POST', '/api/register', RENATA);
  expect(registered.status).toBe(201);
  // Edition 78 starts 2026-11-09: day 13 in Mexico City.
  await nats.enrol(registered.body.id, 'renata@example.com', 78);
  await nats.setClock(new Date('2026-11-21T18:00:00Z'));
  unit = (await member.rest('GET', '/api/workout-units/13')).body;
  admin = new GatewayClient(system.url);
  const login = await admin.rest('POST', '/api/login', system.admin);
  expect(login.status).toBe(200);
  adminAuth = login.body.adminAuth;
}, 180_000);

afterAll(() => stopClockedSystem(system, nats));

it('shows a completion at the next poll of the exercise, over GraphQL and over REST', async () => {
  const [first, second] = unit.exercises;
  // asked twice: the second answer is the kept one
  expect(await poll(first!.id)).toMatchObject({ id: first!.id, completed: false });
  expect(await poll(first!.id)).toMatchObject({ completed: false });
  const done = await member.graphql(
    `mutation { completeExercise(exerciseId: ${first!.id}, unitId: ${unit.id}) { success } }`,
  );
  expect(done.errors).toBeUndefined();
  expect(await poll(first!.id)).toMatchObject({ id: first!.id, completed: true });

  const rest = () => member.rest('GET', `/api/exercises/${second!.id}?unitId=${unit.id}`);
  expect((await rest()).body).toMatchObject({ completed: false });
  expect((await rest()).body).toMatchObject({ completed: false });
  const completed = await member.rest('POST', `/api/exercises/${second!.id}/complete`, { unitId: unit.id });
  expect(completed.status).toBe(200);
  expect((await rest()).body).toMatchObject({ id: second!.id, completed: true });
});

it('shows a completion in the units list at the next ask, though the gateway keeps the list between asks', async () => {
  const exercise = unit.exercises[4]!;
  const units = async () => {
    const answer = await member.rest('GET', '/api/workout-units');
    expect(answer.status).toBe(200);
    return (answer.body as Array<{ id: number; completedExercises: number[] }>).find((u) => u.id === unit.id)!;
  };
  expect((await units()).completedExercises).not.toContain(exercise.id);
  expect((await units()).completedExercises).not.toContain(exercise.id);
  const completed = await member.rest('POST', `/api/exercises/${exercise.id}/complete`, { unitId: unit.id });
  expect(completed.status).toBe(200);
  expect((await units()).completedExercises).toContain(exercise.id);
});

it('answers a completion with its unit and its exercise as they now stand, as the app reads them from it', async () => {
  // yesterday's unit (day 12), its second exercise: today's exercises are the other tests'
  const yesterday = (await member.rest('GET', '/api/workout-units/12')).body as typeof unit;
  const exercise = yesterday.exercises[1]!;
  // asked first, so the gateway keeps its answer: the completion's must not be that kept one
  expect(await poll(exercise.id, yesterday.id)).toMatchObject({ completed: false });
  const complete = () =>
    member.graphql<{
      completeExercise: {
        unit: { id: number; completedExercises: number[]; exercises: Array<{ id: number; completed: boolean }> };
        exercise: { id: number; completed: boolean };
      };
    }>(
      `mutation CompleteExercise($exerciseId: Int!, $unitId: Int!) {
      completeExercise(exerciseId: $exerciseId, unitId: $unitId) {
        success
        unit { id completedExercises exercises { id completed } }
        exercise { id completed }
      }
    }`,
      { exerciseId: exercise.id, unitId: yesterday.id },
    );
  // one request of challenge: its reply carries the unit and the exercise; the page's next poll is
  // answered with that exercise, kept by the gateway
  let done!: Awaited<ReturnType<typeof complete>>;
  const asked = await nats.requestsDuring(['challenge'], async () => {
    done = await complete();
    // what a later read says too: the answer is the member's data, not a guess
    expect(await poll(exercise.id, yesterday.id)).toMatchObject({ completed: true });
  });
  expect(asked).toEqual(['challenge.exercise.complete']);
  expect(done.errors).toBeUndefined();
  const { unit: after, exercise: answered } = done.data!.completeExercise;
  expect(answered).toEqual({ id: exercise.id, completed: true });
  expect(after.id).toBe(yesterday.id);
  expect(after.completedExercises).toContain(exercise.id);
  expect(after.exercises.find((e) => e.id === exercise.id)).toEqual({ id: exercise.id, completed: true });
});

it('answers the units list over GET as the app asks it: 304 while it holds, the completion after one', async () => {
  // yesterday's unit (day 12): today's exercises are the other tests'
  const yesterday = (await member.rest('GET', '/api/workout-units/12')).body as typeof unit;
  const exercise = yesterday.exercises[0]!;
  // the app's document (frontend/src/features/challenge/graphql/workout-units.query.graphql), fewer fields
  const path = `/graphql?query=${encodeURIComponent(
    'query WorkoutUnits { workoutUnits { id completedExercises isToday locked } }',
  )}&operationName=WorkoutUnits`;
  const get = (etag?: string) => member.rest('GET', path, undefined, etag ? { 'if-none-match': etag } : {});
  const first = await get();
  expect(first.status).toBe(200);
  expect(first.body.data.workoutUnits).toHaveLength(28);
  const etag = first.headers.get('etag')!;
  expect(etag).toMatch(/^W\/".+"$/);
  expect((await get(etag)).status).toBe(304);

  const completed = await member.rest('POST', `/api/exercises/${exercise.id}/complete`, { unitId: yesterday.id });
  expect(completed.status).toBe(200);
  const after = await get(etag);
  expect(after.status).toBe(200);
  const listed = (after.body.data.workoutUnits as Array<{ id: number; completedExercises: number[] }>).find(
    (u) => u.id === yesterday.id,
  )!;
  expect(listed.completedExercises).toContain(exercise.id);
  expect((await get(after.headers.get('etag')!)).status).toBe(304);
});

it("shows the admin's new video at the next poll of the exercise", async () => {
  const exercise = unit.exercises[2]!;
  expect(await poll(exercise.id)).toMatchObject({ videoId: '' });
  expect(await poll(exercise.id)).toMatchObject({ videoId: '' });
  const changed = await admin.rest(
    'POST',
    '/api/admin/update-video',
    { unitId: unit.id, exerciseId: exercise.id, gender: 'female', videoId: 'dQw4w9WgXcQ' },
    { 'x-admin-auth': adminAuth },
  );
  expect(changed).toMatchObject({ status: 200, body: { success: true, videoId: 'dQw4w9WgXcQ' } });
  expect(await poll(exercise.id)).toMatchObject({ id: exercise.id, videoId: 'dQw4w9WgXcQ' });
});

it('answers the poll over GET with an ETag, 304 while it holds, the new exercise after a completion, and only to its member', async () => {
  const exercise = unit.exercises[3]!;
  const path = `/graphql?query=${encodeURIComponent(EXERCISE)}&operationName=Exercise&variables=${encodeURIComponent(
    JSON.stringify({ exerciseId: exercise.id, unitId: unit.id }),
  )}`;
  const get = (client: GatewayClient, etag?: string) =>
    client.rest('GET', path, undefined, etag ? { 'if-none-match': etag } : {});

  const first = await get(member);
  expect(first.status).toBe(200);
  expect(first.body.data.exercise).toMatchObject({ id: exercise.id, completed: false });
  const etag = first.headers.get('etag')!;
  expect(etag).toMatch(/^W\/".+"$/);
  expect(first.headers.get('cache-control')).toBe('private, no-cache');

  const unchanged = await get(member, etag);
  expect([unchanged.status, unchanged.body, unchanged.headers.get('etag')]).toEqual([304, undefined, etag]);
  // answered from the gateway's memory as it arrived: with a JSON answer's headers all the same (security.ts's)
  expect(
    Object.fromEntries([...unchanged.headers].filter(([name]) => name !== 'date' && name !== 'x-request-id')),
  ).toEqual({
    'cache-control': 'private, no-cache',
    connection: 'keep-alive',
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'cross-origin-resource-policy': 'same-origin',
    etag,
    'keep-alive': expect.stringMatching(/^timeout=\d+$/),
    'strict-transport-security': expect.stringMatching(/^max-age=\d+/),
    vary: 'Origin',
    'x-content-type-options': 'nosniff',
  });
  expect(unchanged.headers.get('x-request-id')).toBeTruthy();

  // another member sending this member's ETag gets their own answer (not enrolled: refused), never a 304
  const other = new GatewayClient(system.url);
  const registered = await other.rest('POST', '/api/register', {
    ...RENATA,
    username: 'Otilia',
    email: 'otilia@example.com',
  });
  expect(registered.status).toBe(201);
  const theirs = await get(other, etag);
  expect(theirs.status).toBe(200);
  expect(theirs.body.errors).toHaveLength(1);
  expect(theirs.body.data?.exercise ?? null).toBeNull();

  const done = await member.graphql(
    `mutation { completeExercise(exerciseId: ${exercise.id}, unitId: ${unit.id}) { success } }`,
  );
  expect(done.errors).toBeUndefined();
  const after = await get(member, etag);
  expect(after.status).toBe(200);
  expect(after.body.data.exercise).toMatchObject({ id: exercise.id, completed: true });
  expect(after.headers.get('etag')).not.toBe(etag);
  expect((await get(member, after.headers.get('etag')!)).status).toBe(304);

  // GET stays refused for every other operation, and for a mutation named as the poll
  expect((await member.rest('GET', '/graphql?query=%7B%20me%20%7B%20id%20%7D%20%7D')).status).toBe(405);
  const mutation = await member.rest(
    'GET',
    `/graphql?operationName=Exercise&query=${encodeURIComponent(
      `mutation Exercise { completeExercise(exerciseId: ${exercise.id}, unitId: ${unit.id}) { success } }`,
    )}`,
  );
  expect(mutation.status).toBe(405);
});
