import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { strengthOf } from './password-strength';

describe('strengthOf', () => {
  it('answers for any text: a score from 0 to 4, with advice exactly when it is under "fuerte"', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', maxLength: 140 }),
        fc.array(fc.string(), { maxLength: 3 }),
        (password, inputs) => {
          const { score, warning } = strengthOf(password, inputs);
          expect([0, 1, 2, 3, 4]).toContain(score);
          expect(warning === null).toBe(score >= 3);
        },
      ),
    );
  });

  it('calls the commonest passwords, with digits or capitals added, very weak', () => {
    const common = fc.constantFrom('password', 'Contraseña', 'qwerty', 'iloveyou', 'TeAmo', 'Barcelona', 'admin');
    fc.assert(
      fc.property(common, fc.stringMatching(/^\d{0,4}$/), (word, digits) => {
        expect(strengthOf(word + digits).score).toBe(0);
      }),
    );
  });

  it('calls one character repeated, or a run on the keyboard or the alphabet, weak at any length', () => {
    const run = fc.constantFrom('abcdefghijklmnopqrstuvwxyz', '0123456789', 'qwertyuiop', 'asdfghjkl', '9876543210');
    fc.assert(
      fc.property(run, fc.integer({ min: 8, max: 10 }), (letters, length) => {
        expect(strengthOf(letters.slice(0, length)).score).toBeLessThanOrEqual(1);
      }),
    );
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 1 }), fc.integer({ min: 1, max: 60 }), (char, times) => {
        expect(strengthOf(char.repeat(times)).score).toBeLessThanOrEqual(1);
      }),
    );
  });

  it("calls the person's own name or address, with a year added, weak", () => {
    const name = fc.stringMatching(/^[a-z]{4,10}$/);
    fc.assert(
      fc.property(name, name, fc.integer({ min: 1950, max: 2026 }), (first, last, year) => {
        const password = `${first}${last}${year}`;
        expect(strengthOf(password, [`${first} ${last}`, `${first}.${last}@correo.com`]).score).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('calls a passphrase of four unusual words very strong', () => {
    const word = fc.stringMatching(/^[a-z]{6,9}$/).filter((w) => !/(.)\1/.test(w));
    fc.assert(
      fc.property(fc.array(word, { minLength: 4, maxLength: 4 }), (words) => {
        expect(strengthOf(words.join('-')).score).toBeGreaterThanOrEqual(3);
      }),
    );
  });
});
