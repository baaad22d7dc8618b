import { DomainError, connectRedis, createLogger, type BaseConfig } from '@reto/platform';
import type { Redis } from 'ioredis';
import type { IdentityConfig } from '../identity.config.js';
import { LoginThrottle } from './login-throttle.service.js';

/** Redis away: nothing listens on port 1 (the platform's client fails at once instead of queueing). */
const logger = createLogger('test', 'silent');
let unreachable: Redis;
let throttle: LoginThrottle;

beforeAll(async () => {
  unreachable = await connectRedis(
    { REDIS_URL: 'redis://127.0.0.1:1', REDIS_PREFIX: 't' } as BaseConfig,
    'identity',
    logger,
  );
  throttle = new LoginThrottle(
    {
      LOGIN_FAILURES_PER_ADDRESS: 3,
      LOGIN_FAILURES_PER_ACCOUNT: 5,
      LOGIN_FAILURES_FROM_ADDRESS: 4,
      LOGIN_FAILURE_WINDOW_SECONDS: 60,
    } as IdentityConfig,
    unreachable,
    logger,
  );
});

afterAll(() => unreachable.disconnect());

const refusalOf = (attempt: Promise<void>) =>
  attempt.then(
    () => null,
    (error: unknown) => (error instanceof DomainError ? error.body : error),
  );
const tooMany = {
  status: 429,
  code: 'rate_limited',
  message: 'Demasiados intentos. Por favor, espera unos minutos e inténtalo de nuevo.',
};

describe('wrong passwords with Redis away (rate-limiter-flexible, in-memory insurance)', () => {
  it('still lock the address that guessed, and no other', async () => {
    const subject = LoginThrottle.subjectOf(7, '');
    for (let i = 0; i < 3; i += 1) await throttle.recordFailure(subject, '10.0.0.1');
    expect(await refusalOf(throttle.assertAllowed(subject, '10.0.0.1'))).toEqual(tooMany);
    expect(await refusalOf(throttle.assertAllowed(subject, '10.0.0.2'))).toBeNull();
  });

  it('close an account guessed at from everywhere, except one with a second factor', async () => {
    const subject = LoginThrottle.subjectOf(8, '');
    for (let i = 0; i < 5; i += 1) await throttle.recordFailure(subject, `10.0.1.${i}`);
    expect(await refusalOf(throttle.assertAllowed(subject, '10.0.2.1'))).toEqual(tooMany);
    expect(await refusalOf(throttle.assertAllowed(subject, '10.0.2.1', { closableFromEverywhere: false }))).toBeNull();
  });

  it('close an address that guessed at many names, for every name, known or not, and no other address', async () => {
    // One wrong password for each of four names: no account reaches its own limit.
    const names = ['ana', 'beto', 'carla', 'dani'].map((name) => LoginThrottle.subjectOf(null, name));
    for (const subject of names) {
      expect(await refusalOf(throttle.assertAllowed(subject, '10.0.3.1'))).toBeNull();
      await throttle.recordFailure(subject, '10.0.3.1');
    }
    // From there, any sign-in now waits (refused before its password is checked), an account's or not.
    expect(await refusalOf(throttle.assertAllowed(LoginThrottle.subjectOf(9, ''), '10.0.3.1'))).toEqual(tooMany);
    expect(await refusalOf(throttle.assertAllowed(LoginThrottle.subjectOf(null, 'eva'), '10.0.3.1'))).toEqual(tooMany);
    expect(
      await refusalOf(
        throttle.assertAllowed(LoginThrottle.subjectOf(9, ''), '10.0.3.1', { closableFromEverywhere: false }),
      ),
    ).toEqual(tooMany);
    // The same names from another address are not held.
    expect(await refusalOf(throttle.assertAllowed(names[0]!, '10.0.3.2'))).toBeNull();
  });
});
