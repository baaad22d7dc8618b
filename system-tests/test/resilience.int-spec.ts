import { startTestSystem, type TestSystem } from '../../infra/local/test-system.mjs';

let system: TestSystem;

beforeAll(async () => {
  system = await startTestSystem();
}, 120_000);

afterAll(() => system?.stop());

const login = () =>
  fetch(`${system.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(system.admin),
  });

describe('when the identity service stops', () => {
  it('the gateway stays ready (a shared service is no reason to leave the load balancer), /health/deps names it, and a login answers 503 in Spanish within 2 s; all recover without restarting the gateway', async () => {
    const timezones = async () => {
      const res = await fetch(`${system.url}/api/timezones`);
      return { status: res.status, labels: ((await res.json()) as { timezones: Record<string, string> }).timezones };
    };
    const named = await timezones();
    expect(named.labels['America/Mexico_City']).toBe('Ciudad de México');
    const ready = await fetch(`${system.url}/health/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ok', checks: { nats: 'ok' } });
    const deps = await fetch(`${system.url}/health/deps`);
    expect(deps.status).toBe(200);
    expect(await deps.json()).toMatchObject({
      status: 'ok',
      checks: { nats: 'ok', redis: 'ok', postgres: 'ok', identity: 'ok', voice: 'ok', admin: 'ok' },
      // voice is stateless: no database to reach, and ready all the same
      services: { identity: { postgres: 'ok' }, voice: { postgres: 'none', consumers: 'ok' } },
    });

    await system.supervisor.stop('identity');

    const stillReady = await fetch(`${system.url}/health/ready`);
    expect(stillReady.status).toBe(200);
    expect(await stillReady.json()).toEqual({ status: 'ok', checks: { nats: 'ok' } });
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
    expect(performance.now() - started).toBeLessThan(2000);
    expect(refused.status).toBe(503);
    expect(((await refused.json()) as { message: string }).message).toMatch(
      /^El servicio no está disponible en este momento/,
    );

    system.supervisor.start('identity');
    const deadline = Date.now() + 30_000;
    let status = 0;
    while (Date.now() < deadline && status !== 200) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      status = (await login()).status;
    }
    expect(status).toBe(200);
    expect((await fetch(`${system.url}/health/deps`)).status).toBe(200);
  });
});

describe('when billing hangs', () => {
  it("answers a visitor's price quote with the USD fallback at its short deadline, not after the whole NATS timeout", async () => {
    const quote = () => fetch(`${system.url}/api/price-quote`, { headers: { 'x-country-code': 'MX' } });
    expect(await (await quote()).json()).toMatchObject({ currency: 'MXN' });

    system.supervisor.signal('billing', 'SIGSTOP');
    try {
      const started = performance.now();
      const fallback = await quote();
      // PRICE_QUOTE_TIMEOUT_MS (800 ms) and not the NATS timeout (3 s).
      expect(performance.now() - started).toBeLessThan(2_500);
      expect(await fallback.json()).toMatchObject({ currency: 'USD', amount: 78, source: 'default' });
    } finally {
      system.supervisor.signal('billing', 'SIGCONT');
    }
    expect(await (await quote()).json()).toMatchObject({ currency: 'MXN' });
  });
});
