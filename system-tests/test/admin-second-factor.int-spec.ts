import { GatewayClient } from '@reto/platform/testing';
import { generate } from 'otplib';
import { startTestSystem, type TestSystem } from '../../infra/local/test-system.mjs';
import { auditOnceShown } from './admin-audit.js';
import { SystemRpc, stopClockedSystem } from './system-rpc.js';

/**
 * The trainer cannot be locked out by others: with the second factor set up
 * from the panel, failed sign-ins lock only the addresses that make them, and the right password
 * and code from a new address always get in. Limits as in production: 10 failures per address,
 * 100 from everywhere (which closes an account without a second factor: identity-access.int-spec).
 */
let system: TestSystem;
let nats: SystemRpc;
const FAILURES_PER_ADDRESS = 10;
const ADDRESSES = 10;

beforeAll(async () => {
  system = await startTestSystem({
    env: {
      TRUST_PROXY_HOPS: '1',
      LOGIN_FAILURES_PER_ADDRESS: String(FAILURES_PER_ADDRESS),
      LOGIN_FAILURES_PER_ACCOUNT: String(FAILURES_PER_ADDRESS * ADDRESSES),
      RATE_LIMIT_MAX_PER_IP: '30',
    },
  });
  nats = await SystemRpc.connect(system);
}, 120_000);

afterAll(() => stopClockedSystem(system, nats));

const client = () => GatewayClient.fromOwnAddress(system.url);
const signIn = (from: GatewayClient, extra: Record<string, string> = {}) =>
  from.rest('POST', '/api/login', { ...system.admin, ...extra });

/** Sets the second factor up as the trainer would in the panel; answers its secret and recovery codes. */
async function setUpSecondFactor() {
  const admin = client();
  const login = await signIn(admin);
  expect(login.status).toBe(200);
  const adminAuth = { 'x-admin-auth': login.body.adminAuth as string };
  expect((await admin.graphql('{ adminSecondFactor { enabled recoveryCodesLeft } }', {}, adminAuth)).data).toEqual({
    adminSecondFactor: { enabled: false, recoveryCodesLeft: 0 },
  });
  const started = await admin.graphql<{
    startAdminSecondFactor: { secret: string; qrCode: string; otpauthUri: string };
  }>('mutation { startAdminSecondFactor { secret qrCode otpauthUri } }', {}, adminAuth);
  const { secret, qrCode, otpauthUri } = started.data!.startAdminSecondFactor;
  expect(qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
  expect(Buffer.from(qrCode.split(',')[1]!, 'base64').toString()).toContain('<svg');
  expect(otpauthUri).toBe(`otpauth://totp/Reto:admin?secret=${secret}&issuer=Reto`);

  const confirm = (code: string) =>
    admin.graphql<{ confirmAdminSecondFactor: { recoveryCodes: string[] } }>(
      'mutation ($code: String!) { confirmAdminSecondFactor(code: $code) { recoveryCodes } }',
      { code },
      adminAuth,
    );
  const wrong = await confirm('000000' === (await generate({ secret })) ? '111111' : '000000');
  expect(wrong.errors?.[0]).toMatchObject({
    message: 'El código de verificación no es válido o ya se usó.',
    extensions: { code: 'second_factor_invalid', status: 400 },
  });
  const confirmed = await confirm(await generate({ secret }));
  const { recoveryCodes } = confirmed.data!.confirmAdminSecondFactor;
  expect(recoveryCodes).toHaveLength(10);
  expect(new Set(recoveryCodes).size).toBe(10);
  expect((await admin.graphql('{ adminSecondFactor { enabled recoveryCodesLeft } }', {}, adminAuth)).data).toEqual({
    adminSecondFactor: { enabled: true, recoveryCodesLeft: 10 },
  });
  const audited = await auditOnceShown(admin, adminAuth, (entries) => entries.length > 0);
  expect(audited).toContainEqual({ action: 'second_factor.enabled', target: 'admin' });
  return { secret, recoveryCodes };
}

it('the admin sets the second factor up in the panel; then ten addresses failing ten times each cannot lock them out', async () => {
  const { secret, recoveryCodes } = await setUpSecondFactor();

  const guessers = Array.from({ length: ADDRESSES }, client);
  for (const guesser of guessers) {
    for (let attempt = 0; attempt < FAILURES_PER_ADDRESS; attempt += 1) {
      const guess = await signIn(guesser, { password: `mala-clave-${attempt}` });
      expect(guess.status).toBe(401);
    }
  }
  // The addresses that failed wait, even with the right password.
  expect((await signIn(guessers[0]!, { code: recoveryCodes[0]! })).status).toBe(429);

  // From an eleventh address: the password alone asks for the code, then password and code get in.
  const trainer = client();
  const passwordOnly = await signIn(trainer);
  expect(passwordOnly.status).toBe(401);
  expect(passwordOnly.body).toEqual({
    message: 'Introduce el código de 6 dígitos de tu aplicación de autenticación.',
    code: 'second_factor_required',
  });
  const later = new Date(Date.now() + 60_000);
  await nats.setClock(later);
  const code = await generate({ secret, epoch: Math.floor(later.getTime() / 1000) });
  const signedIn = await signIn(trainer, { code: `${code.slice(0, 3)} ${code.slice(3)}` });
  expect(signedIn.status).toBe(200);
  expect(signedIn.body).toMatchObject({ username: 'admin', isAdmin: true, adminAuth: expect.any(String) });

  // A code works once: the same one from another new address is refused.
  const replay = await signIn(client(), { code });
  expect(replay.status).toBe(401);
  expect(replay.body.code).toBe('second_factor_invalid');

  // A recovery code, typed in lower case over GraphQL, works once too.
  const recovery = recoveryCodes[1]!.toLowerCase();
  const login = (from: GatewayClient) =>
    from.graphql<{ login: { user: { username: string } } }>(
      'mutation ($input: LoginInput!) { login(input: $input) { user { username } } }',
      { input: { ...system.admin, code: recovery } },
    );
  expect((await login(client())).data?.login.user.username).toBe('admin');
  expect((await login(client())).errors?.[0]?.extensions).toMatchObject({ code: 'second_factor_invalid' });
}, 120_000);
