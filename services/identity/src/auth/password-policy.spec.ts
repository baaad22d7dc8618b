import { IdentityMessages } from '@reto/contracts';
import { DomainError } from '@reto/platform';
import { assertPasswordNotCommon, isCommonPassword } from './password-policy.js';

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
