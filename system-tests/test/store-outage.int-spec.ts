import { readFileSync } from 'node:fs';
import { SERVICE_UNAVAILABLE_MESSAGE } from '@reto/platform';
import { GatewayClient, NatsProxy } from '@reto/platform/testing';
import { DEFAULT_ADMIN_URL } from '../../infra/local/system.mjs';
import { startTestSystem, type TestSystem } from '../../infra/local/test-system.mjs';

/** Every service reaches PostgreSQL through this TCP proxy: `cut()` is a database outage for them all. */
let database: NatsProxy;
let system: TestSystem;

beforeAll(async () => {
  const admin = new URL(process.env.DATABASE_ADMIN_URL ?? DEFAULT_ADMIN_URL);
  admin.port ||= '5432';
  database = await NatsProxy.start(admin.toString());
  system = await startTestSystem({ env: { DATABASE_ADMIN_URL: database.url } });
}, 120_000);

afterAll(async () => {
  database?.restore();
  await system?.stop();
  await database?.close();
});

const signIn = () => new GatewayClient(system.url).rest('POST', '/api/login', system.admin);
const identityLog = () => readFileSync(`${system.logDir}/identity.log`, 'utf8');

describe('when PostgreSQL cannot be reached', () => {
  it('answers 503 with Retry-After and the Spanish message over REST and GraphQL, logs the outage and the recovery once each, and serves again by itself', async () => {
    expect((await signIn()).status).toBe(200);

    database.cut();
    const answers = [];
    for (let i = 0; i < 6; i += 1) answers.push(await signIn());
    for (const answer of answers) {
      expect({ status: answer.status, retryAfter: answer.headers.get('retry-after'), body: answer.body }).toEqual({
        status: 503,
        retryAfter: '5',
        body: { code: 'service_unavailable', message: SERVICE_UNAVAILABLE_MESSAGE },
      });
    }
    const graphql = await new GatewayClient(system.url).fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: `mutation { login(input: { username: "${system.admin.username}", password: "${system.admin.password}" }) { id } }`,
      }),
    });
    expect(graphql.status).toBe(503);
    expect(graphql.headers.get('retry-after')).toBe('5');
    expect(await graphql.json()).toMatchObject({
      data: null,
      errors: [{ message: SERVICE_UNAVAILABLE_MESSAGE, extensions: { status: 503 } }],
    });

    database.restore();
    const deadline = Date.now() + 30_000;
    let status = 0;
    while (status !== 200 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      status = (await signIn()).status;
    }
    expect(status).toBe(200);
    // one line for the outage and one for the recovery, not one (with a stack) per request
    while (!identityLog().includes('"msg":"postgres back"') && Date.now() < deadline + 5_000) {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const log = identityLog();
    expect(log.match(/postgres unavailable/g)).toHaveLength(1);
    expect(log.match(/"msg":"postgres back"/g)).toHaveLength(1);
    expect(log).not.toMatch(/unexpected error in a NATS handler/);
  });
});
