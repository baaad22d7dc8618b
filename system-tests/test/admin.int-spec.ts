import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { startTestSystem, type TestSystem } from '../../infra/local/test-system.mjs';
import { DEFAULT_ENROL_CURRENT_UNTIL_DAY, dateIn, editionBoughtAt, runningEdition } from '@reto/contracts';
import { verifyEmailFromMailbox } from './dev-mailbox.js';
import { card, personalData } from './purchase-fixtures.js';
import { startServiceReplica } from './service-replica.js';
import { SystemRpc } from './system-rpc.js';
import { GatewayClient, eventually, until } from '@reto/platform/testing';

/**
 * The trainer's panel over HTTP against the whole running system: every admin REST path and its
 * GraphQL twin, the refusals, the pre-approved list, videos per gender through the Redis cache of a
 * second challenge replica, the cache version, magic links, grants, and the audit log the admin
 * service records from the owning services' events.
 */
let system: TestSystem;
let rpc: SystemRpc;
/** The challenge's exercises: a legacy marker and a generic video only its content carries (no API sets them). */
let admin: GatewayClient;
let credential: string;
let adminId: number;
let replica: ChildProcess | undefined;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Body = any;

let seq = 0;
const newMember = (gender: 'male' | 'female') => {
  seq += 1;
  const id = `${Date.now().toString(36)}${seq}`;
  return {
    username: `Socia ${id}`,
    email: `socia.${id}@example.com`,
    password: 'sentadillas-28',
    gender,
    timezone: 'America/Mexico_City',
  };
};

const signedUp = async (gender: 'male' | 'female' = 'female') => {
  const client = new GatewayClient(system.url);
  const member = newMember(gender);
  const res = await client.rest('POST', '/api/register', member);
  expect(res.status).toBe(201);
  return { client, member, id: res.body.id as number };
};

/** The exercises whose videos this suite's tests set through the panel (whatever order they run in). */
const videosSetHere = new Set<number>();

/**
 * The x-request-id of every admin request, REST and GraphQL, in order: the audit entries must carry
 * them (an earlier test's entry can reach the log after the next test has read its newest id).
 */
const adminRequestIds: string[] = [];
const adminHeaders = () => {
  const requestId = `admin-test-${Date.now()}-${adminRequestIds.length}`;
  adminRequestIds.push(requestId);
  return { 'x-admin-auth': credential, 'x-request-id': requestId };
};
const asAdmin = (method: string, path: string, body?: unknown) => admin.rest(method, path, body, adminHeaders());

const adminGraphql = async (query: string, variables: Record<string, unknown> = {}) => {
  const res = await admin.rest('POST', '/graphql', { query, variables }, adminHeaders());
  return res.body as { data?: Body; errors?: Array<{ message: string; extensions: { status: number } }> };
};

/** The audit log, polled until `predicate` holds (the entries arrive through JetStream). */
const auditUntil = async (predicate: (entries: Body[]) => boolean): Promise<Body[]> => {
  for (let attempt = 0; ; attempt += 1) {
    const res = await asAdmin('GET', '/api/admin/audit?limit=200');
    expect(res.status).toBe(200);
    if (predicate(res.body.entries)) return res.body.entries;
    if (attempt > 100) throw new Error(`audit log never matched: ${JSON.stringify(res.body.entries)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
};

beforeAll(async () => {
  system = await startTestSystem();
  rpc = await SystemRpc.connect(system);
  admin = new GatewayClient(system.url);
  const login = await admin.rest('POST', '/api/login', system.admin);
  expect(login.status).toBe(200);
  credential = login.body.adminAuth;
  adminId = login.body.id;
}, 180_000);

afterAll(async () => {
  if (replica && replica.exitCode === null) {
    replica.kill('SIGTERM');
    await once(replica, 'exit');
  }
  await rpc?.close();
  await system?.stop();
});

describe('who may call the admin paths', () => {
  const paths: Array<[string, string, unknown?]> = [
    ['GET', '/api/admin/pre-approved'],
    ['POST', '/api/admin/pre-approved', { email: 'nadie@example.com' }],
    ['POST', '/api/admin/pre-approved/bulk', { emails: 'nadie@example.com' }],
    ['DELETE', '/api/admin/pre-approved/nadie%40example.com'],
    ['GET', '/api/admin/workouts?gender=male'],
    ['POST', '/api/admin/update-video', { unitId: 1, exerciseId: 1, gender: 'male', videoId: 'dQw4w9WgXcQ' }],
    ['POST', '/api/admin/refresh-cache'],
    ['POST', '/api/admin/create-magic-link', { username: 'nadie', expiresInHours: 48 }],
    ['GET', '/api/admin/audit'],
    ['GET', '/api/admin/insights?edition=70'],
    ['GET', '/api/admin/members'],
    ['GET', '/api/admin/payments?email=nadie@example.com'],
    ['POST', '/api/admin/members/1/grant', { edition: 'next' }],
    ['POST', '/api/admin/enrolments/00000000-0000-4000-8000-000000000000/revoke'],
  ];
  const twins = [
    '{ preApprovedEmails }',
    'mutation { addPreApprovedEmail(email: "nadie@example.com") { email } }',
    'mutation { importPreApprovedEmails(emails: "nadie@example.com") { added } }',
    'mutation { removePreApprovedEmails(emails: ["nadie@example.com"]) { removed } }',
    '{ adminWorkouts(gender: "male") { id } }',
    'mutation { updateExerciseVideo(unitId: 1, exerciseId: 1, gender: "male", videoId: "dQw4w9WgXcQ") { videoId } }',
    'mutation { refreshVideoCache { cacheVersion } }',
    'mutation { createMagicLink(username: "nadie") { magicLink } }',
    '{ adminAudit { nextBefore } }',
    '{ adminInsights(edition: 70) { edition } }',
    '{ adminMembers { total } }',
    '{ adminAddressLookup(email: "nadie@example.com") { email } }',
    'mutation { grantAccess(userId: 1) { enrolmentId } }',
    'mutation { revokeAccess(enrolmentId: "00000000-0000-4000-8000-000000000000") { success } }',
  ];

  it('refuses a visitor (401), a member even with the admin credential (403), and the admin without it or with a forged one (403)', async () => {
    const { client: member } = await signedUp();
    const visitor = new GatewayClient(system.url);
    const forged = Buffer.from(`${adminId}:admin`).toString('base64');
    for (const [method, path, body] of paths) {
      expect([path, (await visitor.rest(method, path, body)).status]).toEqual([path, 401]);
      expect([path, (await member.rest(method, path, body, { 'x-admin-auth': credential })).status]).toEqual([
        path,
        403,
      ]);
      expect([path, (await admin.rest(method, path, body)).status]).toEqual([path, 403]);
      for (const header of [forged, `${adminId}:admin`, `${credential.slice(0, -2)}xx`]) {
        expect([path, (await admin.rest(method, path, body, { 'x-admin-auth': header })).status]).toEqual([path, 403]);
      }
    }
    for (const query of twins) {
      const asMember = await member.rest('POST', '/graphql', { query }, { 'x-admin-auth': credential });
      expect([query, asMember.body.errors?.[0]?.extensions?.status]).toEqual([query, 403]);
      const noCredential = await admin.rest('POST', '/graphql', { query });
      expect([query, noCredential.body.errors?.[0]?.extensions?.status]).toEqual([query, 403]);
      const forgedTwin = await admin.rest('POST', '/graphql', { query }, { 'x-admin-auth': forged });
      expect([query, forgedTwin.body.errors?.[0]?.extensions?.status]).toEqual([query, 403]);
      expect([query, (await visitor.graphql(query)).errors?.[0]?.extensions?.status]).toEqual([query, 401]);
    }
    // Nothing was stored by any refused call.
    expect((await asAdmin('GET', '/api/admin/pre-approved')).body).not.toContain('nadie@example.com');
  });
});

describe('Resultados', () => {
  it("answers the admin an edition's figures, the same over REST and GraphQL; a bad edition is a 400 in Spanish", async () => {
    const rest = await asAdmin('GET', '/api/admin/insights?edition=70');
    expect(rest.status).toBe(200);
    expect(rest.body).toMatchObject({
      edition: 70,
      funnel: {
        visits: expect.any(Number),
        checkoutsStarted: expect.any(Number),
        paid: expect.any(Number),
        renewed: expect.any(Number),
        cancelled: expect.any(Number),
      },
      reviews: { published: expect.any(Number), verified: expect.any(Number), averageRating: null },
      completionsPerDay: expect.any(Array),
      remindersPerDay: { daily: expect.any(Array), nudge: expect.any(Array) },
      atRisk: expect.any(Array),
      money: expect.any(Array),
      refundReasons: expect.any(Array),
    });
    const twin = await adminGraphql(
      `query($e: Int!) { adminInsights(edition: $e) {
        edition funnel { visits checkoutsStarted paid refunded disputed activeDay1 completedAll renewed cancelled }
        satisfaction { answers satisfied recommend } reviews { published verified averageRating }
        completionsPerDay remindersPerDay { daily nudge } members heatmap { userId days } atRisk { userId missedInARow lastCompletedDay } atRiskCount
        money { currency payments grossCents refundsCents disputesCents netCents } refundReasons { reason refunds } } }`,
      { e: 70 },
    );
    expect(twin.data.adminInsights).toEqual(rest.body);
    const bad = await asAdmin('GET', '/api/admin/insights?edition=abc');
    expect([bad.status, bad.body.message]).toEqual([400, 'La edición debe ser un número']);
  });
});

describe('Resultados: checkouts started', () => {
  it("counts a visitor's checkout in the funnel of the edition it is for, over both APIs", async () => {
    const untilDay = Number(system.base.ENROL_CURRENT_UNTIL_DAY ?? DEFAULT_ENROL_CURRENT_UNTIL_DAY);
    const edition = editionBoughtAt(new Date(), untilDay).number;
    const startedNow = async () =>
      (await asAdmin('GET', `/api/admin/insights?edition=${edition}`)).body.funnel.checkoutsStarted as number;
    const before = await startedNow();
    const email = `embudo.${Date.now().toString(36)}@example.com`;
    const started = await new GatewayClient(system.url).rest('POST', '/api/create-subscription', {
      personalData: personalData(email),
    });
    expect(started.status).toBe(200);
    const counted = await eventually(startedNow, (count) => count > before);
    expect(counted).toBeGreaterThan(before);
    const twin = await adminGraphql('query($e: Int!) { adminInsights(edition: $e) { funnel { checkoutsStarted } } }', {
      e: edition,
    });
    expect(twin.data.adminInsights.funnel.checkoutsStarted).toBeGreaterThanOrEqual(counted);
  });
});

describe("the trainer's look-up of an address", () => {
  it('shows a buyer who has no account yet their checkout, payment and enrolment, the same over REST and GraphQL; a bad address is a 400 in Spanish', async () => {
    const email = `busca.${Date.now().toString(36)}@example.com`;
    expect((await asAdmin('GET', `/api/admin/payments?email=${email}`)).body).toEqual({
      email,
      checkouts: [],
      payments: [],
      enrolments: [],
      verifiedBy: null,
      nutritionPlans: 0,
    });
    const clientSecret = (
      await new GatewayClient(system.url).rest('POST', '/api/create-subscription', {
        personalData: personalData(email),
      })
    ).body.clientSecret as string;
    const paid = await new GatewayClient(system.url).rest('POST', '/api/confirm-simulated-payment', {
      ...card,
      clientSecret,
    });
    expect(paid.status).toBe(200);
    // Typed as the trainer might: upper case, spaces around.
    const rest = await eventually(
      () => asAdmin('GET', `/api/admin/payments?email=${encodeURIComponent(` ${email.toUpperCase()} `)}`),
      (found) => found.body.enrolments?.length === 1,
    );
    expect(rest.status).toBe(200);
    expect(rest.body).toMatchObject({
      email,
      checkouts: [{ provider: 'simulated', status: 'active', amountCents: 7800, currency: 'usd' }],
      payments: [
        { paymentId: paid.body.paymentId, provider: 'simulated', status: 'succeeded', access: true, amountCents: 7800 },
      ],
      enrolments: [{ source: 'payment', paymentId: paid.body.paymentId, userId: null, revokedAt: null }],
      verifiedBy: null,
    });
    expect(rest.body.enrolments[0].appliedStateVersion).toBe(rest.body.payments[0].stateVersion);
    const twin = await adminGraphql(
      `query($email: String!) { adminAddressLookup(email: $email) {
        email verifiedBy nutritionPlans
        checkouts { subscriptionId provider status editionNumber amountCents currency currentPeriodEnd cancelAtPeriodEnd startedAt }
        payments { paymentId provider providerPaymentId amountCents currency status stateVersion access refundedCents paidAt refundedAt }
        enrolments { enrolmentId editionNumber source paymentId appliedStateVersion userId revokedAt }
      } }`,
      { email },
    );
    expect(twin.data.adminAddressLookup).toEqual(rest.body);
    for (const [query, message] of [
      ['', 'Email requerido'],
      ['?email=no-es-un-email', 'Email inválido'],
    ]) {
      const bad = await asAdmin('GET', `/api/admin/payments${query}`);
      expect([bad.status, bad.body.message]).toEqual([400, message]);
    }
  });
});

describe('the pre-approved list', () => {
  it('gives member access on the server: hasAccess without hasPaid while listed (REST /api/user and me)', async () => {
    const { client, member } = await signedUp();
    // A pre-approved address counts once verified.
    await verifyEmailFromMailbox(system, member.email);
    const access = async () => {
      const rest = await client.rest('GET', '/api/user');
      const gql = await client.graphql<{ me: { hasPaid: boolean; hasAccess: boolean } }>(
        '{ me { hasPaid hasAccess } }',
      );
      expect(gql.data!.me).toEqual({ hasPaid: rest.body.hasPaid, hasAccess: rest.body.hasAccess });
      return gql.data!.me;
    };
    expect(await access()).toEqual({ hasPaid: false, hasAccess: false });
    expect((await asAdmin('POST', '/api/admin/pre-approved', { email: member.email })).status).toBe(201);
    expect(await access()).toEqual({ hasPaid: false, hasAccess: true });
    expect((await asAdmin('DELETE', `/api/admin/pre-approved/${encodeURIComponent(member.email)}`)).status).toBe(200);
    expect(await access()).toEqual({ hasPaid: false, hasAccess: false });
  });

  it('adds trimmed and lowercased, refuses empty, invalid and already listed, deletes URL-encoded', async () => {
    const added = await asAdmin('POST', '/api/admin/pre-approved', { email: '  Lista.Uno+vip@Example.COM ' });
    expect(added).toMatchObject({ status: 201, body: { success: true, email: 'lista.uno+vip@example.com' } });
    expect((await asAdmin('GET', '/api/admin/pre-approved')).body).toContain('lista.uno+vip@example.com');
    expect(await asAdmin('POST', '/api/admin/pre-approved', { email: '' })).toMatchObject({
      status: 400,
      body: { message: 'Email requerido' },
    });
    expect(await asAdmin('POST', '/api/admin/pre-approved', { email: 'sin-arroba' })).toMatchObject({
      status: 400,
      body: { message: 'Email inválido' },
    });
    expect(await asAdmin('POST', '/api/admin/pre-approved', { email: 'LISTA.UNO+vip@example.com' })).toMatchObject({
      status: 409,
      body: { message: 'Ese email ya está en la lista de pre-aprobados' },
    });
    expect((await asAdmin('POST', '/api/admin/pre-approved', { email: 'nul\u0000@example.com' })).status).toBe(400);
    const twin = await adminGraphql('mutation($e: String!) { addPreApprovedEmail(email: $e) { email } }', {
      e: 'Lista.Dos@example.com',
    });
    expect(twin.data.addPreApprovedEmail).toEqual({ email: 'lista.dos@example.com' });
    expect((await adminGraphql('{ preApprovedEmails }')).data.preApprovedEmails).toEqual(
      (await asAdmin('GET', '/api/admin/pre-approved')).body,
    );

    const removed = await asAdmin(
      'DELETE',
      `/api/admin/pre-approved/${encodeURIComponent('lista.uno+vip@example.com')}`,
    );
    expect(removed).toMatchObject({ status: 200, body: { success: true, email: 'lista.uno+vip@example.com' } });
    expect((await asAdmin('DELETE', '/api/admin/pre-approved/nunca%40example.com')).status).toBe(404);
    const removedTwin = await adminGraphql(
      'mutation { removePreApprovedEmails(emails: ["lista.dos@example.com"]) { removed missing } }',
    );
    expect(removedTwin.data.removePreApprovedEmails).toEqual({ removed: ['lista.dos@example.com'], missing: [] });
    const left: string[] = (await asAdmin('GET', '/api/admin/pre-approved')).body;
    expect(left.filter((email) => email.startsWith('lista.'))).toEqual([]);
    // The member who registers with a listed address learns it is listed once the address is proved
    // (anonymous callers never do).
    await asAdmin('POST', '/api/admin/pre-approved', { email: 'invitada.panel@example.com' });
    const invited = new GatewayClient(system.url);
    expect(
      (
        await invited.rest('POST', '/api/register', {
          username: 'Invitada Panel',
          email: 'invitada.panel@example.com',
          password: 'entrena-fuerte-28',
        })
      ).status,
    ).toBe(201);
    expect(
      (await invited.rest('POST', '/api/check-pre-approved', { email: 'invitada.panel@example.com' })).body,
    ).toMatchObject({ isPreApproved: false });
    await verifyEmailFromMailbox(system, 'invitada.panel@example.com');
    expect(
      (await invited.rest('POST', '/api/check-pre-approved', { email: 'invitada.panel@example.com' })).body,
    ).toMatchObject({ isPreApproved: true });
  });

  it('imports a thousand addresses in one request and one transaction, skipping listed ones and counting invalid ones', async () => {
    await asAdmin('POST', '/api/admin/pre-approved', { email: 'ya.estaba@example.com' });
    const thousand = Array.from({ length: 1000 }, (_, i) => `Importada${i}@Example.com`);
    const text =
      [...thousand.slice(0, 500)].join(',\n') +
      ';' +
      thousand.slice(500).join(';') +
      '\nya.estaba@example.com, no-es-email ,;';
    const res = await asAdmin('POST', '/api/admin/pre-approved/bulk', { emails: text });
    expect(res.status).toBe(200);
    expect(res.body.added).toHaveLength(1000);
    expect(res.body.added).toContain('importada999@example.com');
    expect(res.body.skipped).toEqual(['ya.estaba@example.com']);
    expect(res.body.invalid).toEqual(['no-es-email']);
    const list: string[] = (await asAdmin('GET', '/api/admin/pre-approved')).body;
    expect(list.filter((email) => email.startsWith('importada'))).toHaveLength(1000);
    // The whole import is one audit entry (once identity's events have reached the audit log).
    await rpc.eventsSettled();
    const audit: Body[] = (await asAdmin('GET', '/api/admin/audit?limit=200')).body.entries;
    const imports = audit.filter(
      (entry) => entry.action === 'pre_approved.imported' && JSON.stringify(entry).includes('importada999@example.com'),
    );
    expect(imports).toHaveLength(1);

    expect(await asAdmin('POST', '/api/admin/pre-approved/bulk', { emails: ' ;, \n' })).toMatchObject({
      status: 400,
      body: { message: 'No hay emails para importar' },
    });
    expect(await asAdmin('POST', '/api/admin/pre-approved/bulk', { emails: ['malo', 'peor'] })).toMatchObject({
      status: 400,
      body: { message: 'No hay emails válidos' },
    });
    const twin = await adminGraphql(
      'mutation($e: String!) { importPreApprovedEmails(emails: $e) { added skipped invalid } }',
      {
        e: 'importada1@example.com; nueva.twin@example.com; x',
      },
    );
    expect(twin.data.importPreApprovedEmails).toEqual({
      added: ['nueva.twin@example.com'],
      skipped: ['importada1@example.com'],
      invalid: ['x'],
    });
    const bulkDelete = await adminGraphql(
      'mutation($e: [String!]!) { removePreApprovedEmails(emails: $e) { removed missing } }',
      {
        e: ['importada1@example.com', 'importada2@example.com', 'nunca@example.com'],
      },
    );
    expect(bulkDelete.data.removePreApprovedEmails).toEqual({
      removed: ['importada1@example.com', 'importada2@example.com'],
      missing: ['nunca@example.com'],
    });
  });
});

describe('a long pre-approved list', () => {
  it('takes 9,000 addresses in one request and answers the whole list of more than 10,000 as one array', async () => {
    // More than 1,000 listed already, whatever ran before.
    const earlier = Array.from({ length: 1001 }, (_, i) => `anterior${i}@example.com`);
    expect((await asAdmin('POST', '/api/admin/pre-approved/bulk', { emails: earlier })).status).toBe(200);
    const before: string[] = (await asAdmin('GET', '/api/admin/pre-approved')).body;
    const many = Array.from({ length: 9000 }, (_, i) => `masiva${i}@example.com`);
    const res = await asAdmin('POST', '/api/admin/pre-approved/bulk', { emails: many });
    expect(res.status).toBe(200);
    expect(res.body.added).toHaveLength(9000);
    const after: string[] = (await asAdmin('GET', '/api/admin/pre-approved')).body;
    expect(after).toHaveLength(before.length + 9000);
    expect(after.length).toBeGreaterThan(10_000);
    expect(new Set(after).size).toBe(after.length);
    expect((await adminGraphql('{ preApprovedEmails }')).data.preApprovedEmails).toHaveLength(after.length);
  });
});

describe('videos, caches and content', () => {
  it('lists the 28 units per gender with the markers removed and each gender its own video', async () => {
    // The first exercise as the old app left it: its marker in the description, one generic video.
    await system.seed('challenge', ['legacy-exercise']);
    await asAdmin('POST', '/api/admin/refresh-cache');
    const male = await asAdmin('GET', '/api/admin/workouts?gender=male');
    expect(male.status).toBe(200);
    expect(male.body).toHaveLength(28);
    const first = male.body[0].exercises[0];
    expect(first.description).not.toMatch(/updateTime/);
    expect(first).toMatchObject({ videoId: 'generic1234', videoIdMale: '', videoIdFemale: '' });
    expect(Object.keys(first).sort()).toEqual([
      'description',
      'id',
      'reps',
      'restSeconds',
      'sets',
      'title',
      'videoId',
      'videoIdFemale',
      'videoIdMale',
      'workSeconds',
    ]);
    expect(male.body.filter((unit: Body) => unit.isRestDay).map((unit: Body) => unit.title)).toEqual([
      'SEMANA 1 - DESCANSO',
      'SEMANA 2 - DESCANSO',
      'SEMANA 3 - DESCANSO',
      'SEMANA 4 - DESCANSO',
    ]);
    expect((await asAdmin('GET', '/api/admin/workouts?gender=otro')).status).toBe(400);
    const twin = await adminGraphql(
      '{ adminWorkouts(gender: "female") { id title exercises { id description videoId } } }',
    );
    expect(twin.data.adminWorkouts).toHaveLength(28);
    expect(twin.data.adminWorkouts[0].exercises[0]).toEqual({
      id: first.id,
      description: first.description,
      videoId: 'generic1234',
    });
    // No invented ids: apart from the one set above and those the admin set, no exercise has a video.
    const withVideo = new Set<number>();
    for (const gender of ['male', 'female']) {
      for (const unit of (await asAdmin('GET', `/api/admin/workouts?gender=${gender}`)).body as Body[]) {
        for (const exercise of unit.exercises as Body[]) {
          if (exercise.videoIdMale || exercise.videoIdFemale) withVideo.add(exercise.id as number);
        }
      }
    }
    expect([...withVideo].sort((a, b) => a - b)).toEqual([...videosSetHere].sort((a, b) => a - b));
  });

  it("shows a female video change to that gender's member through the Redis cache of a second challenge replica, and not to the other gender", async () => {
    const her = await signedUp('female');
    const him = await signedUp('male');
    const edition = (await new GatewayClient(system.url).rest('GET', '/api/next-edition')).body;
    // Enrol both in the running edition (the one before the next).
    for (const member of [her, him]) await rpc.enrol(member.id, member.member.email, edition.number - 1);
    const units = async (client: GatewayClient) => (await client.rest('GET', '/api/workout-units')).body as Body[];
    // A second challenge replica joins the queue group; both answer reads and fill the Redis cache.
    replica = await startServiceReplica(system, 'challenge');
    for (let i = 0; i < 4; i += 1) await Promise.all([units(her.client), units(him.client)]);
    const [herBefore, hisBefore] = [await units(her.client), await units(him.client)];
    const unit = herBefore[1];
    const exercise = unit.exercises[0];
    videosSetHere.add(exercise.id);
    expect(exercise.videoId).toBe('');
    expect(hisBefore[1].exercises[0].videoId).toBe('');

    const changed = await asAdmin('POST', '/api/admin/update-video', {
      unitId: unit.id,
      exerciseId: exercise.id,
      gender: 'female',
      videoId: 'https://youtu.be/dQw4w9WgXcQ?si=abc123&t=42',
    });
    expect(changed).toMatchObject({ status: 200, body: { success: true, videoId: 'dQw4w9WgXcQ', gender: 'female' } });
    // The first replica leaves: every later read is answered by the second one.
    await system.supervisor.stop('challenge');
    try {
      const herAfter = await units(her.client);
      const hisAfter = await units(him.client);
      expect(herAfter[1].exercises[0]).toMatchObject({ videoId: 'dQw4w9WgXcQ', videoIdFemale: 'dQw4w9WgXcQ' });
      expect(hisAfter[1].exercises[0]).toMatchObject({ videoId: '', videoIdMale: '' });
    } finally {
      system.supervisor.start('challenge');
      await challengeAnswers();
    }

    // Every accepted link form, and the spec's refusals.
    const set = (videoId: string) =>
      asAdmin('POST', '/api/admin/update-video', { unitId: unit.id, exerciseId: exercise.id, gender: 'male', videoId });
    for (const link of [
      'https://www.youtube.com/watch?v=abcdefghijk&list=PL1&index=2',
      'https://www.youtube.com/embed/abcdefghijk?start=10',
      'youtube.com/shorts/abcdefghijk?feature=share',
      'https://m.youtube.com/watch?feature=youtu.be&v=abcdefghijk',
      'abcdefghijk',
    ]) {
      expect([link, (await set(link)).body.videoId]).toEqual([link, 'abcdefghijk']);
    }
    expect(await set('https://vimeo.com/12345')).toMatchObject({
      status: 400,
      body: { message: 'El formato del enlace de video no es válido' },
    });
    expect(await set('https://youtu.be/short')).toMatchObject({
      status: 400,
      body: { message: 'No se pudo extraer un ID válido del enlace de YouTube' },
    });
    const twin = await adminGraphql(
      'mutation($u: Int!, $e: Int!) { updateExerciseVideo(unitId: $u, exerciseId: $e, gender: "female", videoId: "https://www.youtube.com/watch?v=zyxwvutsrqp") { videoId gender } }',
      { u: unit.id, e: exercise.id },
    );
    expect(twin.data.updateExerciseVideo).toEqual({ videoId: 'zyxwvutsrqp', gender: 'female' });
    expect((await units(her.client))[1].exercises[0].videoId).toBe('zyxwvutsrqp');
  });

  it("sets an exercise's sets, seconds and rest for the member's player, audited; refuses bad numbers in Spanish", async () => {
    const member = await signedUp('male');
    // the edition running on the member's own day (on an edition's first day, the UTC day's has not
    // begun yet for a member west of UTC)
    await rpc.enrol(member.id, member.member.email, runningEdition(dateIn(member.member.timezone)).number);
    // the latest day the member can open that has exercises (today may be a rest day)
    const today = ((await member.client.rest('GET', '/api/workout-units')).body as Body[])
      .filter((unit) => !unit.locked && unit.exercises.length > 0)
      .at(-1)!;
    const exercise = today.exercises[0];
    const before = {
      sets: exercise.sets,
      reps: exercise.reps,
      workSeconds: exercise.workSeconds,
      rest: exercise.restSeconds,
    };
    const set = (variables: Body) =>
      adminGraphql(
        `mutation($unitId: Int!, $exerciseId: Int!, $sets: Int!, $reps: Int, $workSeconds: Int, $restSeconds: Int!) {
          updateExercisePrescription(unitId: $unitId, exerciseId: $exerciseId, sets: $sets, reps: $reps,
            workSeconds: $workSeconds, restSeconds: $restSeconds) { success sets reps workSeconds restSeconds } }`,
        { unitId: today.id, exerciseId: exercise.id, ...variables },
      );
    try {
      const saved = await set({ sets: 2, reps: null, workSeconds: 45, restSeconds: 20 });
      expect(saved.data!.updateExercisePrescription).toEqual({
        success: true,
        sets: 2,
        reps: null,
        workSeconds: 45,
        restSeconds: 20,
      });
      const seen = await member.client.graphql<{ exercise: Body }>(
        `{ exercise(exerciseId: ${exercise.id}, unitId: ${today.id}) { sets reps workSeconds restSeconds } }`,
      );
      expect(seen.data!.exercise).toEqual({ sets: 2, reps: null, workSeconds: 45, restSeconds: 20 });
      await auditUntil((entries) =>
        entries.some((entry) => entry.action === 'prescription.updated' && entry.after.workSeconds === 45),
      );

      // Both reps and seconds, neither, or out of range: 400 with the Spanish rule, nothing changed.
      for (const bad of [
        { sets: 3, reps: 10, workSeconds: 30, restSeconds: 30 },
        { sets: 3, reps: null, workSeconds: null, restSeconds: 30 },
        { sets: 0, reps: 10, workSeconds: null, restSeconds: 30 },
        { sets: 3, reps: 10, workSeconds: null, restSeconds: 601 },
      ]) {
        const refused = await set(bad);
        expect(refused.errors?.[0]).toMatchObject({
          message: expect.stringContaining('Indica de 1 a 20 series') as unknown,
          extensions: { status: 400 },
        });
      }
      const still = await member.client.graphql<{ exercise: Body }>(
        `{ exercise(exerciseId: ${exercise.id}, unitId: ${today.id}) { sets workSeconds } }`,
      );
      expect(still.data!.exercise).toEqual({ sets: 2, workSeconds: 45 });
      // A member is no trainer.
      const member403 = await member.client.graphql(
        `mutation { updateExercisePrescription(unitId: ${today.id}, exerciseId: ${exercise.id}, sets: 9, reps: 9, restSeconds: 9) { success } }`,
      );
      expect(member403.errors?.[0]?.extensions).toMatchObject({ status: 403 });
    } finally {
      await set({ sets: before.sets, reps: before.reps, workSeconds: before.workSeconds, restSeconds: before.rest });
    }
  });

  it('bumps the cache version the clients compare; force-cache-clear answers the current one', async () => {
    const visitor = new GatewayClient(system.url);
    const before = (await visitor.rest('POST', '/api/force-cache-clear')).body.cacheVersion as string;
    expect(before).toMatch(/^\d+$/);
    const refreshed = await asAdmin('POST', `/api/admin/refresh-cache?t=${Date.now()}`);
    expect(refreshed).toMatchObject({ status: 200, body: { success: true, cacheVersion: String(Number(before) + 1) } });
    expect((await visitor.rest('POST', '/api/force-cache-clear')).body).toEqual({
      cacheVersion: refreshed.body.cacheVersion,
    });
    const twin = await adminGraphql('mutation { refreshVideoCache { cacheVersion } }');
    expect(twin.data.refreshVideoCache.cacheVersion).toBe(String(Number(before) + 2));
    expect((await visitor.graphql('{ cacheVersion { cacheVersion } }')).data).toEqual({
      cacheVersion: { cacheVersion: String(Number(before) + 2) },
    });
  });
});

describe('members, grants and magic links', () => {
  it('finds members by name or e-mail with their enrolments and progress; grants the next edition and revokes it', async () => {
    const { member, id, client } = await signedUp('male');
    const search = await asAdmin('GET', `/api/admin/members?q=${encodeURIComponent(member.email.toUpperCase())}`);
    expect(search.status).toBe(200);
    expect(search.body.total).toBe(1);
    expect(search.body.members[0]).toMatchObject({
      id,
      email: member.email,
      gender: 'male',
      timezone: 'America/Mexico_City',
      enrolments: [],
      access: { status: 'none' },
      streak: 0,
      progress: 0,
    });
    expect((await asAdmin('GET', '/api/admin/members?q=admin')).body.members).toEqual([]);

    const granted = await asAdmin('POST', `/api/admin/members/${id}/grant`, { edition: 'next' });
    expect(granted.status).toBe(200);
    const next = (await new GatewayClient(system.url).rest('GET', '/api/next-edition')).body;
    expect(granted.body).toMatchObject({ editionNumber: next.number, startDate: next.startDate });
    expect((await asAdmin('POST', `/api/admin/members/${id}/grant`, { edition: 'next' })).status).toBe(409);
    const twin = await adminGraphql(
      'query($q: String!) { adminMembers(query: $q) { total members { id accessStatus enrolments { id editionNumber source revoked } } } }',
      { q: member.username },
    );
    expect(twin.data.adminMembers.members[0]).toEqual({
      id,
      accessStatus: 'not_started',
      enrolments: [{ id: granted.body.enrolmentId, editionNumber: next.number, source: 'admin', revoked: false }],
    });
    // identity's hasPaid follows the grant through challenge.access.changed.v1.
    await until(async () => (await client.rest('GET', '/api/user')).body.hasPaid === true, { timeoutMs: 20_000 });

    const revoked = await adminGraphql(
      'mutation($e: String!) { revokeAccess(enrolmentId: $e) { success enrolmentId } }',
      {
        e: granted.body.enrolmentId,
      },
    );
    expect(revoked.data.revokeAccess).toEqual({ success: true, enrolmentId: granted.body.enrolmentId });
    expect((await asAdmin('POST', `/api/admin/enrolments/${granted.body.enrolmentId}/revoke`)).status).toBe(404);
    await until(async () => (await client.rest('GET', '/api/user')).body.hasPaid === false, { timeoutMs: 20_000 });
    const running = await adminGraphql(
      'mutation($u: Int!) { grantAccess(userId: $u, edition: "running") { editionNumber } }',
      {
        u: id,
      },
    );
    expect(running.data.grantAccess.editionNumber).toBe(next.number - 1);
  });

  it('creates a 48-hour magic link on PUBLIC_URL that signs in once, never for an admin account', async () => {
    const { member, id } = await signedUp();
    const res = await asAdmin('POST', '/api/admin/create-magic-link', {
      username: member.username,
      expiresInHours: 48,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ username: member.username });
    const link = new URL(res.body.magicLink);
    expect(link.origin).toBe(system.base.PUBLIC_URL);
    const token = link.searchParams.get('token')!;
    const phone = new GatewayClient(system.url);
    const first = await phone.rest('POST', '/api/mobile/verify-token', { token });
    expect(first).toMatchObject({ status: 200 });
    expect(JSON.stringify(first.body)).toContain(String(id));
    expect((await new GatewayClient(system.url).rest('POST', '/api/mobile/verify-token', { token })).status).toBe(401);

    expect(
      await asAdmin('POST', '/api/admin/create-magic-link', { username: 'admin', expiresInHours: 48 }),
    ).toMatchObject({
      status: 403,
      body: { message: 'No se pueden crear enlaces de acceso para una cuenta de administrador' },
    });
    expect(
      (await asAdmin('POST', '/api/admin/create-magic-link', { username: 'no-existe', expiresInHours: 48 })).status,
    ).toBe(404);
    const twin = await adminGraphql('mutation($u: String!) { createMagicLink(username: $u) { username magicLink } }', {
      u: member.email,
    });
    expect(twin.data.createMagicLink).toMatchObject({
      username: member.username,
      magicLink: expect.stringContaining('?token='),
    });
  });
});

describe('the audit log', () => {
  it('records every action with the admin as actor, newest first, paged; REST and GraphQL agree', async () => {
    const newest = (await asAdmin('GET', '/api/admin/audit?limit=1')).body.entries[0]?.id ?? 0;
    // One action of each kind the panel audits, made by this test.
    const { member, id } = await signedUp('female');
    const address = `auditada.${Date.now()}@example.com`;
    const unit = (await asAdmin('GET', '/api/admin/workouts?gender=female')).body[2];
    const exercise = unit.exercises[0];
    videosSetHere.add(exercise.id);
    const femaleVideo = (videoId: string) =>
      asAdmin('POST', '/api/admin/update-video', {
        unitId: unit.id,
        exerciseId: exercise.id,
        gender: 'female',
        videoId,
      });
    const done = [
      await asAdmin('POST', '/api/admin/pre-approved', { email: address }),
      await asAdmin('POST', '/api/admin/pre-approved/bulk', { emails: `lote.${address}` }),
      await asAdmin('DELETE', `/api/admin/pre-approved/${encodeURIComponent(address)}`),
      await femaleVideo('aaaaaaaaaaa'),
      await femaleVideo('bbbbbbbbbbb'),
      await asAdmin('POST', '/api/admin/refresh-cache'),
      await asAdmin('POST', '/api/admin/create-magic-link', { username: member.username, expiresInHours: 48 }),
    ];
    const granted = await asAdmin('POST', `/api/admin/members/${id}/grant`, { edition: 'next' });
    const revoked = await asAdmin('POST', `/api/admin/enrolments/${granted.body.enrolmentId}/revoke`);
    const revokedBy = adminRequestIds.at(-1);
    expect([...done, granted, revoked].map((res) => res.status)).toEqual([201, 200, 200, 200, 200, 200, 200, 200, 200]);

    const expected = [
      'pre_approved.added',
      'pre_approved.imported',
      'pre_approved.removed',
      'video.updated',
      'cache.refreshed',
      'magic_link.created',
      'access.granted',
      'access.revoked',
    ];
    const entries = await auditUntil((list) =>
      expected.every((action) => list.some((entry) => entry.id > newest && entry.action === action)),
    );
    // Each entry carries the id of the admin's HTTP request that made the change, through the
    // gateway and the service's handler (no AsyncLocalStorage: passed explicitly all the way).
    for (const entry of entries) {
      expect(entry.actor).toEqual({ id: adminId, username: 'admin' });
      if (entry.id > newest) expect(adminRequestIds).toContain(entry.requestId);
    }
    expect(entries.find((entry: Body) => entry.action === 'access.revoked' && entry.id > newest).requestId).toBe(
      revokedBy,
    );
    expect(entries.map((entry: Body) => entry.id)).toEqual(
      [...entries.map((entry: Body) => entry.id)].sort((a, b) => b - a),
    );
    const ours = entries.filter(
      (entry: Body) => entry.action === 'video.updated' && ['aaaaaaaaaaa', 'bbbbbbbbbbb'].includes(entry.after.videoId),
    );
    expect(ours.map((entry: Body) => [entry.before.videoId, entry.after.videoId])).toEqual([
      ['aaaaaaaaaaa', 'bbbbbbbbbbb'],
      [exercise.videoIdFemale, 'aaaaaaaaaaa'],
    ]);
    // Targets a trainer can read: the exercise and its version in Spanish, never "(female)" or an id.
    expect(ours.map((entry: Body) => entry.target)).toEqual([
      `${exercise.title} (versión mujeres)`,
      `${exercise.title} (versión mujeres)`,
    ]);
    expect(entries.find((entry: Body) => entry.action === 'cache.refreshed').target).toBe('Caché de videos');
    // Refused actions leave no entry (the forged and member calls of the first test).
    expect(entries.filter((entry: Body) => entry.target === 'nadie@example.com')).toEqual([]);

    const firstPage = await asAdmin('GET', '/api/admin/audit?limit=3');
    expect(firstPage.body.entries).toHaveLength(3);
    const secondPage = await asAdmin('GET', `/api/admin/audit?limit=3&before=${firstPage.body.nextBefore}`);
    expect(secondPage.body.entries[0].id).toBeLessThan(firstPage.body.entries[2].id);
    const twin = await adminGraphql(
      'query($b: Int) { adminAudit(limit: 3, before: $b) { entries { id action actor { username } after } nextBefore } }',
      {
        b: firstPage.body.nextBefore,
      },
    );
    expect(twin.data.adminAudit.entries.map((entry: Body) => entry.id)).toEqual(
      secondPage.body.entries.map((entry: Body) => entry.id),
    );
    expect(JSON.parse(twin.data.adminAudit.entries[0].after ?? 'null')).toEqual(secondPage.body.entries[0].after);
  });
});

/** Waits until the supervisor's challenge process is back (its ping answers through the queue group). */
async function challengeAnswers(): Promise<void> {
  for (let attempt = 0; attempt < 150; attempt += 1) {
    if (
      await rpc.rpc.request('challenge.health.ping', {}).then(
        () => true,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
