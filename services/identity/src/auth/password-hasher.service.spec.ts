import { jest } from '@jest/globals';
import { ErrorCodes, IdentityMessages } from '@reto/contracts';
import { LONG_WORK_NICE_INCREMENT } from '@reto/platform';
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism, getPriority } from 'node:os';
import { Piscina } from 'piscina';
import { hashesAtOnce, PasswordHasher } from './password-hasher.service.js';
import type { HashingTask } from './password-hashing.worker.js';

const settings = { PASSWORD_HASHES_AT_ONCE: 1, PASSWORD_HASHES_WAITING: 32, PASSWORD_HASH_WAIT_MS: 60_000 };

/** The refusal of a password that cannot be checked in time: 429 in Spanish, with the seconds to wait. */
const busy = (retryAfterSeconds: number) =>
  expect.objectContaining({
    body: { status: 429, code: ErrorCodes.rateLimited, message: IdentityMessages.passwordChecksBusy },
    retryAfterSeconds,
  });

const run = Piscina.prototype.run;
/**
 * Spies on the tasks sent to the hashing threads: `answer` answers those it takes, or passes them on
 * to the threads (`threads()`), or leaves them to the threads (undefined).
 */
const tasksSent = (answer: (task: HashingTask, threads: () => Promise<unknown>) => Promise<unknown> | undefined) =>
  jest.spyOn(Piscina.prototype, 'run').mockImplementation(function (this: Piscina, task: HashingTask) {
    const threads = () => run.call(this, task);
    return answer(task, threads) ?? threads();
  });

const hashers: PasswordHasher[] = [];
/** A hasher whose threads are closed after the test. */
const hasherWith = (config: typeof settings) => {
  const hasher = new PasswordHasher(config);
  hashers.push(hasher);
  return hasher;
};
afterEach(() => Promise.all(hashers.splice(0).map((hasher) => hasher.onModuleDestroy())));

/** Verifications held until `release()`: the ones the threads were asked for, in order. */
function heldVerify() {
  const asked: string[] = [];
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const spy = tasksSent((task) => {
    if (task.kind === 'hash') return undefined;
    asked.push(task.password);
    return gate.then(() => task.password === 'entrena-fuerte-28');
  });
  return { asked, release, restore: () => spy.mockRestore() };
}

/** The scheduling priority (nice) of each of this process's threads, read from Linux's /proc. */
const threadPriorities = () =>
  readdirSync('/proc/self/task').map((tid) => {
    const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
    // the fields after the name: state is field 3, nice field 19
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
  });

/** Where `promise` stands once the work already queued has run: its value, its refusal, or still waiting. */
const standing = async <T>(promise: Promise<T>) => {
  const outcome = promise.then(
    (value) => ({ value }),
    (refused: unknown) => ({ refused }),
  );
  await new Promise((resolve) => setImmediate(resolve));
  return Promise.race([outcome, Promise.resolve('waiting' as const)]);
};

describe('PasswordHasher', () => {
  it('runs at most PASSWORD_HASHES_AT_ONCE argon2 operations at once, known and unknown accounts in one line', async () => {
    const hasher = hasherWith(settings);
    const hash = await hasher.hash('entrena-fuerte-28');
    let running = 0;
    let most = 0;
    const spy = tasksSent((task, threads) => {
      if (task.kind === 'hash') return undefined;
      most = Math.max(most, ++running);
      return threads().finally(() => (running -= 1));
    });
    try {
      const answers = await Promise.all([
        hasher.verify(hash, 'entrena-fuerte-28'),
        hasher.verify(hash, 'otra-clave-cualquiera'),
        hasher.verify(undefined, 'entrena-fuerte-28'),
        hasher.verify(hash, 'entrena-fuerte-28'),
      ]);
      expect(answers).toEqual([true, false, false, true]);
      expect(spy).toHaveBeenCalledTimes(4);
      expect(most).toBe(1);
      expect(hasher.waiting).toBe(0);
    } finally {
      spy.mockRestore();
    }
  });

  it('never hashes on every core, however many PASSWORD_HASHES_AT_ONCE allows', async () => {
    const hasher = hasherWith({ ...settings, PASSWORD_HASHES_AT_ONCE: 64 });
    const cores = availableParallelism();
    const held = heldVerify();
    try {
      const checks = Array.from({ length: 8 }, () => hasher.verify('$argon2id$held', 'entrena-fuerte-28'));
      await standing(checks[0]!);
      expect(held.asked).toHaveLength(Math.max(1, cores - 1));
      held.release();
      expect(await Promise.all(checks)).toEqual(Array.from({ length: 8 }, () => true));
    } finally {
      held.restore();
    }
  });

  it.each([
    // [configured, cores, at once]
    [1, 2, 1],
    [4, 2, 1],
    [64, 8, 7],
    [2, 16, 2],
    [4, 1, 1],
  ])('runs %i configured on %i cores as %i at once', (configured, cores, atOnce) => {
    expect(hashesAtOnce(configured, cores)).toBe(atOnce);
  });

  it("hashes on threads of a lower priority than the replica's own, which keeps its own", async () => {
    const own = getPriority();
    const before = threadPriorities().filter((nice) => nice === own + LONG_WORK_NICE_INCREMENT).length;
    const hasher = hasherWith({ ...settings, PASSWORD_HASHES_AT_ONCE: 64 });
    await expect(hasher.hash('entrena-fuerte-28')).resolves.toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const lowered = threadPriorities().filter((nice) => nice === own + LONG_WORK_NICE_INCREMENT).length;
    expect(lowered - before).toBe(hasher.atOnce);
    expect(getPriority()).toBe(own);
  });

  it('verifies hashes made before it, and says no to a wrong password or an unreadable hash', async () => {
    const hasher = hasherWith(settings);
    // made by the argon2 binding the service used before, with the same parameters
    const earlier = '$argon2id$v=19$m=19456,p=1,t=2$GzFd8p1ojGWznuI5KZBIXg$x1jmq1P2Pp57L60OI7jOzbE8h3Zo+YbYCuICmJpJmeA';
    expect(await hasher.verify(earlier, 'clave-28')).toBe(true);
    expect(await hasher.verify(earlier, 'clave-29')).toBe(false);
    expect(await hasher.verify('$argon2id$roto', 'clave-28')).toBe(false);
  });

  it('refuses at once, with a 429 and the seconds to wait, one more than PASSWORD_HASHES_WAITING can wait', async () => {
    const hasher = hasherWith({ ...settings, PASSWORD_HASHES_WAITING: 2, PASSWORD_HASH_WAIT_MS: 2_500 });
    const hash = await hasher.hash('entrena-fuerte-28');
    const held = heldVerify();
    try {
      const first = [1, 2, 3].map(() => hasher.verify(hash, 'entrena-fuerte-28'));
      const oneTooMany = hasher.verify(hash, 'entrena-fuerte-28');
      expect(await standing(oneTooMany)).toEqual({ refused: busy(3) });
      expect(hasher.waiting).toBe(2);
      held.release();
      expect(await Promise.all(first)).toEqual([true, true, true]);
      expect(held.asked).toHaveLength(3);
      expect(hasher.waiting).toBe(0);
      // The line is free again.
      await expect(hasher.verify(hash, 'entrena-fuerte-28')).resolves.toBe(true);
    } finally {
      held.restore();
    }
  });

  it('refuses one whose turn has not come within PASSWORD_HASH_WAIT_MS, then, and never hashes it', async () => {
    const hasher = hasherWith({ ...settings, PASSWORD_HASH_WAIT_MS: 1_000 });
    const hash = await hasher.hash('entrena-fuerte-28');
    const held = heldVerify();
    jest.useFakeTimers({ doNotFake: ['setImmediate', 'nextTick', 'queueMicrotask'] });
    try {
      const running = hasher.verify(hash, 'entrena-fuerte-28');
      const waiting = hasher.verify(hash, 'otra-clave-cualquiera');
      expect(await standing(waiting)).toBe('waiting');
      jest.advanceTimersByTime(1_000);
      expect(await standing(waiting)).toEqual({ refused: busy(1) });
      expect(hasher.waiting).toBe(0);
      held.release();
      await expect(running).resolves.toBe(true);
      expect(held.asked).toEqual(['entrena-fuerte-28']);
      // The refused one held no place: the next runs.
      await expect(hasher.hash('nueva-clave-segura')).resolves.toMatch(/^\$argon2id\$/);
    } finally {
      jest.useRealTimers();
      held.restore();
    }
  });
});
