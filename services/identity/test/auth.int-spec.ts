import { IdentityMessages, IdentitySubjects, type SessionGrant, type UserDto } from '@reto/contracts';
import { hashToken } from '@reto/platform';
import { type ServiceUnderTest, refusalOf } from '@reto/platform/testing';
import pg from 'pg';
import { startIdentity, stopIdentity } from './identity-under-test.js';

let identity: ServiceUnderTest;
let sql: pg.Client;

const member = {
  username: 'Lucía Gómez',
  email: 'lucia@example.com',
  password: 'entrena-fuerte',
  gender: 'female',
  timezone: 'Europe/Madrid',
};

/** A member registered before any test, for the tests about an account that exists. */
const marta = {
  username: 'Marta Ruiz',
  email: 'marta@example.com',
  password: 'corre-cada-dia',
  gender: 'female',
  timezone: 'America/Bogota',
};
let martaGrant: SessionGrant;

const countUsers = async () => Number((await sql.query('SELECT count(*) FROM identity.users')).rows[0].count);

beforeAll(async () => {
  ({ identity, sql } = await startIdentity({ ADMIN_USERNAME: 'Admin' }));
  martaGrant = await identity.rpc.request<SessionGrant>(IdentitySubjects.register, marta);
});

afterAll(async () => {
  await stopIdentity(identity, sql);
});

describe('identity over NATS', () => {
  it('registers a member into its own schema, with an argon2id hash and a normalised e-mail', async () => {
    const grant = await identity.rpc.request<SessionGrant>(IdentitySubjects.register, {
      ...member,
      email: ' LUCIA@Example.com ',
    });
    expect(grant.user).toMatchObject({
      username: 'Lucía Gómez',
      email: 'lucia@example.com',
      gender: 'female',
      firstName: 'Lucía',
      isAdmin: false,
    });
    expect(grant.token.length).toBeGreaterThanOrEqual(43);
    const { rows } = await sql.query('SELECT username, email, password_hash FROM identity.users WHERE id = $1', [
      grant.user.id,
    ]);
    expect(rows[0]).toMatchObject({ username: 'Lucía Gómez', email: 'lucia@example.com' });
    expect(rows[0].password_hash).toMatch(/^\$argon2id\$/);
  });

  it('stores only a hash of the session token', async () => {
    const { rows } = await sql.query('SELECT token_hash FROM identity.sessions WHERE user_id = $1', [
      martaGrant.user.id,
    ]);
    const stored = rows.map((row) => row.token_hash);
    expect(stored).toContain(hashToken(martaGrant.token));
    expect(stored).not.toContain(martaGrant.token);
  });

  it('answers a registration repeated within the window with the account it made (signed in), and nothing new', async () => {
    const nuria = { ...member, username: 'Nuria Vidal', email: 'nuria@example.com' };
    const first = await identity.rpc.request<SessionGrant>(IdentitySubjects.register, nuria);
    const before = await countUsers();
    const again = await identity.rpc.request<SessionGrant>(IdentitySubjects.register, {
      ...nuria,
      email: ' NURIA@example.com',
    });
    expect(again.user.id).toBe(first.user.id);
    expect(again.token).not.toBe(first.token);
    expect(await countUsers()).toBe(before);

    // Not the same registration (another password): refused as taken, as before.
    const other = await refusalOf(
      identity.rpc.request(IdentitySubjects.register, { ...nuria, password: 'otra-clave-123' }),
    );
    expect(other).toEqual({ status: 409, code: 'username_taken', message: IdentityMessages.usernameTaken });
    expect(await countUsers()).toBe(before);
  });

  it('refuses a duplicate username in another case, and writes nothing', async () => {
    const before = await countUsers();
    const body = await refusalOf(
      identity.rpc.request(IdentitySubjects.register, {
        ...member,
        username: 'MARTA ruiz',
        email: 'otra@example.com',
      }),
    );
    expect(body).toEqual({ status: 409, code: 'username_taken', message: IdentityMessages.usernameTaken });
    expect(await countUsers()).toBe(before);
  });

  it('refuses the reserved admin username in any case variant', async () => {
    for (const username of ['admin', 'ADMIN', ' aDmIn ']) {
      const body = await refusalOf(
        identity.rpc.request(IdentitySubjects.register, { ...member, username, email: `${username.trim()}@x.com` }),
      );
      expect(body.code).toBe('reserved_username');
    }
  });

  it('refuses an empty password with a 400 and writes nothing', async () => {
    const before = await countUsers();
    const body = await refusalOf(
      identity.rpc.request(IdentitySubjects.register, { ...member, username: 'Nuevo', email: 'n@x.com', password: '' }),
    );
    expect(body).toMatchObject({ status: 400, message: IdentityMessages.passwordRequired });
    expect(await countUsers()).toBe(before);
  });

  it('signs in by username in any case, or by e-mail', async () => {
    for (const username of ['MARTA RUIZ', 'Marta@Example.com']) {
      const session = await identity.rpc.request<SessionGrant>(IdentitySubjects.login, {
        username,
        password: marta.password,
      });
      expect(session.user.id).toBe(martaGrant.user.id);
    }
  });

  it('answers an unknown user and a wrong password identically', async () => {
    const unknown = await refusalOf(
      identity.rpc.request(IdentitySubjects.login, { username: 'nadie', password: marta.password }),
    );
    const wrong = await refusalOf(
      identity.rpc.request(IdentitySubjects.login, { username: 'marta@example.com', password: 'otra-clave' }),
    );
    expect(unknown).toEqual(wrong);
    expect(wrong).toEqual({ status: 401, code: 'invalid_credentials', message: IdentityMessages.invalidCredentials });
  });

  it('resolves a session until logout, then rejects its token', async () => {
    const { token } = await identity.rpc.request<SessionGrant>(IdentitySubjects.login, {
      username: marta.email,
      password: marta.password,
    });
    const user = await identity.rpc.request<UserDto>(IdentitySubjects.resolveSession, { token });
    expect(user.username).toBe('Marta Ruiz');
    await identity.rpc.request(IdentitySubjects.logout, { token });
    const body = await refusalOf(identity.rpc.request(IdentitySubjects.resolveSession, { token }));
    expect(body.status).toBe(401);
  });

  it('answers its health ping with the state of its database and of each of its event consumers', async () => {
    expect(await identity.rpc.request('identity.health.ping')).toEqual({
      service: 'identity',
      status: 'ok',
      checks: { postgres: 'ok', consumers: 'ok', schedules: 'ok' },
      consumers: [{ durable: 'identity-paid-from-access', running: true, pending: expect.any(Number) }],
      // identity publishes events: its outbox's backlog (rows not yet on JetStream)
      outbox: expect.any(Number),
    });
  });
});
