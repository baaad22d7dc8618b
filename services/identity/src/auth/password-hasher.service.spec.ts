import { jest } from '@jest/globals';
import { ErrorCodes, IdentityMessages } from '@reto/contracts';
import argon2 from 'argon2';
import { PasswordHasher } from './password-hasher.service.js';

const settings = { PASSWORD_HASHES_AT_ONCE: 1, PASSWORD_HASHES_WAITING: 32, PASSWORD_HASH_WAIT_MS: 60_000 };

/** The refusal of a password that cannot be checked in time: 429 in Spanish, with the seconds to wait. */
const busy = (retryAfterSeconds: number) =>
  expect.objectContaining({
    body: { status: 429, code: ErrorCodes.rateLimited, message: IdentityMessages.passwordChecksBusy },
    retryAfterSeconds,
  });

/** argon2.verify held until `release()`: the verifications it was asked for, in order. */
function heldVerify() {
  const asked: string[] = [];
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const spy = jest.spyOn(argon2, 'verify').mockImplementation(async (_hash: string, password: string | Buffer) => {
    asked.push(String(password));
    await gate;
    return password === 'entrena-fuerte-28';
  });
  return { asked, release, restore: () => spy.mockRestore() };
}

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
    const hasher = new PasswordHasher(settings);
    const hash = await hasher.hash('entrena-fuerte-28');
    const verify = argon2.verify.bind(argon2);
    let running = 0;
    let most = 0;
    const spy = jest.spyOn(argon2, 'verify').mockImplementation(async (...args: Parameters<typeof argon2.verify>) => {
      most = Math.max(most, ++running);
      try {
        return await verify(...args);
      } finally {
        running -= 1;
      }
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

  it('refuses at once, with a 429 and the seconds to wait, one more than PASSWORD_HASHES_WAITING can wait', async () => {
    const hasher = new PasswordHasher({ ...settings, PASSWORD_HASHES_WAITING: 2, PASSWORD_HASH_WAIT_MS: 2_500 });
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
    const hasher = new PasswordHasher({ ...settings, PASSWORD_HASH_WAIT_MS: 1_000 });
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
