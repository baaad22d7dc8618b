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

  it('lets a strong password through', () => {
    for (const password of ['entrena-fuerte', 'sentadillas-28', 'Vn7#pq!zLm2x'])
      expect(() => assertPasswordNotCommon(password)).not.toThrow();
  });
});
