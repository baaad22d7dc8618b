import { IdentityMessages } from '@reto/contracts';
import { DomainError } from '@reto/platform';
import { jest } from '@jest/globals';
import { Options, ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import { assertPasswordNotCommon, couldBeCommon, isCommonPassword, zxcvbnFindsCommon } from './password-policy.js';

describe('the common-password blocklist', () => {
  it.each(['123456', 'password', 'qwerty123', 'iloveyou', 'PASSWORD1', 'Sunshine', 'football'])(
    'refuses %s in any case',
    (password) => {
      expect(isCommonPassword(password)).toBe(true);
      const refusal = (() => {
        try {
          assertPasswordNotCommon(password);
        } catch (error) {
          return error;
        }
      })();
      expect(refusal).toBeInstanceOf(DomainError);
      expect((refusal as DomainError).body).toEqual({
        status: 400,
        code: 'validation_failed',
        message: IdentityMessages.passwordTooCommon,
      });
    },
  );

  it.each(['p4ssw0rd', 'drowssap'])('refuses %s, a common password in disguise (l33t, reversed)', (password) => {
    expect(isCommonPassword(password)).toBe(true);
  });

  it('lets a strong password through, and a common word inside a longer one', () => {
    for (const password of ['entrena-fuerte', 'sentadillas-28', 'Vn7#pq!zLm2x', 'password-de-lucia-28'])
      expect(() => assertPasswordNotCommon(password)).not.toThrow();
  });
});

describe('the blocklist in front of zxcvbn', () => {
  const l33t = new Options().l33tTable as Record<string, string[]>;
  /** The word with some of its letters in disguise, some in capitals, maybe reversed: `seed` says which. */
  const disguised = (word: string, seed: number) => {
    const spelled = [...word]
      .map((letter, i) => {
        const disguises = l33t[letter] ?? [];
        const pick = (seed >> (i % 16)) % 3;
        return pick === 0 && disguises.length > 0
          ? disguises[seed % disguises.length]!
          : pick === 1
            ? letter.toUpperCase()
            : letter;
      })
      .join('');
    return seed % 5 === 0 ? [...spelled].reverse().join('') : spelled;
  };

  it('never passes a password zxcvbn finds common (the list, its capitals, l33t and reversed spellings)', () => {
    const words = common.dictionary['passwords-common'].slice(0, 10_000).filter((_, i) => i % 250 === 0);
    const candidates = words.flatMap((word, i) => [word, word.toUpperCase(), disguised(word, i * 7919 + 13)]);
    const verdicts = candidates.map((password) => [password, zxcvbnFindsCommon(password)] as const);
    expect(verdicts.filter(([, isCommon]) => isCommon).length).toBeGreaterThan(words.length);
    for (const [password, isCommon] of verdicts) {
      if (isCommon) expect([password, couldBeCommon(password)]).toEqual([password, true]);
      expect([password, isCommonPassword(password)]).toEqual([password, isCommon]);
    }
  });

  it('answers a long hostile password without zxcvbn (seconds of it for 90 characters of x@x@…)', () => {
    const check = jest.spyOn(ZxcvbnFactory.prototype, 'check');
    try {
      for (const password of [
        'x@'.repeat(100),
        'a1!|'.repeat(50),
        '|'.repeat(200),
        'entrena-fuerte-cada-dia'.repeat(8),
      ])
        expect(isCommonPassword(password)).toBe(false);
      expect(check).not.toHaveBeenCalled();
      expect(isCommonPassword('p4ssw0rd')).toBe(true);
      expect(check).toHaveBeenCalledTimes(1);
    } finally {
      check.mockRestore();
    }
  });
});
