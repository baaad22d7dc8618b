import { GatewayClient } from '@reto/platform/testing';
import { generate } from 'otplib';
import { startTestSystem, type TestSystem } from '../../infra/local/test-system.mjs';

/**
 * Where the administrator's second factor is required (production's default, set here explicitly),
 * signing in with the password alone opens a session limited to setting it up: the credential check
 * and the Security tab's operations work, every other admin operation answers a Spanish 403 with the
 * code the panel recognises. Once the second factor is on, the same session does everything.
 */
let system: TestSystem;

beforeAll(async () => {
  system = await startTestSystem({ env: { ADMIN_SECOND_FACTOR_REQUIRED: 'true' } });
}, 120_000);

afterAll(() => system?.stop());

const SETUP_REQUIRED = {
  code: 'admin_second_factor_setup_required',
  message:
    'Antes de usar el panel, activa la verificación en dos pasos en la pestaña Seguridad: escanea el código QR con tu aplicación de autenticación y confirma el primer código.',
};

it('an admin without a second factor may only set it up; once it is on, the same session opens the panel', async () => {
  const admin = GatewayClient.fromOwnAddress(system.url);
  const login = await admin.rest('POST', '/api/login', system.admin);
  expect(login.status).toBe(200);
  const adminAuth = { 'x-admin-auth': login.body.adminAuth as string };

  // Limited: the credential check and the second factor's own operations are open...
  expect((await admin.rest('GET', '/api/admin/session', undefined, adminAuth)).status).toBe(200);
  expect((await admin.graphql('{ adminSession { valid } }', {}, adminAuth)).data).toEqual({
    adminSession: { valid: true },
  });
  expect((await admin.graphql('{ adminSecondFactor { enabled } }', {}, adminAuth)).data).toEqual({
    adminSecondFactor: { enabled: false },
  });
  // ...everything else is refused, over REST and GraphQL alike, and changes nothing.
  const restRefused = await admin.rest('GET', '/api/admin/pre-approved', undefined, adminAuth);
  expect(restRefused.status).toBe(403);
  expect(restRefused.body).toEqual(SETUP_REQUIRED);
  const added = await admin.rest('POST', '/api/admin/pre-approved', { email: 'nadie@example.com' }, adminAuth);
  expect(added.status).toBe(403);
  expect(added.body).toEqual(SETUP_REQUIRED);
  const graphqlRefused = await admin.graphql('{ preApprovedEmails }', {}, adminAuth);
  expect(graphqlRefused.errors?.[0]).toMatchObject({
    message: SETUP_REQUIRED.message,
    extensions: { code: SETUP_REQUIRED.code, status: 403 },
  });

  // Setting it up from the Security tab ends the limit for this session.
  const started = await admin.graphql<{ startAdminSecondFactor: { secret: string } }>(
    'mutation { startAdminSecondFactor { secret } }',
    {},
    adminAuth,
  );
  const { secret } = started.data!.startAdminSecondFactor;
  const confirmed = await admin.graphql<{ confirmAdminSecondFactor: { recoveryCodes: string[] } }>(
    'mutation ($code: String!) { confirmAdminSecondFactor(code: $code) { recoveryCodes } }',
    { code: await generate({ secret }) },
    adminAuth,
  );
  expect(confirmed.data?.confirmAdminSecondFactor.recoveryCodes).toHaveLength(10);

  const open = await admin.rest('GET', '/api/admin/pre-approved', undefined, adminAuth);
  expect(open.status).toBe(200);
  expect(open.body).not.toContain('nadie@example.com');
  expect((await admin.graphql('{ preApprovedEmails }', {}, adminAuth)).data).toEqual({
    preApprovedEmails: expect.not.arrayContaining(['nadie@example.com']),
  });
}, 120_000);
