import { DEPS_ANSWER_MAX_AGE_MS } from '../../gateway/src/gateway.constants.js';
import { once } from 'node:events';
import { GatewayClient, until } from '@reto/platform/testing';
import { waitUntilReady } from '../../infra/local/system.mjs';
import { startTestSystem, type TestSystem } from '../../infra/local/test-system.mjs';
import { startServiceReplica } from './service-replica.js';

let system: TestSystem;
/**
 * How long the gateway waits for any service here. An answer "at once" is one well inside it: a
 * third of it, so a loaded host's seconds never read as the wait these tests rule out.
 */
const NATS_TIMEOUT_MS = 30_000;
const AT_ONCE_MS = NATS_TIMEOUT_MS / 3;

beforeAll(async () => {
  // A sign-in waits its turn for a hash as long as a loaded host needs (here the line's own limit,
  // 1.5 s by default, would refuse some of the many sent at once with a 429: not what these tests ask).
  // And the gateway waits for a held sign-in as long: on a loaded host the last of those identity
  // holds at a SIGTERM is hashed many seconds after it was sent (not what these tests ask either).
  system = await startTestSystem({
    env: { PASSWORD_HASH_WAIT_MS: '30000', NATS_REQUEST_TIMEOUT_MS: String(NATS_TIMEOUT_MS) },
  });
}, 120_000);

afterAll(() => system?.stop());

const login = () =>
  fetch(`${system.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(system.admin),
  });

/** The status of the first sign-in that succeeds within 30 s (identity starting again), else of the last one. */
async function signInOnceBack(): Promise<number> {
  const deadline = Date.now() + 30_000;
  let status = 0;
  while (Date.now() < deadline && status !== 200) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    status = (await login()).status;
  }
  return status;
}

describe('when the identity service stops', () => {
  it('the gateway stays ready (a shared service is no reason to leave the load balancer), /health/deps names it, and a login answers 503 in Spanish at once, not after the NATS timeout; all recover without restarting the gateway', async () => {
    const timezones = async () => {
      const res = await fetch(`${system.url}/api/timezones`);
      return { status: res.status, labels: ((await res.json()) as { timezones: Record<string, string> }).timezones };
    };
    const named = await timezones();
    expect(named.labels['America/Mexico_City']).toBe('Ciudad de México');
    const ready = await fetch(`${system.url}/health/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ok', checks: { nats: 'ok' } });
    // The test system started only once /health/deps answered 200 (waitUntilReady), but on a loaded
    // host a service's ping can still come late to the next look, and that look answers for a second:
    // the same report the fuzz tier counts as a report, not a failure. The baseline is its next 200.
    const deps = await waitUntilReady(system.url, 30_000);
    // (ready and report together: a failure shows which dependency the last look named)
    expect(deps).toMatchObject({ ready: true });
    expect(deps.report).toMatchObject({
      status: 'ok',
      checks: { nats: 'ok', redis: 'ok', postgres: 'ok', identity: 'ok', voice: 'ok', admin: 'ok' },
      // voice is stateless: no database to reach, and ready all the same
      services: { identity: { postgres: 'ok' }, voice: { postgres: 'none', consumers: 'ok' } },
    });

    await system.supervisor.stop('identity');

    const stillReady = await fetch(`${system.url}/health/ready`);
    expect(stillReady.status).toBe(200);
    expect(await stillReady.json()).toEqual({ status: 'ok', checks: { nats: 'ok' } });
    // One look at the dependencies answers /health/deps for a second (DEPS_ANSWER_MAX_AGE_MS): the next names identity.
    await new Promise((resolve) => setTimeout(resolve, DEPS_ANSWER_MAX_AGE_MS));
    const degraded = await fetch(`${system.url}/health/deps`);
    expect(degraded.status).toBe(503);
    expect(await degraded.json()).toMatchObject({ status: 'fail', checks: { identity: 'fail', challenge: 'ok' } });
    const gauges = await (await fetch(`${system.url}/metrics`)).text();
    expect(gauges).toMatch(/^reto_dependency_up\{[^}]*dependency="identity"[^}]*\} 0$/m);
    expect(gauges).toMatch(/^reto_dependency_up\{[^}]*dependency="challenge"[^}]*\} 1$/m);

    // the settings' and sign-up's list of zones keeps identity's names while identity is away
    expect(await timezones()).toEqual(named);

    const started = performance.now();
    const refused = await login();
    expect(performance.now() - started).toBeLessThan(AT_ONCE_MS);
    expect(refused.status).toBe(503);
    expect(((await refused.json()) as { message: string }).message).toMatch(
      /^El servicio no está disponible en este momento/,
    );

    system.supervisor.start('identity');
    expect(await signInOnceBack()).toBe(200);
    // /health/deps follows: a look started while identity was still away answers for its second,
    // and identity reports ok once its consumers and schedules are back, a moment after its first sign-in
    await until(async () => (await fetch(`${system.url}/health/deps`)).status === 200, {
      timeoutMs: 30_000,
      intervalMs: 250,
      what: '/health/deps to answer 200 again',
    });
  });
});

describe('when identity is stopped with SIGTERM', () => {
  it('answers every sign-in it holds before it exits, none of them as a wrong password, and starts again', async () => {
    // A second identity stands in the queue group (what a rolling restart has), so the sign-ins the
    // stopped one never got are answered too. Of 16 sent at once, the stopped one holds its share,
    // hashed one or two at a time, most still waiting in its line when the signal comes: it answers
    // them all before its hashing threads close.
    const standing = await startServiceReplica(system, 'identity');
    let back: number | undefined;
    try {
      const held = Array.from({ length: 16 }, () =>
        GatewayClient.fromOwnAddress(system.url).rest('POST', '/api/login', system.admin),
      );
      await new Promise((resolve) => setTimeout(resolve, 100));
      // however long the host takes to hash what it holds (the supervisor's default kills it after 10 s)
      await system.supervisor.stop('identity', 60_000);
      expect((await Promise.all(held)).map(({ status }) => status)).toEqual(held.map(() => 200));
    } finally {
      system.supervisor.start('identity');
      const exited = once(standing, 'exit');
      standing.kill('SIGTERM');
      await exited;
      // the supervisor's identity answers alone again before any other test runs
      back = await signInOnceBack();
    }
    expect(back).toBe(200);
  }, 150_000);
});

describe('when billing hangs', () => {
  it("answers a visitor's price quote with the USD fallback at its short deadline, not after the whole NATS timeout", async () => {
    const quote = (country: string) =>
      fetch(`${system.url}/api/price-quote`, { headers: { 'x-country-code': country } });
    expect(await (await quote('MX')).json()).toMatchObject({ currency: 'MXN' });

    system.supervisor.signal('billing', 'SIGSTOP');
    try {
      // A country's quote billing gave is kept by the gateway until billing announces a change.
      expect(await (await quote('MX')).json()).toMatchObject({ currency: 'MXN' });
      const started = performance.now();
      // One not asked before goes to billing.
      const fallback = await quote('CO');
      // PRICE_QUOTE_TIMEOUT_MS (800 ms), not the NATS timeout.
      expect(performance.now() - started).toBeLessThan(AT_ONCE_MS);
      expect(await fallback.json()).toMatchObject({ currency: 'USD', amount: 78, source: 'default' });
    } finally {
      system.supervisor.signal('billing', 'SIGCONT');
    }
    // The fallback was not kept: billing back, the country's own quote.
    expect(await (await quote('CO')).json()).toMatchObject({ currency: 'COP' });
  });
});
