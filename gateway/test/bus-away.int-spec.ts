// Fail fast when the bus is away (issue 26, points 2 and 4): while the gateway has lost its NATS
// server, calls that need a service answer 503 at once with Retry-After (not after the request
// timeout, 10 s in test systems), webhooks too (never 200 without JetStream), readiness does not
// call it a database outage, the SPA is still served, and once the supervisor has brought NATS back
// every call answers again.
import { createHmac } from 'node:crypto';
import { GatewayClient } from '@reto/platform/testing';
import { startTestSystem, type TestSystem } from '../../infra/local/test-system.mjs';

const SHOPIFY_SECRET = 'shopify-bus-away-secret';
/** NATS stays down this long after the kill before the supervisor starts it again. */
const NATS_DOWN_MS = 3_000;
let system: TestSystem;

beforeAll(async () => {
  system = await startTestSystem({
    ownNats: true,
    natsBackoffMs: () => NATS_DOWN_MS,
    env: { SHOPIFY_WEBHOOK_SECRET: SHOPIFY_SECRET },
  });
}, 120_000);

afterAll(async () => {
  await system?.stop();
});

const timed = async <T>(call: () => Promise<T>) => {
  const started = performance.now();
  const result = await call();
  return { result, ms: performance.now() - started };
};

it('answers 503 at once with Retry-After while NATS is away, keeps serving the SPA, and heals when NATS is back', async () => {
  const client = GatewayClient.fromOwnAddress(system.url);
  const signIn = () => client.rest('POST', '/api/login', system.admin);
  expect((await signIn()).status).toBe(200);
  const healthy = await fetch(`${system.url}/health/ready`);
  expect(healthy.status).toBe(200);
  expect(((await healthy.json()) as { services: unknown }).services).toMatchObject({
    identity: { postgres: 'ok', consumers: 'ok', pending: expect.any(Number) },
    challenge: { postgres: 'ok', consumers: 'ok', pending: expect.any(Number) },
  });

  process.kill(system.natsServer!.pid, 'SIGKILL');
  const killedAt = performance.now();
  // The gateway learns it at once (the socket closes); from then on nothing waits for a timeout.
  let first = await timed(signIn);
  while (first.result.status !== 503 && performance.now() - killedAt < 2_000) first = await timed(signIn);

  const calls = [];
  for (let i = 0; i < 10; i += 1) calls.push(await timed(signIn));
  for (const { result, ms } of calls) {
    expect(result.status).toBe(503);
    expect(result.headers.get('retry-after')).toBe('5');
    expect(result.body).toEqual({
      message: 'El servicio no está disponible en este momento. Por favor, inténtalo de nuevo en unos segundos.',
      code: 'service_unavailable',
    });
    // Far below the 10 s request timeout of this system: the answer did not wait for NATS.
    expect(ms).toBeLessThan(1_000);
  }
  const body = JSON.stringify({ id: 4401, email: 'caida@example.com', total_price: '78.00', currency: 'USD' });
  const webhook = await timed(() =>
    fetch(`${system.url}/api/webhooks/shopify`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-shopify-hmac-sha256': createHmac('sha256', SHOPIFY_SECRET).update(body).digest('base64'),
        'x-shopify-webhook-id': 'wh-bus-away',
        'x-shopify-topic': 'orders/paid',
      },
      body,
    }),
  );
  expect(webhook.result.status).toBe(503);
  expect(webhook.result.headers.get('retry-after')).toBe('5');
  expect(webhook.ms).toBeLessThan(1_000);
  // Readiness says what is true: the bus is away, nothing is known of the databases.
  const ready = await fetch(`${system.url}/health/ready`);
  expect(ready.status).toBe(503);
  expect(await ready.json()).toMatchObject({
    status: 'fail',
    checks: { nats: 'fail', redis: 'ok', postgres: 'unknown', identity: 'fail' },
    services: { identity: { postgres: 'unknown', consumers: 'unknown', pending: null } },
  });
  const page = await fetch(`${system.url}/auth`);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('<div id="root">');

  // The supervisor starts NATS again after its backoff; the gateway and the services reconnect.
  let back = await signIn();
  while (back.status !== 200 && performance.now() - killedAt < NATS_DOWN_MS + 15_000) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    back = await signIn();
  }
  expect(back.status).toBe(200);
  process.stdout.write(
    `bus away: first 503 after ${Math.round(first.ms)} ms; 503s in ${calls.map(({ ms }) => Math.round(ms)).join(', ')} ms; ` +
      `webhook 503 in ${Math.round(webhook.ms)} ms; 200 again ${Math.round(performance.now() - killedAt - NATS_DOWN_MS)} ms after NATS was due back\n`,
  );
}, 60_000);
