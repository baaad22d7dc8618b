import { readFile } from 'node:fs/promises';
import { IdentitySubjects } from '@reto/contracts';
import { freePort, startTestSystem, type TestSystem } from '../../infra/local/test-system.mjs';
import { AdminPanel } from './admin-panel.js';
import { eventually, GatewayClient } from '@reto/platform/testing';

let system: TestSystem;
let panel: AdminPanel;
let identityMetricsPort: number;
const METRICS_TOKEN = 'metricas-del-contrato-28';

const USER_FIELDS =
  'id username email firstName fullName isAdmin hasPaid hasAccess emailVerified gender timezone timezoneLabel streak progress';
const countUsers = () => panel.memberCount();

beforeAll(async () => {
  identityMetricsPort = await freePort();
  system = await startTestSystem({
    env: { METRICS_TOKEN, IDENTITY_METRICS_PORT: String(identityMetricsPort) },
  });
  panel = await AdminPanel.signIn(system);
  // The account the sign-in and duplicate tests find, whichever runs first (the registrations make their own).
  const existing = {
    username: 'Elena Prieto',
    email: 'elena@example.com',
    password: 'sentadillas-28',
    gender: 'female',
    timezone: 'America/Mexico_City',
  };
  expect((await new GatewayClient(system.url).rest('POST', '/api/register', existing)).status).toBe(201);
}, 120_000);

afterAll(async () => {
  await system?.stop();
});

describe('REST slice', () => {
  const client = () => new GatewayClient(system.url);

  it("registers, signs the browser in with an httpOnly SameSite=Lax cookie, and the trainer's panel lists the account", async () => {
    const browser = client();
    const res = await browser.rest('POST', '/api/register', {
      username: ' Marta Ruiz ',
      email: ' MARTA@example.com ',
      password: 'sentadillas-28',
      gender: 'female',
      timezone: 'America/Mexico_City',
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.any(Number), username: 'Marta Ruiz', timezone: 'America/Mexico_City' });
    const cookie = res.headers.getSetCookie()[0];
    expect(cookie).toMatch(/^reto_session=[\w-]{43,};/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);

    const listed = await panel.members('marta@example.com');
    expect(listed.map(({ username, email, gender, timezone }) => ({ username, email, gender, timezone }))).toEqual([
      {
        username: 'Marta Ruiz',
        email: 'marta@example.com',
        gender: 'female',
        timezone: 'America/Mexico_City',
      },
    ]);

    const me = await browser.rest('GET', '/api/user');
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({
      id: res.body.id,
      username: 'Marta Ruiz',
      email: 'marta@example.com',
      firstName: 'Marta',
      isAdmin: false,
      hasPaid: false,
      gender: 'female',
    });
    expect(me.body).not.toHaveProperty('passwordHash');
  });

  it('logs in by username or e-mail with {id, username, isAdmin}, and logout ends the session on the server', async () => {
    const browser = client();
    const login = await browser.rest('POST', '/api/login', { username: 'elena prieto', password: 'sentadillas-28' });
    expect(login.status).toBe(200);
    expect(login.body).toEqual({ id: expect.any(Number), username: 'Elena Prieto', isAdmin: false });
    const stolenCookie = browser.cookie;

    expect((await browser.rest('POST', '/api/logout')).body).toEqual({ success: true });
    expect(browser.cookie).toBe('');
    const replay = await fetch(`${system.url}/api/user`, { headers: { cookie: stolenCookie } });
    expect(replay.status).toBe(401);
    expect(await replay.json()).toEqual({ message: 'No has iniciado sesión', code: 'unauthenticated' });

    const byEmail = await client().rest('POST', '/api/login', {
      username: 'ELENA@example.com',
      password: 'sentadillas-28',
    });
    expect(byEmail.body.username).toBe('Elena Prieto');
  });

  it('answers the seeded admin with isAdmin: true', async () => {
    const res = await client().rest('POST', '/api/login', system.admin);
    expect(res.body).toMatchObject({ username: 'admin', isAdmin: true });
  });

  it('gives a visitor 401 on /api/user, whatever the username query parameter says', async () => {
    const res = await client().rest('GET', '/api/user?username=admin&t=1');
    expect(res.status).toBe(401);
  });

  it('answers an unknown user and a wrong password identically', async () => {
    const unknown = await client().rest('POST', '/api/login', { username: 'nadie', password: 'sentadillas-28' });
    const wrong = await client().rest('POST', '/api/login', { username: 'elena prieto', password: 'otra-cosa-123' });
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
    expect(wrong.body.message).toBe('Usuario o contraseña incorrectos');
  });

  it.each([
    [
      'a duplicate username',
      { username: 'ELENA PRIETO', email: 'otra@example.com', password: 'sentadillas-28' },
      409,
      'El nombre de usuario ya está registrado',
    ],
    [
      'a duplicate e-mail',
      { username: 'Otra', email: 'elena@example.com', password: 'sentadillas-28' },
      409,
      'El email ya está registrado',
    ],
    [
      'an empty password',
      { username: 'Pedro', email: 'pedro@example.com', password: '' },
      400,
      'La contraseña es requerida',
    ],
    [
      'a short password',
      { username: 'Pedro', email: 'pedro@example.com', password: 'corta' },
      400,
      'La contraseña debe tener al menos 8 caracteres',
    ],
    [
      'the reserved admin name',
      { username: 'Admin', email: 'x@example.com', password: 'sentadillas-28' },
      409,
      'Ese nombre de usuario no está disponible',
    ],
    ['malformed JSON', '{"username": "Pedro", ', 400, 'El cuerpo de la solicitud no es un JSON válido.'],
  ])('refuses %s with a %i and a Spanish message, writing nothing', async (_, body, status, message) => {
    const before = await countUsers();
    const res = await client().rest('POST', '/api/register', body);
    expect(res.status).toBe(status);
    expect(res.body.message).toBe(message);
    expect(res.headers.getSetCookie()).toEqual([]);
    expect(await countUsers()).toBe(before);
  });
});

describe('GraphQL twin', () => {
  it('register, me, logout and login give what the REST paths give', async () => {
    const browser = new GatewayClient(system.url);
    const registered = await browser.graphql(
      `mutation($input: RegisterInput!) { register(input: $input) { ${USER_FIELDS} } }`,
      {
        input: {
          username: 'Jorge Peña',
          email: 'JORGE@example.com',
          password: 'burpees-2025',
          gender: 'male',
          timezone: 'Europe/Madrid',
        },
      },
    );
    expect(registered.errors).toBeUndefined();
    expect(registered.data?.register).toMatchObject({
      username: 'Jorge Peña',
      email: 'jorge@example.com',
      firstName: 'Jorge',
      timezone: 'Europe/Madrid',
      timezoneLabel: 'Madrid / Barcelona',
    });

    const viaGraphql = await browser.graphql(`{ me { ${USER_FIELDS} } }`);
    const viaRest = await browser.rest('GET', '/api/user');
    expect(viaGraphql.data?.me).toEqual(viaRest.body);

    expect((await browser.graphql('mutation { logout }')).data).toEqual({ logout: true });
    expect((await browser.graphql('{ me { id } }')).data).toEqual({ me: null });

    const login = await browser.graphql(
      `mutation { login(input: { username: "jorge@example.com", password: "burpees-2025" }) { id username isAdmin } }`,
    );
    const restLogin = await new GatewayClient(system.url).rest('POST', '/api/login', {
      username: 'jorge@example.com',
      password: 'burpees-2025',
    });
    expect(login.data?.login).toEqual(restLogin.body);
  });

  it('refuses what REST refuses, with the same Spanish message and status', async () => {
    const before = await countUsers();
    const res = await new GatewayClient(system.url).graphql(
      'mutation { register(input: { username: "elena prieto", email: "e2@example.com", password: "burpees-2025" }) { id } }',
    );
    expect(res.errors?.[0]).toMatchObject({
      message: 'El nombre de usuario ya está registrado',
      extensions: { code: 'username_taken', status: 409 },
    });
    expect(res.errors?.[0]).not.toHaveProperty('extensions.stacktrace');
    expect(await countUsers()).toBe(before);
  });
});

describe('request ids', () => {
  const logLines = async (app: string) =>
    (await readFile(system.supervisor.logFile(app), 'utf8'))
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { reqId?: string; subject?: string; msg: string });
  /** The app's log lines once each of `ids` has a line `msg` there (an app writes its lines in batches, LOG_FLUSH_MS apart at most). */
  const logLinesOnce = (app: string, ids: string[], msg: string) =>
    eventually(
      () => logLines(app),
      (lines) => ids.every((id) => lines.some((line) => line.reqId === id && line.msg === msg)),
      { timeoutMs: 15_000, intervalMs: 100 },
    );

  // Identity logs a request it answers in time at debug only, and one it refuses at info: a wrong password.
  it("follow a request from the gateway through NATS into identity's logs, over REST and over GraphQL", async () => {
    const ids = [`rest-${Date.now()}`, `graphql-${Date.now()}`];
    await fetch(`${system.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-id': ids[0] },
      body: JSON.stringify({ username: 'jorge@example.com', password: 'not-her-password' }),
    });
    const res = await fetch(`${system.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-id': ids[1] },
      body: JSON.stringify({
        query: 'mutation { login(input: { username: "jorge@example.com", password: "not-her-password" }) { id } }',
      }),
    });
    expect(res.headers.get('x-request-id')).toBe(ids[1]);
    const gateway = await logLinesOnce('gateway', ids, 'http request');
    const identity = await logLinesOnce('identity', ids, 'nats request refused');
    for (const id of ids) {
      expect(gateway).toContainEqual(expect.objectContaining({ reqId: id, msg: 'http request' }));
      expect(identity).toContainEqual(
        expect.objectContaining({
          reqId: id,
          subject: expect.stringMatching(/identity\.session\.create$/),
          msg: 'nats request refused',
        }),
      );
    }
  });

  // The gateway passes each request's id to its NATS calls itself (no AsyncLocalStorage): the id
  // survives the session's lookup, awaited before the handler asks challenge, over REST and GraphQL.
  it('reach the service a signed-in request is answered by, after the gateway has looked its session up', async () => {
    const member = new GatewayClient(system.url);
    const signIn = await member.rest('POST', '/api/login', {
      username: 'elena@example.com',
      password: 'sentadillas-28',
    });
    expect(signIn.status).toBe(200);
    const ids = [`signed-rest-${Date.now()}`, `signed-graphql-${Date.now()}`];
    // Elena has not paid: challenge refuses her a unit, and logs the refusal at info.
    const rest = await member.rest('GET', '/api/workout-units/1', undefined, { 'x-request-id': ids[0] });
    expect(rest.status).toBe(403);
    const graphql = await member.graphql('{ workoutUnit(id: 1) { id } }', {}, { 'x-request-id': ids[1] });
    expect(graphql.errors?.[0]?.extensions).toMatchObject({ status: 403 });
    const challenge = await logLinesOnce('challenge', ids, 'nats request refused');
    for (const id of ids) {
      expect(challenge).toContainEqual(
        expect.objectContaining({
          reqId: id,
          subject: expect.stringMatching(/challenge\.unit\.get$/),
          msg: 'nats request refused',
        }),
      );
    }
  });
});

describe('the SPA', () => {
  it('answers deep links with the app shell and unknown API paths with a JSON 404', async () => {
    const page = await fetch(`${system.url}/dashboard/some/deep/link`);
    expect([200, 503]).toContain(page.status);
    const api = await fetch(`${system.url}/api/does-not-exist`);
    expect(api.status).toBe(404);
    expect(await api.json()).toEqual({ message: 'Ruta no encontrada.', code: 'http_404' });
  });
});

/** The value of the Prometheus sample `name{...}` whose labels include all of `labels`; 0 when absent. */
const sample = (text: string, name: string, labels: Record<string, string>) => {
  const line = text
    .split('\n')
    .find(
      (row) =>
        row.startsWith(`${name}{`) && Object.entries(labels).every(([key, value]) => row.includes(`${key}="${value}"`)),
    );
  return line ? Number(line.slice(line.lastIndexOf(' ') + 1)) : 0;
};

describe('metrics', () => {
  it('the gateway (with its token) and a service expose Prometheus metrics of the traffic they carried', async () => {
    const login = await new GatewayClient(system.url).rest('POST', '/api/login', {
      username: 'nadie-conocido',
      password: 'incorrecta-28',
    });
    expect(login.status).toBe(401);

    expect((await fetch(`${system.url}/metrics`)).status).toBe(401);
    const forged = await fetch(`${system.url}/metrics`, {
      headers: { authorization: 'Bearer otra-cosa-de-24-letras' },
    });
    expect(forged.status).toBe(401);
    const res = await fetch(`${system.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    const gateway = await res.text();
    expect(
      sample(gateway, 'reto_http_request_duration_seconds_count', {
        method: 'POST',
        route: '/api/login',
        status: '401',
        app: 'gateway',
      }),
    ).toBeGreaterThanOrEqual(1);
    expect(
      sample(gateway, 'reto_nats_request_duration_seconds_count', {
        subject: IdentitySubjects.login,
        outcome: 'refused',
      }),
    ).toBeGreaterThanOrEqual(1);
    expect(sample(gateway, 'process_cpu_user_seconds_total', { app: 'gateway' })).toBeGreaterThan(0);

    const identity = await (await fetch(`http://127.0.0.1:${identityMetricsPort}/metrics`)).text();
    expect(
      sample(identity, 'reto_nats_handler_duration_seconds_count', {
        subject: `${system.base.NATS_SUBJECT_PREFIX}${IdentitySubjects.login}`,
        outcome: 'refused',
        app: 'identity',
      }),
    ).toBeGreaterThanOrEqual(1);
    expect(
      sample(identity, 'reto_nats_handler_duration_seconds_count', { outcome: 'ok', app: 'identity' }),
    ).toBeGreaterThan(0);
  });
});
