import { randomBytes } from 'node:crypto';
import { GatewayClient, NatsProxy } from '@reto/platform/testing';
import { readDevMailbox, waitForMailLink } from '../../infra/local/smtp-capture.mjs';
import { startTestSystem, type TestSystem } from '../../infra/local/test-system.mjs';

/**
 * Redis is a cache and a limiter here, never a member's path: while it cannot be reached (every app
 * reaches it through this TCP proxy: `cut()` drops their connections and refuses new ones, Redis
 * keeps its data) a member signs in, reads the day and completes an exercise; and a completion made
 * then is shown as soon as Redis is back, not hidden behind the cached answer it could not drop.
 */
let redis: NatsProxy;
let system: TestSystem;
let credentials: { username: string; password: string };

beforeAll(async () => {
  const url = new URL(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
  url.port ||= '6379';
  redis = await NatsProxy.start(url.toString());
  system = await startTestSystem({ demo: true, env: { REDIS_URL: redis.url } });
  const demo = system.demoMembers[0]!;
  credentials = { username: demo.email, password: demo.password };
}, 300_000);

afterAll(async () => {
  redis?.restore();
  await system?.stop();
  await redis?.close();
});

const signIn = async () => {
  const member = new GatewayClient(system.url);
  const answer = await member.rest('POST', '/api/login', credentials);
  return { member, status: answer.status };
};

type Unit = { id: number; completedExercises: number[]; exercises: Array<{ id: number }> };
/** The member's first open day that still has an exercise to complete, and that exercise. */
async function openExercise(member: GatewayClient): Promise<{ unitId: number; exerciseId: number }> {
  const units = (await member.rest('GET', '/api/workout-units')).body as Array<{
    id: number;
    locked: boolean;
    isRestDay: boolean;
  }>;
  for (const { id } of units.filter(({ locked, isRestDay }) => !locked && !isRestDay)) {
    const unit = (await member.rest('GET', `/api/workout-units/${id}`)).body as Unit;
    const open = unit.exercises.find((exercise) => !unit.completedExercises.includes(exercise.id));
    if (open) return { unitId: id, exerciseId: open.id };
  }
  throw new Error('no exercise left to complete');
}

const completedIn = async (member: GatewayClient, unitId: number) =>
  ((await member.rest('GET', `/api/workout-units/${unitId}`)).body as Unit).completedExercises;

describe('while Redis cannot be reached', () => {
  it('a member signs in, reads the day and completes an exercise', async () => {
    const { member } = await signIn();
    const { unitId, exerciseId } = await openExercise(member);
    redis.cut();
    try {
      const again = await signIn();
      expect(again.status).toBe(200);
      expect((await again.member.rest('GET', '/api/challenge-day')).status).toBe(200);
      expect((await member.rest('GET', '/api/challenge-day')).status).toBe(200);
      const done = await again.member.rest('POST', `/api/exercises/${exerciseId}/complete`, { unitId });
      expect({ status: done.status, body: done.body }).toMatchObject({ status: 200, body: { success: true } });
      expect(await completedIn(again.member, unitId)).toContain(exerciseId);
    } finally {
      redis.restore();
    }
  });

  it('an exercise completed then is shown on every read once Redis is back with its data', async () => {
    const { member, status } = await signIn();
    expect(status).toBe(200);
    const { unitId, exerciseId } = await openExercise(member);
    // the unit's answer is cached (read twice: the second read is the cached one)
    expect(await completedIn(member, unitId)).not.toContain(exerciseId);
    expect(await completedIn(member, unitId)).not.toContain(exerciseId);

    redis.cut();
    try {
      const done = await member.rest('POST', `/api/exercises/${exerciseId}/complete`, { unitId });
      expect(done.status).toBe(200);
    } finally {
      redis.restore();
    }
    // The apps reconnect within their backoff (ioredis: at most 2 s); every read over those seconds,
    // those before the reconnection (no cache) and those after it (the cache), shows the completion.
    const reads: boolean[] = [];
    const readsEnd = Date.now() + 6_000;
    while (Date.now() < readsEnd) {
      reads.push((await completedIn(member, unitId)).includes(exerciseId));
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(reads.filter((shown) => !shown)).toEqual([]);
  });
});

describe('a registration or a password reset while Redis cannot be reached', () => {
  const mailbox = () => readDevMailbox(system.base.MAIL_DEV_MAILBOX_DIR!);
  const mailsTo = (email: string, subject: string) =>
    mailbox().filter((mail) => mail.to.includes(email) && mail.subject.includes(subject));

  it('creates the account and says so, and its verification mail leaves once Redis is back; the same registration again signs in, not "e-mail taken"', async () => {
    const email = `redis-away-${Date.now().toString(36)}${randomBytes(2).toString('hex')}@example.com`;
    const registration = {
      username: `Valeria ${randomBytes(3).toString('hex')}`,
      email,
      password: 'sentadillas-28',
      gender: 'female',
    };
    redis.cut();
    let first;
    try {
      first = await new GatewayClient(system.url).rest('POST', '/api/register', registration);
      // the mail waits in PostgreSQL while Redis is away
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect(mailsTo(email, 'Verifica')).toEqual([]);
    } finally {
      redis.restore();
    }
    expect({ status: first.status, id: typeof first.body.id }).toEqual({ status: 201, id: 'number' });
    await waitForMailLink(mailbox, email, 'Verifica');
    const again = await new GatewayClient(system.url).rest('POST', '/api/register', registration);
    expect({ status: again.status, id: again.body.id }).toEqual({ status: 201, id: first.body.id });
    expect(mailsTo(email, 'Verifica')).toHaveLength(1);
  });

  it('a password reset asked then is answered as always, and its mail leaves once Redis is back', async () => {
    const email = system.demoMembers[1]!.email;
    redis.cut();
    let answer;
    try {
      answer = await new GatewayClient(system.url).rest('POST', '/api/solicitar-reset-password', { email });
    } finally {
      redis.restore();
    }
    expect(answer.status).toBe(200);
    await waitForMailLink(mailbox, email, 'Restablece');
  });
});
