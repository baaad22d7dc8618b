import {
  IdentityMessages,
  IdentitySubjects,
  type SecondFactorEnabledDto,
  type SecondFactorSetupDto,
  type SessionGrant,
} from '@reto/contracts';
import { refusalOf, type ServiceUnderTest } from '@reto/platform/testing';
import { generate } from 'otplib';
import pg from 'pg';
import { registrations } from './registrations.js';
import { startIdentity, stopIdentity } from './identity-under-test.js';

/**
 * The administrator cannot be locked out or taken over: strangers' wrong passwords at the admin's
 * name never close it from everywhere; its second factor's key is sealed at rest; a key in use is
 * replaced only with one of its codes; switching it on ends the admin's other sessions.
 */
let identity: ServiceUnderTest;
let sql: pg.Client;
const FAILURES_PER_ADDRESS = 3;
const FAILURES_PER_ACCOUNT = 6;
const PASSWORD = 'entrena-fuerte';

const register = registrations(() => identity, 'Entrenador');

beforeAll(async () => {
  ({ identity, sql } = await startIdentity({
    CLOCK_CONTROL: 'true',
    LOGIN_FAILURES_PER_ADDRESS: String(FAILURES_PER_ADDRESS),
    LOGIN_FAILURES_PER_ACCOUNT: String(FAILURES_PER_ACCOUNT),
  }));
});

afterEach(async () => {
  await identity.setClock(null);
});

afterAll(async () => {
  await stopIdentity(identity, sql);
});

/** A new administrator account (the seed's is made the same way: a user with is_admin). */
async function newAdmin() {
  const grant = await register();
  await sql.query(`UPDATE identity.users SET is_admin = true WHERE id = $1`, [grant.user.id]);
  return { username: grant.user.username, actor: { id: grant.user.id, username: grant.user.username } };
}

const signIn = (username: string, clientAddress: string, extra: Record<string, string> = {}) =>
  identity.rpc.request<SessionGrant>(IdentitySubjects.login, { username, password: PASSWORD, clientAddress, ...extra });
const resolves = (token: string) => identity.rpc.request(IdentitySubjects.resolveSession, { token });
/** A code of `secret` at `at` (the service's clock is moved there first: each code works once). */
const codeAt = async (secret: string, at: Date) => {
  await identity.setClock(at);
  return generate({ secret, epoch: Math.floor(at.getTime() / 1000) });
};
const keysAtRest = async (userId: number) =>
  (await sql.query(`SELECT secret, pending_secret FROM identity.second_factors WHERE user_id = $1`, [userId]))
    .rows[0] as { secret: string | null; pending_secret: string | null };

describe("strangers' wrong passwords", () => {
  it('close a member account from everywhere past its ceiling, never the admin, who signs in from their own address', async () => {
    const admin = await newAdmin();
    const member = await register();
    for (const username of [admin.username, member.user.username]) {
      for (let address = 0; address < FAILURES_PER_ACCOUNT / FAILURES_PER_ADDRESS + 2; address += 1)
        for (let attempt = 0; attempt < FAILURES_PER_ADDRESS; attempt += 1)
          await refusalOf(
            identity.rpc.request(IdentitySubjects.login, {
              username,
              password: `mala-${String(attempt)}`,
              clientAddress: `198.51.100.${String(address)}`,
            }),
          );
    }
    expect(await refusalOf(signIn(member.user.username, '203.0.113.7'))).toMatchObject({ status: 429 });
    expect((await signIn(admin.username, '203.0.113.7')).user).toMatchObject({ isAdmin: true });
    // The addresses that failed still wait.
    expect(await refusalOf(signIn(admin.username, '198.51.100.0'))).toMatchObject({ status: 429 });
  });
});

/** A new admin signs in here and elsewhere, then switches the second factor on from here. */
async function switchedOn() {
  const admin = await newAdmin();
  const here = await signIn(admin.username, '203.0.113.10');
  const elsewhere = await signIn(admin.username, '203.0.113.11');
  const setup = await identity.rpc.request<SecondFactorSetupDto>(IdentitySubjects.startSecondFactor, {
    actor: admin.actor,
  });
  const pending = await keysAtRest(admin.actor.id);
  const t0 = new Date(Date.now() + 60_000);
  const { recoveryCodes } = await identity.rpc.request<SecondFactorEnabledDto>(IdentitySubjects.confirmSecondFactor, {
    actor: admin.actor,
    code: await codeAt(setup.secret, t0),
    token: here.token,
  });
  return { admin, here, elsewhere, secret: setup.secret, pending, t0, recoveryCodes };
}

describe("the admin's second factor", () => {
  it('is kept sealed in the database: neither the pending nor the confirmed key is the key', async () => {
    const { admin, secret, pending } = await switchedOn();
    const atRest = await keysAtRest(admin.actor.id);
    for (const stored of [pending.pending_secret, atRest.secret]) {
      expect(stored).not.toBeNull();
      expect(stored!.toUpperCase()).not.toContain(secret.toUpperCase());
    }
  });

  it('switched on, ends every other session of the admin; the one that switched it on stays', async () => {
    const { here, elsewhere } = await switchedOn();
    await resolves(here.token);
    expect(await refusalOf(resolves(elsewhere.token))).toMatchObject({ status: 401 });
  });

  it('cannot be replaced from a live session without a code of the key in use or a recovery code', async () => {
    const { admin, secret, t0, recoveryCodes } = await switchedOn();
    expect(
      await refusalOf(identity.rpc.request(IdentitySubjects.startSecondFactor, { actor: admin.actor })),
    ).toMatchObject({ status: 403, message: IdentityMessages.secondFactorReplaceNeedsCode });
    const t1 = new Date(t0.getTime() + 60_000);
    const current = await codeAt(secret, t1);
    const wrong = current === '000000' ? '111111' : '000000';
    for (const code of [wrong, 'ZZZZ-ZZZZ-ZZ'])
      expect(
        await refusalOf(identity.rpc.request(IdentitySubjects.startSecondFactor, { actor: admin.actor, code })),
      ).toMatchObject({ status: 400, message: IdentityMessages.secondFactorInvalid });
    // Refused attempts changed nothing: the key in use signs in.
    expect((await signIn(admin.username, '203.0.113.12', { code: current })).user.isAdmin).toBe(true);

    // A recovery code (used up) lets a new key be set up; the old one works until it is confirmed.
    const replaced = await identity.rpc.request<SecondFactorSetupDto>(IdentitySubjects.startSecondFactor, {
      actor: admin.actor,
      code: recoveryCodes[0],
    });
    expect(replaced.secret).not.toBe(secret);
    expect(
      await refusalOf(
        identity.rpc.request(IdentitySubjects.startSecondFactor, { actor: admin.actor, code: recoveryCodes[0] }),
      ),
    ).toMatchObject({ status: 400 });
  });
});
