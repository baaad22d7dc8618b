import { ChallengeSubjects } from '@reto/contracts';
import { startSmtpCapture, waitForMailLink, type SmtpCapture } from '../../infra/local/smtp-capture.mjs';
import { startTestSystem, type TestSystem } from '../../infra/local/test-system.mjs';
import { startGatewayReplica, type GatewayReplica } from './gateway-replica.js';
import { GatewayClient, until } from '@reto/platform/testing';
import { SystemRpc } from './system-rpc.js';

/**
 * Two gateway replicas in front of one system, each keeping resolved sessions in memory far longer
 * than any test waits (SESSION_CACHE_TTL_MS=60000): what a replica refuses or shows fresh right after
 * a change made through the other can only come from identity's announcement on
 * identity.sessions.changed reaching every replica at once.
 */
let system: TestSystem;
let smtp: SmtpCapture;
let nats: SystemRpc;
let second: GatewayReplica | undefined;
let secondUrl: string;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  system = await startTestSystem({ env: { SESSION_CACHE_TTL_MS: '60000', SMTP_URL: smtp.url } });
  second = await startGatewayReplica(system);
  secondUrl = second.url;
  nats = await SystemRpc.connect(system);
}, 300_000);

afterAll(async () => {
  await nats?.close();
  await second?.stop();
  await system?.stop();
  await smtp?.stop();
});

let members = 0;
/** A member signed in through the first replica, and the same session seen by both (each has it cached). */
async function signedInOnBoth() {
  members += 1;
  const email = `replicas-${members}@example.com`;
  const first = new GatewayClient(system.url);
  const res = await first.rest('POST', '/api/register', {
    username: `Replicas ${members}`,
    email,
    password: 'replicas-reto-28',
    gender: 'female',
    timezone: 'America/Mexico_City',
  });
  expect(res.status).toBe(201);
  const other = new GatewayClient(secondUrl);
  other.cookie = first.cookie;
  expect((await first.rest('GET', '/api/user')).status).toBe(200);
  expect((await other.rest('GET', '/api/user')).status).toBe(200);
  return { first, other, email, id: res.body.id as number, token: first.cookie.split('=')[1]! };
}

describe('session cache across two gateway replicas', () => {
  it('a logout through one replica is refused at once by the other', async () => {
    const { first, other } = await signedInOnBoth();
    const sameSession = new GatewayClient(secondUrl);
    sameSession.cookie = other.cookie;
    expect((await first.rest('POST', '/api/logout')).status).toBe(200);
    expect((await sameSession.rest('GET', '/api/user')).status).toBe(401);
    expect((await sameSession.rest('GET', '/api/challenge-day')).status).toBe(401);
  });

  it('a renewed token stops working at once on every replica, the new one works on both', async () => {
    const { token, other } = await signedInOnBoth();
    const renewed = await new GatewayClient(system.url).rest('POST', '/api/renew-session', { token });
    expect(renewed.status).toBe(200);
    expect((await other.rest('GET', '/api/user')).status).toBe(401);
    const fresh = { authorization: `Bearer ${renewed.body.auth.token}` };
    expect((await new GatewayClient(secondUrl).rest('GET', '/api/user', undefined, fresh)).status).toBe(200);
    expect((await new GatewayClient(system.url).rest('GET', '/api/user', undefined, fresh)).status).toBe(200);
  });

  it('a password reset ends the sessions cached by both replicas at once', async () => {
    const { first, other, email } = await signedInOnBoth();
    await new GatewayClient(system.url).rest('POST', '/api/solicitar-reset-password', { email });
    const link = await waitForMailLink(() => smtp.mails, email, 'Restablece');
    const token = new URL(link).searchParams.get('token');
    const done = await new GatewayClient(secondUrl).rest('POST', '/api/reset-password', {
      token,
      newPassword: 'nueva-clave-28',
    });
    expect(done.status).toBe(200);
    expect((await first.rest('GET', '/api/user')).status).toBe(401);
    expect((await other.rest('GET', '/api/user')).status).toBe(401);
  });

  it('a timezone set through one replica is what the other answers next', async () => {
    const { first, other } = await signedInOnBoth();
    const set = await first.rest('POST', '/api/user/timezone', { timezone: 'America/Lima' });
    expect(set.status).toBe(200);
    expect((await other.rest('GET', '/api/user')).body.timezone).toBe('America/Lima');
  });

  it('a verified address and access granted by e-mail reach both replicas without waiting for the cache to end', async () => {
    const { first, other, email } = await signedInOnBoth();
    expect((await other.rest('GET', '/api/user')).body).toMatchObject({ hasPaid: false, emailVerified: false });
    // Access attached by e-mail waits for a verified address: the owner opens the e-mailed link.
    const link = await waitForMailLink(() => smtp.mails, email, 'Verifica');
    const confirmed = await first.rest('POST', '/api/confirm-email', {
      token: new URL(link).searchParams.get('token'),
    });
    expect(confirmed.status).toBe(200);
    expect((await other.rest('GET', '/api/user')).body.emailVerified).toBe(true);
    const next = (await new GatewayClient(system.url).rest('GET', '/api/next-edition')).body;
    await nats.rpc.request(ChallengeSubjects.grantEnrolment, {
      email,
      editionNumber: next.number,
      sourceId: `grant-${email}`,
    });
    await until(async () => (await other.rest('GET', '/api/user')).body.hasPaid === true, { timeoutMs: 15_000 });
    expect((await first.rest('GET', '/api/user')).body.hasPaid).toBe(true);
  });
});
