import { ErrorCodes, IdentityMessages, IdentitySubjects, type SessionGrant } from '@reto/contracts';
import { DomainError } from '@reto/platform';
import type { ServiceUnderTest } from '@reto/platform/testing';
import type pg from 'pg';
import { startIdentity, stopIdentity } from './identity-under-test.js';

/**
 * The argon2 line is bounded: a sign-in that finds PASSWORD_HASHES_WAITING waiting already is
 * refused with the 429 (Spanish, with the seconds to wait carried over NATS), not queued behind
 * the others until the caller gives up.
 */
let identity: ServiceUnderTest;
let sql: pg.Client;
const nora = { username: 'Nora Díaz', email: 'nora@example.com', password: 'salta-la-cuerda', gender: 'female' };

beforeAll(async () => {
  ({ identity, sql } = await startIdentity({ PASSWORD_HASHES_WAITING: '1', PASSWORD_HASH_WAIT_MS: '30000' }));
  await identity.rpc.request<SessionGrant>(IdentitySubjects.register, { ...nora, timezone: 'Europe/Madrid' });
});

afterAll(() => stopIdentity(identity, sql));

it('refuses the sign-ins past the waiting line with a 429 and Retry-After, and answers the others', async () => {
  const answers = await Promise.all(
    Array.from({ length: 12 }, (_, i) =>
      identity.rpc
        .request<SessionGrant>(IdentitySubjects.login, {
          username: nora.email,
          password: nora.password,
          clientAddress: `10.0.0.${i + 1}`,
        })
        .then(
          (grant) => ({ signedIn: grant.user.email }),
          (error: unknown) =>
            error instanceof DomainError
              ? { refused: error.body, retryAfterSeconds: error.retryAfterSeconds }
              : { failed: String(error) },
        ),
    ),
  );
  const refused = answers.filter((answer) => 'refused' in answer);
  expect(answers.filter((answer) => !('refused' in answer))).toEqual(
    expect.arrayContaining([{ signedIn: nora.email }]),
  );
  expect(refused.length).toBeGreaterThan(0);
  expect(new Set(refused.map((answer) => JSON.stringify(answer)))).toEqual(
    new Set([
      JSON.stringify({
        refused: { status: 429, code: ErrorCodes.rateLimited, message: IdentityMessages.passwordChecksBusy },
        retryAfterSeconds: 30,
      }),
    ]),
  );
  expect(answers.filter((answer) => 'failed' in answer)).toEqual([]);
  // Once the line is free, a sign-in goes through again.
  await expect(
    identity.rpc.request<SessionGrant>(IdentitySubjects.login, {
      username: nora.email,
      password: nora.password,
      clientAddress: '10.0.1.1',
    }),
  ).resolves.toMatchObject({ user: { email: nora.email } });
});
