import { jest } from '@jest/globals';
import argon2 from 'argon2';
import { PasswordHasher } from './password-hasher.service.js';

describe('PasswordHasher', () => {
  it('runs at most PASSWORD_HASHES_AT_ONCE argon2 operations at once, known and unknown accounts in one line', async () => {
    const hasher = new PasswordHasher({ PASSWORD_HASHES_AT_ONCE: 1 });
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
});
