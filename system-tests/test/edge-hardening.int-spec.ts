import { request } from 'node:http';
import { PayloadMessages } from '@reto/contracts';
import { GRAPHQL_LIMITS } from '../../gateway/src/gateway.constants.js';
import { GatewayCopy } from '../../gateway/src/gateway.copy.js';
import { startTestSystem, type TestSystem } from '../../infra/local/test-system.mjs';
import { personalData } from './purchase-fixtures.js';
import { rowsIn } from './system-reports.js';
import { GatewayClient } from '@reto/platform/testing';

let system: TestSystem;

const NUL = '\u0000';
/** What a refused request could have stored: accounts, customers, store messages, nutrition plans. */
const rows = () =>
  rowsIn(system, {
    identity: ['users'],
    billing: ['customers', 'store_purchase_messages'],
    challenge: ['nutrition_plans'],
  });

/** A JSON text nested `depth` levels deep, written by hand (JSON.stringify itself would overflow). */
const nested = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

beforeAll(async () => {
  system = await startTestSystem();
}, 120_000);

afterAll(async () => {
  await system?.stop();
});

describe('payloads no schema should see: NUL characters and deep nesting', () => {
  const withNul: Array<[string, unknown]> = [
    ['/api/login', { username: `ana${NUL}`, password: 'secreto123' }],
    ['/api/mobile-login', { username: 'ana', password: `secreto${NUL}123` }],
    ['/api/register', { username: 'ana', email: `ana${NUL}@example.com`, password: 'secreto123' }],
    ['/api/create-subscription', { personalData: personalData('nul@example.com', { occupation: `Pro${NUL}fesora` }) }],
    ['/api/nutrition-plan', { personalData: personalData('nul@example.com', { height: `1${NUL}70` }) }],
    [
      '/api/shopify/purchase-complete',
      { email: 'tienda@example.com', orderDetails: { note: `hola${NUL}` }, timestamp: new Date().toISOString() },
    ],
  ];

  it.each(withNul)('%s refuses a NUL character with a 400 in Spanish and stores nothing', async (path, body) => {
    const before = await rows();
    const answer = await new GatewayClient(system.url).rest('POST', path, body);
    expect(answer).toMatchObject({ status: 400, body: { message: PayloadMessages.forbiddenCharacter } });
    expect(await rows()).toEqual(before);
  });

  // Half a surrogate pair (the fuzz tier found it): PostgreSQL's json refused it, a 500 before.
  it.each([
    ['a store order', { email: 'tienda@example.com', orderDetails: '\ud800', timestamp: new Date().toISOString() }],
    ['a key of a store order', { email: 'tienda@example.com', orderDetails: { ['\udc00']: 1 } }],
  ])('refuses %s holding half a surrogate pair with a 400 in Spanish and stores nothing', async (_what, body) => {
    const before = await rows();
    const answer = await new GatewayClient(system.url).rest('POST', '/api/shopify/purchase-complete', body);
    expect(answer).toMatchObject({ status: 400, body: { message: PayloadMessages.forbiddenCharacter } });
    expect(await rows()).toEqual(before);
  });

  // 10,000 levels: within the token bound every JSON body is held to, so the depth check is what answers
  it('refuses a store order nested 10,000 levels deep with a 400, and the gateway stays up', async () => {
    const before = await rows();
    const body = `{"email":"tienda@example.com","timestamp":"2026-11-23T10:00:00Z","orderDetails":${nested(10_000)}}`;
    const answer = await new GatewayClient(system.url).rest('POST', '/api/shopify/purchase-complete', body);
    expect(answer).toMatchObject({ status: 400, body: { message: PayloadMessages.tooDeep } });
    expect(await rows()).toEqual(before);
    expect((await fetch(`${system.url}/health/live`)).status).toBe(200);
  });

  it("refuses the trainer's commands nested 10,000 levels deep with a 400 too, and grants nothing", async () => {
    const admin = new GatewayClient(system.url);
    const login = await admin.rest('POST', '/api/login', system.admin);
    const headers = { 'x-admin-auth': login.body.adminAuth as string };
    const enrolments = () => rowsIn(system, { challenge: ['enrolments'] });
    const before = { ...(await rows()), ...(await enrolments()) };
    for (const path of ['/api/admin/members/%20/grant', '/api/admin/pre-approved', '/api/admin/update-video']) {
      const answer = await admin.rest('POST', path, nested(10_000), headers);
      expect({ path, ...answer }).toMatchObject({ path, status: 400, body: { message: PayloadMessages.tooDeep } });
    }
    expect({ ...(await rows()), ...(await enrolments()) }).toEqual(before);
  });

  it('refuses the same over GraphQL: each twin answers a 400 error in Spanish and stores nothing', async () => {
    const before = await rows();
    const client = new GatewayClient(system.url);
    const operations: Array<[string, Record<string, unknown>]> = [
      ['mutation($i: LoginInput!) { login(input: $i) { id } }', { i: { username: `ana${NUL}`, password: 'x' } }],
      ['mutation($i: LoginInput!) { mobileLogin(input: $i) { id } }', { i: { username: 'ana', password: `x${NUL}` } }],
      [
        'mutation($i: RegisterInput!) { register(input: $i) { id } }',
        { i: { username: `ana${NUL}`, email: 'ana@example.com', password: 'secreto123' } },
      ],
      [
        'mutation($p: PersonalDataInput!) { createSubscription(personalData: $p) { clientSecret } }',
        { p: personalData('nul@example.com', { cityCountry: `Lima${NUL}` }) },
      ],
      [
        'mutation($p: NutritionDataInput!) { computeNutritionPlan(personalData: $p) { dailyCalories } }',
        { p: personalData('nul@example.com', { weight: `58${NUL}` }) },
      ],
      [
        'mutation($i: StorePurchaseInput!) { recordStorePurchase(input: $i) { success } }',
        { i: { email: 'tienda@example.com', orderDetails: JSON.stringify({ note: `a${NUL}` }) } },
      ],
    ];
    for (const [query, variables] of operations) {
      const answer = await client.graphql(query, variables);
      expect(answer.errors?.[0]).toMatchObject({
        message: PayloadMessages.forbiddenCharacter,
        extensions: { status: 400 },
      });
    }
    const deep = await client.graphql(
      'mutation($i: StorePurchaseInput!) { recordStorePurchase(input: $i) { success } }',
      {
        i: { email: 'tienda@example.com', orderDetails: nested(10_000) },
      },
    );
    expect(deep.errors?.[0]).toMatchObject({ message: PayloadMessages.tooDeep, extensions: { status: 400 } });
    expect(await rows()).toEqual(before);
  });
});

describe('what a plain HTML form or a cache could do', () => {
  it('refuses a body that is not JSON (415), so a cross-site form without Origin changes nothing', async () => {
    const before = await rows();
    const form = await fetch(`${system.url}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'username=forma&email=forma%40example.com&password=secreto123',
    });
    expect(form.status).toBe(415);
    expect(await form.json()).toEqual({ message: 'Tipo de contenido no soportado.', code: 'unsupported_media_type' });
    const text = await fetch(`${system.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: '{"username":"admin","password":"x"}',
    });
    expect(text.status).toBe(415);
    const multipart = new FormData();
    multipart.set('username', 'forma');
    const upload = await fetch(`${system.url}/api/register`, { method: 'POST', body: multipart });
    expect(upload.status).toBe(415);
    expect(await rows()).toEqual(before);
  });

  it('marks personal answers no-store, over REST and GraphQL', async () => {
    const client = new GatewayClient(system.url);
    const signedIn = await client.rest('POST', '/api/login', system.admin);
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.get('cache-control')).toBe('no-store');
    expect((await client.rest('GET', '/api/user')).headers.get('cache-control')).toBe('no-store');
    const graphql = await fetch(`${system.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: client.cookie },
      body: JSON.stringify({ query: '{ me { username } }' }),
    });
    expect(graphql.headers.get('cache-control')).toBe('no-store');
  });

  it('counts __typename in the GraphQL limits: 400 aliases of it are refused before they run', async () => {
    // 1,200 tokens: within the token budget, so the field limit is the one that refuses them.
    const aliases = Array.from({ length: 400 }, (_, i) => `t${String(i)}: __typename`).join(' ');
    const answer = await new GatewayClient(system.url).graphql(`{ ${aliases} }`);
    expect(answer.data).toBeUndefined();
    expect(answer.errors?.[0]).toMatchObject({
      message: GatewayCopy.queryLimits.tooComplex(GRAPHQL_LIMITS.maxFields),
      extensions: { status: 400 },
    });
  });
});

describe('the cost of a GraphQL operation', () => {
  it("refuses ninety aliases of the reviews' largest page before they run, though they name fewer fields than the limit", async () => {
    // 270 fields (within 300), but up to 90 × 100 reviews' bodies: a 400 KB answer.
    const aliases = Array.from({ length: 90 }, (_, i) => `r${String(i)}: reviews(limit: 100) { reviews { body } }`);
    const answer = await new GatewayClient(system.url).graphql(`{ ${aliases.join(' ')} }`);
    expect(answer).toEqual({
      errors: [
        expect.objectContaining({
          message: GatewayCopy.queryLimits.tooCostly(GRAPHQL_LIMITS.maxCost),
          extensions: { code: 'query_too_costly', status: 400 },
        }),
      ],
    });
    // One such page is an ordinary request.
    const onePage = await new GatewayClient(system.url).graphql('{ reviews(limit: 100) { reviews { body } } }');
    expect(onePage.errors).toBeUndefined();
  });
});

describe('GraphQL over HTTP: one operation per POST with a JSON body', () => {
  const post = (body: string, headers: Record<string, string> = { 'content-type': 'application/json' }) =>
    fetch(`${system.url}/graphql`, { method: 'POST', headers, body });

  it('answers a query, and a batch or a persisted-query hash with 400 in Spanish', async () => {
    const answer = await post(JSON.stringify({ query: '{ nextEdition { number } }' }));
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(
      ((await answer.json()) as { data: { nextEdition: { number: number } } }).data.nextEdition.number,
    ).toBeGreaterThan(0);
    const batch = await post(JSON.stringify([{ query: '{ nextEdition { number } }' }]));
    expect(batch.status).toBe(400);
    expect(await batch.json()).toEqual({
      errors: [{ message: GatewayCopy.graphql.notOneOperation, extensions: { code: 'BAD_REQUEST', status: 400 } }],
    });
    const hashOnly = await post(
      JSON.stringify({ extensions: { persistedQuery: { version: 1, sha256Hash: 'ab'.repeat(32) } } }),
    );
    expect(hashOnly.status).toBe(400);
  });

  it('refuses every other method with 405 and Allow: POST, and a body that is not JSON with 415', async () => {
    for (const method of ['GET', 'PUT', 'DELETE']) {
      const res = await fetch(`${system.url}/graphql?query=%7B__typename%7D`, { method });
      expect([method, res.status, res.headers.get('allow')]).toEqual([method, 405, 'POST']);
      expect(((await res.json()) as { errors: Array<{ message: string }> }).errors[0]?.message).toBe(
        GatewayCopy.graphql.onlyPost,
      );
    }
    const form = await post('query=%7B__typename%7D', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(form.status).toBe(415);
  });
});

describe('connections from the proxies in front', () => {
  it('keeps an idle connection 72 s, longer than the proxies keep theirs (60 s), so none reuses one it closed', async () => {
    const res = await new GatewayClient(system.url).fetch('/health/live');
    expect(res.headers.get('keep-alive')).toBe('timeout=72');
  });
});

describe('a body over the limit, still being sent', () => {
  /** Sends 2 MB in slow chunks, as a client on a slow line would, and answers what came back. */
  const sendSlowly = (path: string) =>
    new Promise<{ status?: number; connection?: string; message?: string; error?: string }>((resolve) => {
      const url = new URL(path, system.url);
      const size = 2 * 1024 * 1024;
      const req = request(
        url,
        { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': size } },
        (res) => {
          let body = '';
          res.on('data', (chunk: Buffer) => (body += chunk.toString()));
          res.on('end', () =>
            resolve({
              status: res.statusCode,
              connection: res.headers.connection,
              message: (JSON.parse(body) as { message: string }).message,
            }),
          );
        },
      );
      req.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code }));
      const chunk = Buffer.alloc(64 * 1024, 'a');
      let sent = 0;
      const next = () => {
        if (sent >= size) return void req.end();
        sent += chunk.length;
        req.write(chunk);
        setTimeout(next, 10);
      };
      next();
    });

  it('is answered 413 in Spanish while it is still being sent, on a route and on a path without one, on a connection that is then closed', async () => {
    for (const path of ['/api/login', '/api/admin/approve']) {
      const answer = await sendSlowly(path);
      expect(answer).toMatchObject({ status: 413, message: GatewayCopy.http.byStatus[413] });
      // The rest of the upload is never read: the connection ends after the answer, so no client
      // reuses it with unread bytes in between.
      expect(answer.connection).toBe('close');
    }
  });
});
