// The chaos tier's PostgreSQL cases: the whole system on a PostgreSQL cluster of the test's own
// (Debian's initdb and postgres, a spare port, a temporary data folder), stopped, paused and crashed
// under steady load: members reading their day and signing in, members completing exercises, signed
// store orders. What a client sees is asserted: an honest 503 with Retry-After (never a 500, never a
// wait for the whole request timeout), nothing answered 200 lost, nothing applied twice, no client
// told "failed" (503 service_unavailable) whose change was applied, a client told "puede que se haya
// guardado" (outcome_unknown) getting the first outcome on its retry with the same Idempotency-Key,
// and the system healing by itself. Latencies are printed, not asserted.
import { randomUUID } from 'node:crypto';
import { GatewayClient, PrivatePostgres, PrivateRedis } from '@reto/platform/testing';
import { startTestSystem, type TestSystem } from '../../../infra/local/test-system.mjs';
import { AdminPanel } from '../admin-panel.js';
import { shopifyOrder, WebhookSender } from '../webhook-fixtures.js';

const SHOPIFY_SECRET = 'shopify-chaos-secret';
const REQUEST_TIMEOUT_MS = 10_000;
const OUTAGE_MS = 5_000;
/** A pause longer than that: a request held for the pause is told by the statement bound, not by its resumption. */
const PAUSE_MS = 9_000;
/** Each statement's bound here (the production default): a paused database is told within it. */
const QUERY_TIMEOUT_MS = 2_000;
/** How long a case may take to heal once PostgreSQL is back (a service's recovery check runs every second). */
const HEAL_MS = 30_000;

let postgres: PrivatePostgres;
let redis: PrivateRedis;
let system: TestSystem;
let webhooks: WebhookSender;
let panel: AdminPanel;
let credentials: { username: string; password: string };
let reader: GatewayClient;
/** Exercises the members may complete, each completed at most once over the whole file. */
const toComplete: Array<{ member: GatewayClient; userId: number; unitId: number; exerciseId: number }> = [];
let nextOrderId = 71_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * How many times each completion is stored, as its member's units show it (a completed exercise is
 * listed once; doubled, the database's key refuses it).
 */
async function storedCompletions(completions: Completion[]): Promise<number[]> {
  const unitsOf = new Map<GatewayClient, Array<{ id: number; completedExercises: number[] }>>();
  for (const { member } of completions) {
    if (!unitsOf.has(member)) unitsOf.set(member, (await member.rest('GET', '/api/workout-units')).body);
  }
  return completions.map(({ member, unitId, exerciseId }) =>
    unitsOf.get(member)!.some(({ id, completedExercises }) => id === unitId && completedExercises.includes(exerciseId))
      ? 1
      : 0,
  );
}

/** The store orders `ids` billing holds, each with how many payments it made, as the trainer's look-up shows them. */
async function storedOrders(ids: number[]): Promise<Array<{ id: string; n: number }>> {
  const counted = await Promise.all(
    ids.map(async (id) => ({
      id: String(id),
      n: (await panel.addressLookup(`pg.caida.${id}@example.com`)).payments.filter(
        ({ providerPaymentId }) => providerPaymentId === String(id),
      ).length,
    })),
  );
  return counted.filter(({ n }) => n > 0);
}

interface Answer {
  path: string;
  status: number;
  code?: string;
  retryAfter: string | null;
  /** How long its answer took (ms). */
  ms: number;
}
interface Completion extends Answer {
  member: GatewayClient;
  userId: number;
  unitId: number;
  exerciseId: number;
  key: string;
}
interface Order extends Answer {
  id: number;
}

interface Load {
  answers: Answer[];
  completions: Completion[];
  orders: Order[];
}

const codeOf = (body: unknown) => (body as { code?: string } | undefined)?.code;

/** Steady load while `during` runs: readers, sign-ins, completions and signed store orders. */
async function underLoad(during: () => Promise<void>): Promise<Load> {
  const load: Load = { answers: [], completions: [], orders: [] };
  let running = true;
  const timed = async <T extends { status: number; headers: Headers; body?: unknown }>(call: () => Promise<T>) => {
    const sent = performance.now();
    const res = await call();
    return {
      res,
      answer: {
        status: res.status,
        code: codeOf(res.body),
        retryAfter: res.headers.get('retry-after'),
        ms: performance.now() - sent,
      },
    };
  };
  const loop = async (path: string, call: () => Promise<{ status: number; headers: Headers; body?: unknown }>) => {
    while (running) load.answers.push({ path, ...(await timed(call)).answer });
  };
  const completer = async () => {
    while (running && toComplete.length > 0) {
      const { member, userId, unitId, exerciseId } = toComplete.shift()!;
      const key = randomUUID();
      const { answer } = await timed(() =>
        member.rest('POST', `/api/exercises/${exerciseId}/complete`, { unitId }, { 'idempotency-key': key }),
      );
      load.completions.push({ path: 'POST complete', member, userId, unitId, exerciseId, key, ...answer });
      await sleep(700);
    }
  };
  const orderer = async () => {
    while (running) {
      const id = nextOrderId++;
      const { answer } = await timed(() =>
        webhooks.shopify(shopifyOrder(id, `pg.caida.${id}@example.com`), 'orders/paid', `wh-${id}`),
      );
      load.orders.push({ path: 'POST shopify webhook', id, ...answer });
      await sleep(300);
    }
  };
  const loops = [
    ...Array.from({ length: 3 }, () => loop('GET /api/challenge-day', () => reader.rest('GET', '/api/challenge-day'))),
    loop('POST /api/login', () => GatewayClient.fromOwnAddress(system.url).rest('POST', '/api/login', credentials)),
    completer(),
    orderer(),
  ];
  try {
    await during();
  } finally {
    running = false;
    await Promise.all(loops);
  }
  return load;
}

/** Waits until a member's day answers 200 again: the case healed without a hand. */
async function healed(): Promise<number> {
  const since = performance.now();
  while ((await reader.rest('GET', '/api/challenge-day')).status !== 200) {
    if (performance.now() - since > HEAL_MS) throw new Error(`not healed ${HEAL_MS} ms after PostgreSQL came back`);
    await sleep(200);
  }
  return performance.now() - since;
}

/** What every case asserts, once PostgreSQL is back and the system healed. */
async function expectHonest(name: string, { answers, completions, orders }: Load): Promise<void> {
  const all = [...answers, ...completions, ...orders].map(({ path, status, code, retryAfter, ms }) => ({
    path,
    status,
    code,
    retryAfter,
    ms,
  }));
  const times = all.map(({ ms }) => ms).sort((a, b) => a - b);
  const unavailable = all.filter(({ status }) => status === 503);
  process.stdout.write(
    `chaos ${name}: ${all.length} requests, ${unavailable.length} × 503 ` +
      `(${unavailable.filter(({ code }) => code === 'outcome_unknown').length} outcome_unknown), ` +
      `${completions.length} completions, ${orders.length} store orders, ` +
      `p99 ${Math.round(times[Math.floor(times.length * 0.99)] ?? 0)} ms, slowest ${Math.round(times.at(-1) ?? 0)} ms\n`,
  );
  // 200, or 503 with Retry-After: never a 500, never an answer without a hint when to come back
  expect(all.filter(({ status }) => status !== 200 && status !== 503)).toEqual([]);
  expect(unavailable.filter(({ retryAfter }) => retryAfter !== '5')).toEqual([]);
  // nothing waits for the request timeout, nor for a paused database to wake: an outage is told
  // within the statement bound (plus a loaded machine's slack)
  expect(all.filter(({ ms }) => ms >= PAUSE_MS * 0.8)).toEqual([]);

  // completions: a 200 is stored; a 503 "failed" is not; an unknown outcome is settled by the retry with its key
  const unknown = completions.filter(({ code }) => code === 'outcome_unknown');
  for (const completion of unknown) {
    const retry = await completion.member.rest(
      'POST',
      `/api/exercises/${completion.exerciseId}/complete`,
      { unitId: completion.unitId },
      { 'idempotency-key': completion.key },
    );
    expect(retry.status).toBe(200);
  }
  const stored = await storedCompletions(completions);
  expect(completions.map((c, i) => ({ exercise: c.exerciseId, stored: stored[i] }))).toEqual(
    completions.map(({ exerciseId, status, code }) => ({
      exercise: exerciseId,
      stored: status === 200 || code === 'outcome_unknown' ? 1 : 0,
    })),
  );

  // store orders: a 200 is applied once; a 503 is sent again, as Shopify does, and then applied once
  const refused = orders.filter(({ status }) => status !== 200);
  for (const { id } of refused) {
    const again = await webhooks.shopify(shopifyOrder(id, `pg.caida.${id}@example.com`), 'orders/paid', `wh-${id}`);
    expect(again.status).toBe(200);
  }
  const ids = orders.map(({ id }) => String(id));
  const deadline = Date.now() + 60_000;
  let paid: Array<{ id: string; n: number }>;
  do {
    paid = await storedOrders(orders.map(({ id }) => id)).catch(() => []);
    if (paid.length < ids.length) await sleep(250);
  } while (paid.length < ids.length && Date.now() < deadline);
  expect(paid.map(({ id }) => id).sort()).toEqual([...ids].sort());
  expect(paid.filter(({ n }) => n !== 1)).toEqual([]);
}

beforeAll(async () => {
  postgres = await PrivatePostgres.start();
  redis = await PrivateRedis.start();
  system = await startTestSystem({
    demo: true,
    env: {
      DATABASE_ADMIN_URL: postgres.adminUrl,
      REDIS_URL: redis.url,
      // each sign-in comes from an address of its own: 503s come back in milliseconds during an outage
      TRUST_PROXY_HOPS: '1',
      SHOPIFY_WEBHOOK_SECRET: SHOPIFY_SECRET,
      NATS_REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
      DATABASE_QUERY_TIMEOUT_MS: String(QUERY_TIMEOUT_MS),
    },
  });
  webhooks = new WebhookSender(system.url, { stripe: '', shopify: SHOPIFY_SECRET });
  panel = await AdminPanel.signIn(system);
  for (const demo of system.demoMembers) {
    const member = GatewayClient.fromOwnAddress(system.url);
    const signedIn = await member.rest('POST', '/api/login', { username: demo.email, password: demo.password });
    expect(signedIn.status).toBe(200);
    const userId = (signedIn.body as { id: number }).id;
    const units = (await member.rest('GET', '/api/workout-units')).body as Array<{
      id: number;
      locked: boolean;
      isRestDay: boolean;
    }>;
    for (const unit of units.filter(({ locked, isRestDay }) => !locked && !isRestDay)) {
      const { exercises } = (await member.rest('GET', `/api/workout-units/${unit.id}`)).body as {
        exercises: Array<{ id: number }>;
      };
      for (const { id } of exercises) toComplete.push({ member, userId, unitId: unit.id, exerciseId: id });
    }
  }
  const demo = system.demoMembers[0]!;
  credentials = { username: demo.email, password: demo.password };
  reader = GatewayClient.fromOwnAddress(system.url);
  expect((await reader.rest('POST', '/api/login', credentials)).status).toBe(200);
  process.stdout.write(`chaos PostgreSQL: ${toComplete.length} exercises to complete over the cases\n`);
}, 180_000);

afterAll(async () => {
  postgres?.resume();
  await system?.stop();
  await postgres?.remove();
  await redis?.stop();
});

it('PostgreSQL stopped for 5 s under load: 503 with Retry-After at once, nothing lost, doubled or told failed yet applied, healed by itself', async () => {
  let heal = 0;
  const load = await underLoad(async () => {
    await sleep(1_500);
    await postgres.stop('fast');
    await sleep(OUTAGE_MS);
    await postgres.start();
    heal = await healed();
    await sleep(1_500);
  });
  process.stdout.write(`chaos PostgreSQL stopped: healed ${Math.round(heal)} ms after it was back\n`);
  expect(load.answers.filter(({ status }) => status === 503).length).toBeGreaterThan(0);
  await expectHonest('PostgreSQL stopped', load);
});

it('PostgreSQL paused for 9 s under load (SIGSTOP, then SIGCONT): nothing waits out the request timeout, nothing lost, doubled or told failed yet applied', async () => {
  let heal = 0;
  const load = await underLoad(async () => {
    await sleep(1_500);
    postgres.pause();
    try {
      await sleep(PAUSE_MS);
    } finally {
      postgres.resume();
    }
    heal = await healed();
    await sleep(1_500);
  });
  process.stdout.write(`chaos PostgreSQL paused: healed ${Math.round(heal)} ms after it was back\n`);
  await expectHonest('PostgreSQL paused', load);
});

it('PostgreSQL crashed (every process killed) and started again at once under load: nothing lost, doubled or told failed yet applied, healed by itself', async () => {
  let heal = 0;
  const load = await underLoad(async () => {
    await sleep(1_500);
    await postgres.stop('crash');
    await postgres.start();
    heal = await healed();
    await sleep(1_500);
  });
  process.stdout.write(`chaos PostgreSQL crashed: healed ${Math.round(heal)} ms after it was back\n`);
  await expectHonest('PostgreSQL crashed', load);
});
