import { IdentitySubjects, ChallengeSubjects } from '@reto/contracts';
import { createLogger, EventBus } from '@reto/platform';
import { GatewayClient, randomClientAddress } from '@reto/platform/testing';
import { startSmtpCapture, waitForMailLink, type SmtpCapture } from '../../infra/local/smtp-capture.mjs';
import { startTestSystem, type TestSystem } from '../../infra/local/test-system.mjs';
import { card, personalData } from './purchase-fixtures.js';
import { SystemRpc } from './system-rpc.js';

/**
 * The identity and access paths over HTTP against the running system: every REST path with the
 * spec's payloads, its GraphQL twin giving the same result, and the security rules of DECISIONS.md 3.
 * Each client has its own address (X-Forwarded-For behind one trusted proxy hop), so the low abuse
 * limits of this system are reached only where a test means to.
 */
let system: TestSystem;
let smtp: SmtpCapture;
let nats: SystemRpc;
let clockMoved = false;

const RATE_LIMIT_PER_IP = 8;
const RATE_LIMIT_PER_ACCOUNT = 5;
const LOGIN_FAILURES_PER_ADDRESS = 3;
const LOGIN_FAILURES_PER_ACCOUNT = 6;
const DAY = 24 * 3_600_000;

/** A browser of its own address, on this file's system. */
class Client extends GatewayClient {
  constructor(headers: Record<string, string> = {}) {
    super(system.url, { 'x-forwarded-for': randomClientAddress(), ...headers });
  }

  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the tests read whatever the answer holds
  override graphql<T = any>(
    query: string,
    variables: Record<string, unknown> = {},
    headers: Record<string, string> = {},
  ) {
    return super.graphql<T>(query, variables, headers);
  }
}

let seq = 0;
const newMember = () => {
  seq += 1;
  const id = `${Date.now().toString(36)}${seq}`;
  return {
    username: `Ana María ${id}`,
    email: `ana.${id}@example.com`,
    password: 'sentadillas-28',
    gender: 'female',
    timezone: 'America/Lima',
  };
};
const registered = async (member = newMember()) => {
  const client = new Client();
  const res = await client.rest('POST', '/api/register', member);
  expect(res.status).toBe(201);
  return { client, member, id: res.body.id as number };
};
/** The bearer token of a mobile sign-in of `member` (by username), from a client of its own. */
const mobileTokenOf = async ({ username, password }: { username: string; password: string }) => {
  const signedIn = await new Client().rest('POST', '/api/mobile-login', { username, password });
  return signedIn.body.auth.token as string;
};
const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  system = await startTestSystem({
    env: {
      SMTP_URL: smtp.url,
      TRUST_PROXY_HOPS: '1',
      RATE_LIMIT_MAX_PER_IP: String(RATE_LIMIT_PER_IP),
      RATE_LIMIT_MAX_PER_ACCOUNT: String(RATE_LIMIT_PER_ACCOUNT),
      LOGIN_FAILURES_PER_ADDRESS: String(LOGIN_FAILURES_PER_ADDRESS),
      LOGIN_FAILURES_PER_ACCOUNT: String(LOGIN_FAILURES_PER_ACCOUNT),
      CORS_ORIGINS: 'https://app.reto.example',
    },
  });
  nats = await SystemRpc.connect(system);
}, 120_000);

/** Moves the clock of every service of the system; reset after the test. */
const moveClock = async (aheadMs: number) => {
  clockMoved = true;
  await nats.setClock(new Date(Date.now() + aheadMs));
};

afterEach(async () => {
  if (clockMoved) await nats.setClock(null);
  clockMoved = false;
});

afterAll(async () => {
  await nats?.close();
  await system?.stop();
  await smtp?.stop();
});

describe('sessions: REST and GraphQL', () => {
  it('mobile-login answers auth.token, accepted as a bearer and as the second token header', async () => {
    const { member, id } = await registered();
    const client = new Client();
    const res = await client.rest('POST', '/api/mobile-login', { username: member.email, password: member.password });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id, username: member.username, isAdmin: false, auth: { token: expect.any(String) } });
    const token = res.body.auth.token as string;
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);

    const bare = new Client();
    const byBearer = await bare.rest('GET', '/api/users/current', undefined, { authorization: `Bearer ${token}` });
    expect(byBearer.status).toBe(200);
    expect(byBearer.body).toMatchObject({ firstName: 'Ana', fullName: member.username, username: member.username });
    const byHeader = await bare.rest('GET', '/api/user?t=1', undefined, { 'x-auth-token': token });
    expect(byHeader.body.id).toBe(id);
    expect((await bare.rest('GET', '/api/users/current')).status).toBe(401);

    const twin = await new Client().graphql(
      'mutation($input: LoginInput!) { mobileLogin(input: $input) { id username isAdmin auth { token } } }',
      { input: { username: member.email, password: member.password } },
    );
    expect({ ...twin.data.mobileLogin, auth: { token: 'x' } }).toEqual({ ...res.body, auth: { token: 'x' } });
    const me = await bare.graphql('{ me { id username } }', {}, { authorization: `Bearer ${token}` });
    expect(me.data.me).toEqual({ id, username: member.username });
  });

  it('renew-session rotates the token: the old one is refused at once (REST and GraphQL)', async () => {
    const { member } = await registered();
    const old = await mobileTokenOf(member);
    const renewed = await new Client().rest('POST', '/api/renew-session', { token: old });
    expect(renewed.status).toBe(200);
    expect(renewed.body).toEqual({ success: true, message: 'Sesión renovada', auth: { token: expect.any(String) } });
    expect(renewed.headers.get('cache-control')).toBe('no-store');
    expect(renewed.body.auth.token).not.toBe(old);
    expect((await new Client().rest('GET', '/api/user', undefined, { authorization: `Bearer ${old}` })).status).toBe(
      401,
    );
    const twin = await new Client().graphql(
      'mutation($token: String) { renewSession(token: $token) { success message auth { token } } }',
      { token: renewed.body.auth.token },
    );
    expect(twin.data.renewSession).toMatchObject({ success: true, message: 'Sesión renovada' });
    expect((await new Client().rest('POST', '/api/renew-session', { token: old })).status).toBe(401);

    // The web client renews its cookie session the same way.
    const { client } = await registered();
    const before = client.cookie;
    expect((await client.rest('POST', '/api/renew-session', {})).status).toBe(200);
    expect(client.cookie).not.toBe(before);
    expect((await client.rest('GET', '/api/user')).status).toBe(200);
    expect((await fetch(`${system.url}/api/user`, { headers: { cookie: before } })).status).toBe(401);
  });

  it('logout invalidates the cookie and the bearer token at once', async () => {
    const { member } = await registered();
    const token = await mobileTokenOf(member);
    const out = await new Client().rest('POST', '/api/logout', undefined, { authorization: `Bearer ${token}` });
    expect(out.body).toEqual({ success: true });
    expect(
      (await new Client().rest('GET', '/api/users/current', undefined, { authorization: `Bearer ${token}` })).status,
    ).toBe(401);
    expect((await new Client().rest('POST', '/api/mobile/verify-token', { token })).body).toEqual({
      message: 'Token de autenticación inválido. Por favor, inicia sesión nuevamente.',
      code: 'token_not_found',
    });
  });

  it('mobile/verify-token answers the user, token_expired after 30 days, token_not_found for garbage', async () => {
    const { member, id } = await registered();
    const token = await mobileTokenOf(member);
    const ok = await new Client().rest('POST', '/api/mobile/verify-token', { token }, { 'x-device-id': 'tel-1' });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ success: true, user: { id, username: member.username }, token });
    const twin = await new Client().graphql(
      'mutation($token: String!) { verifyDeviceToken(token: $token) { success token user { id username } } }',
      { token },
    );
    expect(twin.data.verifyDeviceToken).toEqual({ success: true, token, user: { id, username: member.username } });

    const garbage = await new Client().rest('POST', '/api/mobile/verify-token', { token: 'no-existe' });
    expect(garbage.status).toBe(401);
    expect(garbage.body.code).toBe('token_not_found');
    const garbageTwin = await new Client().graphql('mutation { verifyDeviceToken(token: "no-existe") { success } }');
    expect(garbageTwin.errors?.[0]).toMatchObject({
      message: garbage.body.message,
      extensions: { code: 'token_not_found', status: 401 },
    });

    await moveClock(31 * DAY);
    const expired = await new Client().rest('POST', '/api/mobile/verify-token', { token });
    expect(expired.status).toBe(401);
    expect(expired.body).toEqual({
      message: 'Tu sesión ha expirado. Por favor, inicia sesión nuevamente.',
      code: 'token_expired',
    });
  });

  it('never takes identity from the username query parameter', async () => {
    const { member } = await registered();
    const visitor = new Client();
    for (const path of [
      `/api/user?username=${encodeURIComponent(member.username)}&t=1`,
      `/api/users/current?username=admin`,
    ]) {
      expect((await visitor.rest('GET', path)).status).toBe(401);
    }
    const { client } = await registered();
    const me = await client.rest('GET', `/api/user?username=admin&t=${Date.now()}`);
    expect(me.body.username).not.toBe('admin');
    expect(me.body.isAdmin).toBe(false);
  });
});

describe('pre-approval and emergency access', () => {
  it('answers isPreApproved only, never a token, and only to the signed-in member about their own proved address', async () => {
    await nats.rpc.request(IdentitySubjects.addPreApproved, { email: 'lista@example.com' });
    const { client: member } = await registered({ ...newMember(), email: 'lista@example.com' });
    // Typed into an account, the address proves nothing yet: the same false as for anyone.
    expect((await member.rest('POST', '/api/check-pre-approved', { email: 'lista@example.com' })).body).toEqual({
      isPreApproved: false,
    });
    const link = await waitForMailLink(() => smtp.mails, 'lista@example.com', 'Verifica');
    expect((await new Client().rest('POST', '/api/confirm-email', { token: tokenOf(link) })).status).toBe(200);
    const check = await member.rest('POST', '/api/check-pre-approved', { email: ' LISTA@example.com ' });
    expect(check.status).toBe(200);
    expect(check.body).toEqual({ isPreApproved: true });
    expect((await member.rest('GET', '/api/verify-email?email=lista%40example.com')).body).toEqual({
      isPreApproved: true,
    });
    const twin = await member.graphql('query { verifyEmail(email: "lista@example.com") { isPreApproved } } ');
    expect(twin.data.verifyEmail).toEqual({ isPreApproved: true });
    const twin2 = await member.graphql('mutation { checkPreApproved(email: "LISTA@example.com") { isPreApproved } }');
    expect(twin2.data.checkPreApproved).toEqual(check.body);

    // Anyone else learns nothing: a listed and an unlisted address answer alike (each check counts
    // against the address's abuse limit, so a fresh visitor asks each time).
    await nats.rpc.request(IdentitySubjects.addPreApproved, { email: 'otra-lista@example.com' });
    expect((await new Client().rest('POST', '/api/check-pre-approved', { email: 'lista@example.com' })).body).toEqual({
      isPreApproved: false,
    });
    for (const email of ['otra-lista@example.com', 'nadie@example.com']) {
      expect((await new Client().rest('GET', `/api/verify-email?email=${email}`)).body).toEqual({
        isPreApproved: false,
      });
      const anonymous = await new Client().graphql(`query { verifyEmail(email: "${email}") { isPreApproved } }`);
      expect(anonymous.data.verifyEmail).toEqual({ isPreApproved: false });
    }
    expect((await member.rest('POST', '/api/check-pre-approved', { email: 'otra-lista@example.com' })).body).toEqual({
      isPreApproved: false,
    });
    expect((await new Client().rest('POST', '/api/check-pre-approved', { email: '' })).body.message).toBe(
      'Por favor ingresa tu email registrado',
    );
  });

  it('e-mails a one-time link that signs in once through /api/mobile/verify-token', async () => {
    await nats.rpc.request(IdentitySubjects.addPreApproved, { email: 'emergencia@example.com' });
    const { id } = await registered({ ...newMember(), email: 'emergencia@example.com' });
    const res = await new Client().rest('POST', '/api/emergency-access', { email: 'Emergencia@example.com' });
    expect(res.body).toEqual({ message: expect.stringContaining('15 minutos') });
    const link = await waitForMailLink(() => smtp.mails, 'emergencia@example.com', 'enlace de acceso');
    expect(link.startsWith(`${system.url}/?token=`)).toBe(true);
    const browser = new Client();
    const signedIn = await browser.rest('POST', '/api/mobile/verify-token', { token: tokenOf(link) });
    expect(signedIn.body.user.id).toBe(id);
    expect((await browser.rest('GET', '/api/user')).body.id).toBe(id);
    expect((await new Client().rest('POST', '/api/mobile/verify-token', { token: tokenOf(link) })).body.code).toBe(
      'token_not_found',
    );
    // An address that is not listed gets the same answer, over REST and GraphQL alike.
    expect((await new Client().rest('POST', '/api/emergency-access', { email: 'nadie@example.com' })).body).toEqual(
      res.body,
    );
    const twin = await new Client().graphql(
      'mutation { requestEmergencyAccess(email: "nadie@example.com") { message } }',
    );
    expect(twin.data.requestEmergencyAccess).toEqual(res.body);
  });
});

describe('password recovery', () => {
  it('answers the same for known and unknown addresses, never with resetLink without MAIL_DEV_ECHO', async () => {
    const { member } = await registered();
    const known = await new Client().rest('POST', '/api/solicitar-reset-password', { email: member.email });
    const unknown = await new Client().rest('POST', '/api/solicitar-reset-password', { email: 'nadie@example.com' });
    expect(known.status).toBe(200);
    expect(known.body).toEqual(unknown.body);
    expect(known.body).toEqual({ success: true, message: 'Solicitud procesada' });
    const twin = await new Client().graphql(
      'mutation { requestPasswordReset(email: "nadie@example.com") { success message resetLink } }',
    );
    expect(twin.data.requestPasswordReset).toEqual({ ...known.body, resetLink: null });
  });

  it('resets with the e-mailed token once; the token reused or expired is refused; old sessions end', async () => {
    const { member, client } = await registered();
    await new Client().rest('POST', '/api/solicitar-reset-password', { email: member.email });
    const token = tokenOf(await waitForMailLink(() => smtp.mails, member.email, 'Restablece'));
    expect((await new Client().rest('GET', `/api/validar-token-reset?token=${token}`)).body).toEqual({
      valid: true,
      message: 'Token válido',
    });
    const twin = await new Client().graphql('query($t: String!) { validateResetToken(token: $t) { valid message } }', {
      t: token,
    });
    expect(twin.data.validateResetToken).toEqual({ valid: true, message: 'Token válido' });
    const short = await new Client().rest('POST', '/api/reset-password', { token, newPassword: 'corta' });
    expect(short.body.message).toBe('La contraseña debe tener al menos 8 caracteres');
    const done = await new Client().rest('POST', '/api/reset-password', { token, newPassword: 'nueva-clave-28' });
    expect(done.body).toEqual({ success: true, message: 'Contraseña actualizada correctamente' });
    expect((await client.rest('GET', '/api/user')).status).toBe(401);
    const reused = await new Client().rest('POST', '/api/reset-password', { token, newPassword: 'otra-clave-28' });
    expect(reused.status).toBe(400);
    expect(reused.body).toEqual({ message: 'Token inválido o expirado', code: 'reset_token_invalid' });
    expect((await new Client().rest('GET', `/api/validar-token-reset?token=${token}`)).body.valid).toBe(false);
    const login = await new Client().rest('POST', '/api/login', { username: member.email, password: 'nueva-clave-28' });
    expect(login.status).toBe(200);

    await new Client().rest('POST', '/api/solicitar-reset-password', { email: member.email });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const second = tokenOf(
      await waitForMailLink(() => smtp.mails.filter((mail) => !mail.body.includes(token)), member.email, 'Restablece'),
    );
    await moveClock(61 * 60_000);
    const expired = await new Client().graphql(
      'mutation($t: String!) { resetPassword(token: $t, newPassword: "tercera-clave") { success } }',
      { t: second },
    );
    expect(expired.errors?.[0]).toMatchObject({
      message: 'Token inválido o expirado',
      extensions: { code: 'reset_token_invalid', status: 400 },
    });
  });
});

describe('the admin credential', () => {
  it('is issued at admin login and honoured only with the admin session; a plain id:username is refused', async () => {
    const admin = new Client();
    const login = await admin.rest('POST', '/api/login', system.admin);
    expect(login.body).toMatchObject({ username: 'admin', isAdmin: true, adminAuth: expect.any(String) });
    const credential = login.body.adminAuth as string;
    expect(Buffer.from(credential.split('.')[0]!, 'base64url').toString()).toBe(`${login.body.id}:admin`);

    expect((await admin.rest('GET', '/api/admin/session', undefined, { 'x-admin-auth': credential })).body).toEqual({
      valid: true,
      id: login.body.id,
      username: 'admin',
    });
    const forged = await admin.rest('GET', '/api/admin/session', undefined, {
      'x-admin-auth': `${login.body.id}:admin`,
    });
    expect(forged.status).toBe(403);
    expect(forged.body.message).toBe('Credenciales de administrador inválidas');
    const encoded = Buffer.from(`${login.body.id}:admin`).toString('base64');
    expect((await admin.rest('GET', '/api/admin/session', undefined, { 'x-admin-auth': encoded })).status).toBe(403);
    expect((await admin.rest('GET', '/api/admin/session')).status).toBe(403);
    expect(
      (await new Client().rest('GET', '/api/admin/session', undefined, { 'x-admin-auth': credential })).status,
    ).toBe(401);
    const { client: member, member: memberAccount } = await registered();
    const memberCredentials = { username: memberAccount.username, password: memberAccount.password };
    expect((await member.rest('GET', '/api/admin/session', undefined, { 'x-admin-auth': credential })).status).toBe(
      403,
    );

    const twin = await admin.graphql('{ adminSession { valid username } }', {}, { 'x-admin-auth': credential });
    expect(twin.data.adminSession).toEqual({ valid: true, username: 'admin' });
    const forgedTwin = await admin.graphql(
      '{ adminSession { valid } }',
      {},
      { 'x-admin-auth': `${login.body.id}:admin` },
    );
    expect(forgedTwin.errors?.[0]?.extensions.status).toBe(403);
    const twinAdmin = new Client();
    const twinLogin = await twinAdmin.graphql(
      'mutation($u: String!, $p: String!) { login(input: { username: $u, password: $p }) { id username isAdmin adminAuth user { username isAdmin } } }',
      { u: system.admin.username, p: system.admin.password },
    );
    const { adminAuth: twinCredential, user: twinUser, ...twinAnswer } = twinLogin.data.login;
    const { adminAuth: _restCredential, ...restAnswer } = login.body;
    expect(twinAnswer).toEqual(restAnswer);
    expect(twinUser).toEqual({ username: 'admin', isAdmin: true });
    expect(
      (await twinAdmin.rest('GET', '/api/admin/session', undefined, { 'x-admin-auth': twinCredential })).body,
    ).toMatchObject({ valid: true, username: 'admin' });
    const memberLogin = await new Client().graphql(
      'mutation($u: String!, $p: String!) { login(input: { username: $u, password: $p }) { isAdmin adminAuth } }',
      { u: memberCredentials.username, p: memberCredentials.password },
    );
    expect(memberLogin.data.login).toEqual({ isAdmin: false, adminAuth: null });
    expect((await new Client().rest('POST', '/api/login', memberCredentials)).body).not.toHaveProperty('adminAuth');

    const fresh = await admin.graphql('{ adminCredential }');
    expect(fresh.data.adminCredential).toEqual(expect.stringContaining('.'));
    expect((await member.graphql('{ adminCredential }')).data.adminCredential).toBeNull();

    await moveClock(13 * 3_600_000);
    const expired = await admin.rest('GET', '/api/admin/session', undefined, { 'x-admin-auth': credential });
    expect(expired.status).toBe(403);
  });

  it('the reserved admin username cannot be registered in any case variant, over REST or GraphQL', async () => {
    for (const username of ['admin', 'ADMIN', ' Admin ']) {
      const res = await new Client().rest('POST', '/api/register', { ...newMember(), username });
      expect(res.status).toBe(409);
      expect(res.body.code).toBe('reserved_username');
    }
    const twin = await new Client().graphql('mutation($i: RegisterInput!) { register(input: $i) { id } }', {
      i: { ...newMember(), username: 'aDmIn' },
    });
    expect(twin.errors?.[0]?.extensions.code).toBe('reserved_username');
  });
});

describe('hasPaid', () => {
  it('follows challenge.access.changed.v1 on /api/user and in me', async () => {
    const { client, id, member } = await registered();
    expect((await client.rest('GET', '/api/user')).body.hasPaid).toBe(false);
    const bus = await EventBus.create(
      nats.rpc.nats,
      'challenge',
      system.base.NATS_SUBJECT_PREFIX!,
      createLogger('t', 'silent'),
    );
    await bus.publish(
      ChallengeSubjects.events.accessChanged,
      {
        userId: id,
        email: member.email,
        accessEndsAt: new Date(Date.now() + 20 * DAY).toISOString(),
        changedAt: new Date().toISOString(),
      },
      `paid-${id}`,
    );
    for (let i = 0; i < 50 && !(await client.rest('GET', '/api/user')).body.hasPaid; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect((await client.rest('GET', '/api/user')).body.hasPaid).toBe(true);
    expect((await client.graphql('{ me { hasPaid } }')).data.me.hasPaid).toBe(true);
  });
});

describe('abuse limits', () => {
  it('count wrong passwords per account, username and e-mail together, per address: the guesser waits, the owner signs in', async () => {
    const { member } = await registered();
    const guesser = new Client();
    const guesses = [member.username, member.email, member.username.toUpperCase()];
    const statuses = [];
    for (const login of guesses) {
      statuses.push((await guesser.rest('POST', '/api/login', { username: login, password: 'mala-clave' })).status);
    }
    expect(statuses).toEqual(Array(LOGIN_FAILURES_PER_ADDRESS).fill(401));
    const refused = await guesser.rest('POST', '/api/login', { username: member.email, password: member.password });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      message: 'Demasiados intentos. Por favor, espera unos minutos e inténtalo de nuevo.',
      code: 'rate_limited',
    });
    const owner = await new Client().rest('POST', '/api/login', {
      username: member.username,
      password: member.password,
    });
    expect(owner.status).toBe(200);
    // A reset proves the owner: the counts start again at every address that failed, this one too.
    await new Client().rest('POST', '/api/solicitar-reset-password', { email: member.email });
    const token = tokenOf(await waitForMailLink(() => smtp.mails, member.email, 'Restablece'));
    expect(
      (await new Client().rest('POST', '/api/reset-password', { token, newPassword: 'nueva-clave-28' })).status,
    ).toBe(200);
    expect(
      (await guesser.rest('POST', '/api/login', { username: member.email, password: 'nueva-clave-28' })).status,
    ).toBe(200);
  });

  it('close an account guessed at from everywhere past its ceiling, until a reset e-mailed to the owner', async () => {
    const { member } = await registered();
    for (let i = 0; i < LOGIN_FAILURES_PER_ACCOUNT; i += 1) {
      const guess = await new Client().rest('POST', '/api/login', { username: member.email, password: `mala-${i}` });
      expect(guess.status).toBe(401);
    }
    const owner = new Client();
    expect((await owner.rest('POST', '/api/login', { username: member.email, password: member.password })).status).toBe(
      429,
    );
    await owner.rest('POST', '/api/solicitar-reset-password', { email: member.email });
    const token = tokenOf(await waitForMailLink(() => smtp.mails, member.email, 'Restablece'));
    expect((await owner.rest('POST', '/api/reset-password', { token, newPassword: 'nueva-clave-28' })).status).toBe(
      200,
    );
    expect(
      (await owner.rest('POST', '/api/login', { username: member.email, password: 'nueva-clave-28' })).status,
    ).toBe(200);
  });

  it('count each aliased GraphQL field, so aliases cannot bypass the per-address limit', async () => {
    const client = new Client();
    const fields = Array.from(
      { length: RATE_LIMIT_PER_IP },
      (_, i) => `a${i}: verifyEmail(email: "alias${i}@example.com") { isPreApproved }`,
    ).join('\n');
    const res = await client.graphql(`query { ${fields} }`);
    expect(res.errors).toBeUndefined();
    expect(Object.keys(res.data)).toHaveLength(RATE_LIMIT_PER_IP);
    const next = await client.rest('GET', '/api/verify-email?email=otra%40example.com');
    expect(next.status).toBe(429);
    const overLimit = await new Client().graphql(
      `query { ${Array.from({ length: RATE_LIMIT_PER_IP + 1 }, (_, i) => `b${i}: verifyEmail(email: "b${i}@example.com") { isPreApproved }`).join(' ')} }`,
    );
    expect(overLimit.errors?.map((error) => error.extensions.code)).toContain('rate_limited');
  });

  it('refuse an operation past the complexity limit before it runs', async () => {
    const aliases = Array.from({ length: 301 }, (_, i) => `m${i}: me { id }`).join(' ');
    const res = await new Client().graphql(`{ ${aliases} }`);
    expect(res.errors?.[0]?.message).toBe('La consulta es demasiado compleja (máximo 300 campos).');
    expect(res.data).toBeUndefined();
  });

  it('refuse batched GraphQL requests', async () => {
    const res = await fetch(`${system.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify([{ query: '{ me { id } }' }, { query: '{ me { id } }' }]),
    });
    expect(res.status).toBe(400);
  });

  it('limit what a visitor may call around a purchase, per address, before validating it', async () => {
    for (const [path, body] of [
      ['/api/create-subscription', () => ({ personalData: { email: `c${seq++}@example.com` } })],
      ['/api/shopify/purchase-complete', () => ({ email: `s${seq++}@example.com`, timestamp: '2025-08-01T10:00:00Z' })],
      ['/api/nutrition-plan', () => ({ personalData: { email: `n${seq++}@example.com` } })],
    ] as const) {
      const client = new Client();
      const answers = [];
      for (let i = 0; i <= RATE_LIMIT_PER_IP; i += 1) answers.push(await client.rest('POST', path, body()));
      const statuses = answers.map(({ status }) => status);
      expect(statuses.at(-1)).toBe(429);
      // When to come back: the seconds left in the window (rate-limiter-flexible's msBeforeNext).
      const retryAfter = Number(answers.at(-1)!.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(900);
      expect(statuses.slice(0, RATE_LIMIT_PER_IP)).not.toContain(429);
      expect(statuses.slice(0, RATE_LIMIT_PER_IP)).not.toContain(500);
    }
  });

  it('limit card attempts on one checkout, whatever the address', async () => {
    const checkout = await new Client().rest('POST', '/api/create-subscription', {
      personalData: personalData(`tarjetas.${seq++}@example.com`),
    });
    expect(checkout.status).toBe(200);
    const attempt = (cardNumber: string) =>
      new Client().rest('POST', '/api/confirm-simulated-payment', {
        ...card,
        cardNumber,
        clientSecret: checkout.body.clientSecret,
      });
    for (let i = 0; i < RATE_LIMIT_PER_ACCOUNT; i += 1) expect((await attempt('4000000000000002')).status).toBe(402);
    const refused = await attempt(card.cardNumber);
    expect(refused).toMatchObject({
      status: 429,
      body: { message: 'Demasiados intentos. Por favor, espera unos minutos e inténtalo de nuevo.' },
    });
  });

  it("count a person's reset requests per caller: a stranger's flood never blocks the owner's own request", async () => {
    const { member } = await registered();
    const stranger = new Client();
    const asked: number[] = [];
    for (let i = 0; i <= RATE_LIMIT_PER_ACCOUNT; i += 1)
      asked.push((await stranger.rest('POST', '/api/solicitar-reset-password', { email: member.email })).status);
    expect(asked.at(-1)).toBe(429);
    const owner = new Client();
    expect((await owner.rest('POST', '/api/solicitar-reset-password', { email: member.email })).status).toBe(200);
    // A link reaches the owner's inbox and works.
    const link = await waitForMailLink(() => smtp.mails, member.email, 'Restablece');
    expect(
      (await owner.rest('POST', '/api/reset-password', { token: tokenOf(link), newPassword: 'mi-clave-nueva-28' }))
        .status,
    ).toBe(200);
  });

  it('limit registration, reset, emergency access and verify-email per address too', async () => {
    for (const [method, path, body] of [
      ['POST', '/api/register', () => ({ ...newMember(), password: 'x' })],
      ['POST', '/api/solicitar-reset-password', () => ({ email: `r${seq++}@example.com` })],
      ['POST', '/api/emergency-access', () => ({ email: `e${seq++}@example.com` })],
      ['POST', '/api/check-pre-approved', () => ({ email: `v${seq++}@example.com` })],
    ] as const) {
      const client = new Client();
      const statuses: number[] = [];
      for (let i = 0; i <= RATE_LIMIT_PER_IP; i += 1) statuses.push((await client.rest(method, path, body())).status);
      expect(statuses.at(-1)).toBe(429);
      expect(statuses.slice(0, RATE_LIMIT_PER_IP)).not.toContain(429);
    }
  });
});

describe('gateway hardening', () => {
  it('refuses a state-changing request from a foreign page (CSRF) and allows the allow-listed origin', async () => {
    const { client } = await registered();
    const evil = await client.rest('POST', '/api/logout', undefined, { origin: 'https://evil.example' });
    expect(evil.status).toBe(403);
    expect(evil.body.code).toBe('csrf_refused');
    expect((await client.rest('GET', '/api/user')).status).toBe(200);
    const gql = await client.rest(
      'POST',
      '/graphql',
      { query: 'mutation { logout }' },
      { origin: 'https://evil.example' },
    );
    expect(gql.status).toBe(403);
    const noOrigin = await client.rest('POST', '/api/logout', undefined, { 'sec-fetch-site': 'cross-site' });
    expect(noOrigin.status).toBe(403);
    const allowed = await client.rest('POST', '/api/logout', undefined, { origin: 'https://app.reto.example' });
    expect(allowed.status).toBe(200);
  });

  it('answers CORS with credentials for the allow-list only, and serves the CSP with YouTube frames', async () => {
    const preflight = (origin: string) =>
      fetch(`${system.url}/api/login`, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
      });
    const good = await preflight('https://app.reto.example');
    expect(good.headers.get('access-control-allow-origin')).toBe('https://app.reto.example');
    expect(good.headers.get('access-control-allow-credentials')).toBe('true');
    const bad = await preflight('https://evil.example');
    expect(bad.headers.get('access-control-allow-origin')).toBeNull();
    const page = await fetch(`${system.url}/auth`);
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain('frame-src https://www.youtube-nocookie.com https://www.youtube.com');
    expect(page.headers.get('x-powered-by')).toBeNull();
    // On every answer, the API's and its refusals included.
    for (const res of [page, await fetch(`${system.url}/api/next-edition`), await fetch(`${system.url}/api/nope`)]) {
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    }
  });
});
