// The chaos tier: outages on one running system, each under steady load on the
// member's hot path, in order. A dead replica costs a read milliseconds; a rolling restart loses
// nothing; billing killed mid-burst of webhooks applies each exactly once; NATS killed for 5 s
// makes the API answer 503 at once and heal when it is back, losing no webhook and no completion.
// Latencies are printed (no timing assertions); what is asserted is what a client sees.
import type { ChildProcess } from 'node:child_process';
import { GatewayClient, PrivateRedis } from '@reto/platform/testing';
import { waitUntilReady } from '../../../infra/local/system.mjs';
import { freePort, startTestSystem, type TestSystem } from '../../../infra/local/test-system.mjs';
import { AdminPanel } from '../admin-panel.js';
import { shopifyOrder, WebhookSender } from '../webhook-fixtures.js';

const SHOPIFY_SECRET = 'shopify-chaos-secret';
const NATS_DOWN_MS = 5_000;
const REQUEST_TIMEOUT_MS = 10_000;
const REDIS_PAUSED_MS = 5_000;
/** The system's own Redis, to pause and restart without touching the one other tests share. */
let redis: PrivateRedis;
/** The services on the member's hot path, rolled under its load (each roll takes ~8 s here). */
const ROLLED = ['identity', 'challenge'] as const;
let system: TestSystem;
let panel: AdminPanel;
let webhooks: WebhookSender;
let member: GatewayClient;
let credentials: { username: string; password: string };
const metricsPorts: Record<string, number> = {};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A service process of its own in the service's queue group; resolves once it is in the group. */
async function startReplica(app: string): Promise<ChildProcess> {
  const port = await freePort();
  const child = system.startReplica(app, { env: { [`${app.toUpperCase()}_METRICS_PORT`]: String(port) } });
  await inQueueGroup(port);
  return child;
}

/** A replica serves its metrics once it is connected to NATS and subscribed. */
async function inQueueGroup(port: number): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (
    !(await fetch(`http://127.0.0.1:${port}/metrics`).then(
      (res) => res.ok,
      () => false,
    ))
  ) {
    if (Date.now() > deadline) throw new Error(`the replica with metrics on :${port} did not start`);
    await sleep(200);
  }
}

/** SIGTERM, and the exit that follows (SIGKILL only if it never comes). */
const terminate = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });

interface Answer {
  path: string;
  status: number;
  /** When it was sent, and how long its answer took (ms, from performance.now()). */
  at: number;
  ms: number;
}

/** Steady load while `during` runs: readers of the member's day and sign-in loops (a command). */
async function underLoad(during: () => Promise<void>, { readers = 6, signers = 2 } = {}): Promise<Answer[]> {
  const answers: Answer[] = [];
  let running = true;
  const loop = async (path: string, call: () => Promise<{ status: number }>) => {
    while (running) {
      const sent = performance.now();
      const { status } = await call();
      answers.push({ path, status, at: sent, ms: performance.now() - sent });
    }
  };
  const load = [
    ...Array.from({ length: readers }, () =>
      loop('GET /api/challenge-day', () => member.rest('GET', '/api/challenge-day')),
    ),
    ...Array.from({ length: signers }, () =>
      loop('POST /api/login', () => GatewayClient.fromOwnAddress(system.url).rest('POST', '/api/login', credentials)),
    ),
  ];
  try {
    await during();
  } finally {
    running = false;
    await Promise.all(load);
  }
  return answers;
}

const report = (name: string, answers: Answer[]) => {
  const times = answers.map(({ ms }) => ms).sort((a, b) => a - b);
  process.stdout.write(
    `chaos ${name}: ${answers.length} requests, ${answers.filter(({ status }) => status !== 200).length} failed, ` +
      `p99 ${Math.round(times[Math.floor(times.length * 0.99)] ?? 0)} ms, slowest ${Math.round(times.at(-1) ?? 0)} ms\n`,
  );
};
const failures = (answers: Answer[]) => answers.filter(({ status }) => status !== 200);

/** The store orders `ids` billing holds, each with how many payments it made, as the trainer's look-up shows them. */
const paymentsOf = async (ids: number[], emailOf: (id: number) => string) => {
  const counted = await Promise.all(
    ids.map(async (id) => ({
      id: String(id),
      n: (await panel.addressLookup(emailOf(id))).payments.filter(
        ({ providerPaymentId }) => providerPaymentId === String(id),
      ).length,
    })),
  );
  return counted.filter(({ n }) => n > 0);
};
// What a killed billing held comes back after JetStream's ack wait (30 s).
// A billing just restarted answers 503 until it listens: none seen yet.
const untilPaid = async (ids: number[], emailOf: (id: number) => string, timeoutMs = 60_000) => {
  const read = () => paymentsOf(ids, emailOf).catch(() => []);
  const deadline = Date.now() + timeoutMs;
  let rows = await read();
  while (rows.length < ids.length && Date.now() < deadline) {
    await sleep(250);
    rows = await read();
  }
  return rows;
};

beforeAll(async () => {
  for (const app of ROLLED) metricsPorts[app] = await freePort();
  redis = await PrivateRedis.start();
  system = await startTestSystem({
    demo: true,
    ownNats: true,
    natsBackoffMs: () => NATS_DOWN_MS,
    env: {
      // each sign-in loop's request comes from its own address (X-Forwarded-For behind one proxy hop),
      // as real members do: during an outage 503s come back in milliseconds, and one shared address
      // would reach the per-address sign-in limit
      TRUST_PROXY_HOPS: '1',
      // The replicas these cases start boot on the same two cores as the load, at full priority, while
      // a sign-in's password check runs at a lower one (`password-hasher.service.ts`): in a boot's
      // second its turn may come later than the line's 1.5 s, and the answer is an honest 429. Here
      // the handover is under test, not the line's limit (its own spec holds that), so a sign-in may
      // wait its turn for up to half the gateway's request timeout.
      PASSWORD_HASH_WAIT_MS: String(REQUEST_TIMEOUT_MS / 2),
      REDIS_URL: redis.url,
      SHOPIFY_WEBHOOK_SECRET: SHOPIFY_SECRET,
      NATS_REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
      ...Object.fromEntries(ROLLED.map((app) => [`${app.toUpperCase()}_METRICS_PORT`, String(metricsPorts[app])])),
    },
  });
  panel = await AdminPanel.signIn(system);
  webhooks = new WebhookSender(system.url, { stripe: '', shopify: SHOPIFY_SECRET });
  const demo = system.demoMembers[0]!;
  credentials = { username: demo.email, password: demo.password };
  member = GatewayClient.fromOwnAddress(system.url);
  expect((await member.rest('POST', '/api/login', credentials)).status).toBe(200);
}, 150_000);

afterAll(async () => {
  redis?.resume();
  await system?.stop();
  await redis?.stop();
});

it('one of two challenge replicas killed: every read answered, none waiting for the timeout', async () => {
  const extra = await startReplica('challenge');
  const answers = await underLoad(async () => {
    await sleep(1_500);
    extra.kill('SIGKILL');
    await sleep(2_500);
  });
  report('replica killed', answers);
  expect(failures(answers)).toEqual([]);
  expect(Math.max(...answers.map(({ ms }) => ms))).toBeLessThan(REQUEST_TIMEOUT_MS / 2);
});

it('a rolling restart of identity and challenge (SIGTERM each in turn, a second replica standing in): nothing fails', async () => {
  const answers = await underLoad(async () => {
    for (const app of ROLLED) {
      const extra = await startReplica(app);
      await system.supervisor.stop(app);
      system.supervisor.start(app);
      await inQueueGroup(metricsPorts[app]!);
      await terminate(extra);
    }
  });
  report('rolling restart', answers);
  expect(answers.filter(({ path }) => path === 'POST /api/login').length).toBeGreaterThan(10);
  expect(failures(answers)).toEqual([]);
});

it('the gateway stopped with SIGTERM answers every request it holds before it exits', async () => {
  // Eight sign-ins held in the gateway (identity paused), then SIGTERM to the gateway, then identity resumes.
  system.supervisor.signal('identity', 'SIGSTOP');
  const held = Array.from({ length: 8 }, () =>
    GatewayClient.fromOwnAddress(system.url).rest('POST', '/api/login', credentials),
  );
  await sleep(500);
  const stopped = system.supervisor.stop('gateway');
  await sleep(200);
  system.supervisor.signal('identity', 'SIGCONT');
  expect((await Promise.all(held)).map(({ status }) => status)).toEqual(held.map(() => 200));
  await stopped;
  system.supervisor.start('gateway');
  expect((await waitUntilReady(system.url, 60_000)).ready).toBe(true);
});

it('billing killed in the middle of a burst of 40 store orders: every one answered 200 and applied exactly once', async () => {
  const ids = Array.from({ length: 40 }, (_, i) => 61_000 + i);
  const emailOf = (id: number) => `rafaga.${id}@example.com`;
  const send = (id: number) => webhooks.shopify(shopifyOrder(id, emailOf(id)), 'orders/paid', `wh-${id}`);
  const first = await Promise.all(ids.slice(0, 20).map(send));
  system.supervisor.signal('billing', 'SIGKILL');
  const rest = await Promise.all(ids.slice(20).map(send));
  expect([...first, ...rest].map(({ status }) => status)).toEqual(ids.map(() => 200));
  // The supervisor starts billing again; its consumer takes up where it stopped.
  const rows = await untilPaid(ids, emailOf);
  expect(rows).toHaveLength(40);
  expect(rows.filter(({ n }) => n !== 1)).toEqual([]);
});

it('NATS killed for 5 s: 503 at once, back by itself, no webhook or completed exercise lost or doubled', async () => {
  // A completed exercise and ten store orders answered 200 just before the outage.
  const units = (await member.rest('GET', '/api/workout-units')).body as Array<{
    id: number;
    locked: boolean;
    isRestDay: boolean;
  }>;
  const unit = units.find((candidate) => !candidate.locked && !candidate.isRestDay)!;
  const { exercises } = (await member.rest('GET', `/api/workout-units/${unit.id}`)).body as {
    exercises: Array<{ id: number }>;
  };
  expect((await member.rest('POST', `/api/exercises/${exercises[0]!.id}/complete`, { unitId: unit.id })).status).toBe(
    200,
  );
  // The member's completed exercises, as their units show them.
  const completions = async () =>
    ((await member.rest('GET', '/api/workout-units')).body as Array<{ id: number; completedExercises: number[] }>)
      .flatMap(({ id, completedExercises }) => completedExercises.map((exercise) => `${id}:${exercise}`))
      .sort();
  const completedBefore = await completions();
  expect(completedBefore).toContain(`${unit.id}:${exercises[0]!.id}`);
  const ids = Array.from({ length: 10 }, (_, i) => 62_000 + i);
  const beforeOutage = (id: number) => `antes.caida.${id}@example.com`;
  const accepted = await Promise.all(
    ids.map((id) => webhooks.shopify(shopifyOrder(id, beforeOutage(id)), 'orders/paid', `wh-${id}`)),
  );
  expect(accepted.map(({ status }) => status)).toEqual(ids.map(() => 200));

  let downAt = 0;
  const answers = await underLoad(
    async () => {
      await sleep(500);
      process.kill(system.natsServer!.pid, 'SIGKILL');
      downAt = performance.now();
      // The gateway learns it from the closed socket; from then on nothing waits for a timeout.
      let refused = await member.rest('GET', '/api/next-edition');
      while (refused.status !== 503 && performance.now() - downAt < 2_000)
        refused = await member.rest('GET', '/api/next-edition');
      expect(refused.status).toBe(503);
      expect(refused.headers.get('retry-after')).toBe('5');
      const during = await webhooks.shopify(shopifyOrder(62_100, 'durante@example.com'), 'orders/paid', 'wh-62100');
      expect(during.status).toBe(503);
      // the gateway's own bus is its core path: this replica is not ready
      const ready = await fetch(`${system.url}/health/ready`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toMatchObject({ checks: { nats: 'fail' } });
      const deps = await fetch(`${system.url}/health/deps`);
      expect(deps.status).toBe(503);
      expect(await deps.json()).toMatchObject({ checks: { nats: 'fail', postgres: 'unknown' } });
      expect((await fetch(`${system.url}/auth`)).status).toBe(200);
      // NATS comes back after the supervisor's backoff; then the member's day answers again.
      await sleep(Math.max(0, downAt + NATS_DOWN_MS - performance.now()));
      while ((await member.rest('GET', '/api/challenge-day')).status !== 200) {
        if (performance.now() - downAt > NATS_DOWN_MS + 15_000) break;
        await sleep(100);
      }
      await sleep(1_000);
    },
    { readers: 4, signers: 1 },
  );
  report('NATS killed', answers);
  const unavailable = answers.filter(({ status }) => status === 503);
  expect(unavailable.length).toBeGreaterThan(0);
  expect(answers.filter(({ status }) => status !== 200 && status !== 503)).toEqual([]);
  // Each 503 came at once: far below the request timeout.
  expect(Math.max(...unavailable.map(({ ms }) => ms))).toBeLessThan(REQUEST_TIMEOUT_MS / 2);
  expect(answers.at(-1)?.status).toBe(200);
  const healed = Math.max(...unavailable.map(({ at, ms }) => at + ms)) - (downAt + NATS_DOWN_MS);
  const waits = unavailable.map(({ ms }) => ms).sort((a, b) => a - b);
  const at = (share: number) => Math.round(waits[Math.floor((waits.length - 1) * share)]!);
  process.stdout.write(
    `chaos NATS killed: ${waits.length} × 503, median ${at(0.5)} ms, p95 ${at(0.95)} ms, slowest ${at(1)} ms; ` +
      `last 503 ${Math.round(healed)} ms after NATS was due back\n`,
  );

  const rows = await untilPaid(ids, beforeOutage);
  expect(rows).toHaveLength(10);
  expect(rows.filter(({ n }) => n !== 1)).toEqual([]);
  expect(await completions()).toEqual(completedBefore);
});

it('Redis hung for 5 s under load: every sign-in and read answered, none waiting out the hang, the gateway ready throughout', async () => {
  const readiness: number[] = [];
  const answers = await underLoad(
    async () => {
      redis.pause();
      try {
        const until = performance.now() + REDIS_PAUSED_MS;
        while (performance.now() < until) {
          readiness.push((await fetch(`${system.url}/health/ready`)).status);
          await sleep(500);
        }
      } finally {
        redis.resume();
      }
      await sleep(1_000);
    },
    { readers: 4, signers: 2 },
  );
  report('Redis hung', answers);
  // the limits and caches skip a hung Redis after REDIS_COMMAND_TIMEOUT_MS: nothing waits for it to wake
  expect(failures(answers)).toEqual([]);
  expect(Math.max(...answers.map(({ ms }) => ms))).toBeLessThan(REDIS_PAUSED_MS);
  expect(readiness.filter((status) => status !== 200)).toEqual([]);
});

it('Redis restarted empty: every repeating job declared again within a minute, members served throughout', async () => {
  type Deps = { services: Record<string, { schedules: string }> };
  const schedules = async () => {
    const { services } = (await (await fetch(`${system.url}/health/deps`)).json()) as Deps;
    return Object.fromEntries(Object.entries(services).map(([service, report]) => [service, report.schedules]));
  };
  const declared = await schedules();
  expect(declared).toMatchObject({ identity: 'ok', challenge: 'ok', billing: 'ok' });

  let back = 0;
  const answers = await underLoad(
    async () => {
      await redis.stop();
      await sleep(1_000);
      await redis.start();
      back = performance.now();
      while ((await schedules()).identity !== 'ok' || JSON.stringify(await schedules()) !== JSON.stringify(declared)) {
        if (performance.now() - back > 60_000) break;
        await sleep(500);
      }
    },
    { readers: 2, signers: 1 },
  );
  report('Redis restarted empty', answers);
  expect(await schedules()).toEqual(declared);
  expect(failures(answers)).toEqual([]);
  process.stdout.write(
    `chaos Redis restarted: schedules back ${Math.round(performance.now() - back)} ms after Redis\n`,
  );
});
