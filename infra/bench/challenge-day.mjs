// `npm run bench`: the member's hot path through the whole system, beside a bare single-process
// handler on the same database, in one run on this machine (ratios, not absolute figures, are what
// compare across machines). Prints a table and writes bench/results.json.
//   P1  REST GET /api/challenge-day for one signed-in member: gateway → NATS → identity, challenge →
//       PostgreSQL/Redis, against the bare handler (HTTP → PostgreSQL).
//   P2  the GraphQL dashboard query (user, day, today's unit) in one round trip, against P1's latency.
//       P1's two sides and P2 take turns in short slices, so each ratio compares the same minutes.
//   P3  a member from cold: each request a member the system was not asked about since its caches
//       (challenge's member cache, the gateway's sessions and answers) were emptied, in passes over
//       the MEMBERS seeded, shuffled, until the run's time has passed; in ROUNDS rounds beside the bare
//       handler (the median round kept), then two replicas of identity and challenge (NATS queue
//       groups) and the work each did. Then, where a cpu cgroup is writable, the same with every
//       replica capped at BENCH_REPLICA_CPU of a core (one, two, one again): two replicas against one
//       where the cores allow them, which on two cores shared by everything they do not otherwise.
//   P4  the write path: a random member marks a random exercise of a day already come as done, over
//       REST and over the GraphQL mutation the app uses, against the bare handler doing the same insert
//       in one transaction (the three take turns, as P1); req/s, p50/p99 and CPU per request.
//   P5  a member's day as a mix (traffic-model.mjs, argued in docs/performance.md) replayed at fixed
//       rates, each BENCH_P5_STEP (1.5) times the last, until p99 passes 200 ms or the system falls
//       behind the rate: the last rate within it, as the daily active members it serves in their
//       busiest hour, with CPU per member-day of each process and the sign-ins' p99 beside the reads'.
//       The members in the app are mid-workout: each read its exercise and the units list once
//       (unmeasured) before its first rate, so the ETags its browser keeps are sent, and a read
//       goes without one as often as the model makes a new read (newReadShare).
// The apps run as deployed: NODE_ENV=production (graphql-js and Nest skip their development checks),
// LOG_LEVEL=info (the gateway logs every request; a service, the ones it refused or answered slowly).
// BENCH_DURATION_S (20), BENCH_CONNECTIONS (50), BENCH_WARMUP_S (5), BENCH_MEMBERS (10000),
// BENCH_SLICE_S (2: the turns of P1 and P2), BENCH_ROUNDS (3: P1, P2 and P3 with one replica
// measured that many times, the median round kept), BENCH_LOG_LEVEL (info, as deployed),
// BENCH_PROFILE_DIR (a CPU profile of every app written there, see cpu-profile.mjs), BENCH_PHASES (every phase: p1,p2,signin,p3,p4,p5,landing,growth,explain,community),
// BENCH_REPLICA_CPU (0.2), BENCH_CAPPED_REQUESTS (BENCH_MEMBERS: the requests of each capped run),
// BENCH_P5_START (100 req/s), BENCH_P5_STEP (1.5), BENCH_P5_STEP_S (BENCH_DURATION_S: each rate's run),
// BENCH_P5_REFINE (3: rates tried between the last held and the first not, each halving the gap),
// BENCH_P5_TURNS (2: each side's turns in P5's before/after).
//   signin  sign-ins (BENCH_SIGNIN_RATE, 2 a second) beside P1's read at 80 % of its peak as members
//       arrive (the highest rate held, in steps of BENCH_SIGNIN_PEAK_STEP, 1.1, of BENCH_SIGNIN_PEAK_S,
//       10 s, from half of P1's closed-loop rate), both arriving as a Poisson process (paced.mjs): each one's p99.
//   landing the server-rendered /landing and /api/reviews under BENCH_LANDING_CONNECTIONS (200)
//       connections, against the same bytes as /landing served as a static file by the same Fastify.
//   growth  with BENCH_MEMBERS a list (10000,100000): P1, P3 (one replica, against the bare handler)
//       and P4 at each size, the members added set-based between sizes, side by side.
//   explain EXPLAIN (ANALYZE, BUFFERS) of the hot queries at the largest size seeded.
//   community the edition group live: 1,000 WebSocket subscribers on two gateway replicas, 20 posts a
//       second for 30 s (community-live.mjs, where its settings are).
// P4 times the event a completion publishes from its outbox row to its storage in JetStream:
// BENCH_P4_EVENT_SUBJECT (challenge.exercise.completed.v1).
import { createHash, randomBytes } from 'node:crypto';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { DeliverPolicy, jetstream } from '@nats-io/jetstream';
import { connect as connectNats } from '@nats-io/transport-node';
import autocannon from 'autocannon';
import { Redis } from 'ioredis';
import { startBareHandler } from './bare-handler.mjs';
import { cpuQuotas } from './cpu-quota.mjs';
import { cpuMeter, cpuPerRequest, postgresProcessesOf, processesNamed } from './cpu-time.mjs';
import { benchCommunityLive } from './community-live.mjs';
import { benchSessionToken, seedMembers } from './members.mjs';
import { paced } from './paced.mjs';
import { ramp } from './ramp.mjs';
import { mergedResults } from './results-file.mjs';
import { appOperations } from './app-operations.mjs';
import {
  BUSIEST_HOUR_SHARE,
  dailyActiveMembersAt,
  drawKind,
  newReadShare,
  replayedMix,
  requestsPerMemberDay,
  secondsBetweenRequests,
  weightsOf,
} from './traffic-model.mjs';
import pg from 'pg';
import { appEnv, ROOT, systemDatabaseAdminUrl, systemDatabaseNames } from '../local/system.mjs';
import { freePort, startTestSystem } from '../local/test-system.mjs';

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 20);
const WARMUP_S = Number(process.env.BENCH_WARMUP_S ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
/** The sizes the growth phase compares (the first is the one every other phase runs at). */
const SIZES = (process.env.BENCH_MEMBERS ?? '10000')
  .split(',')
  .map(Number)
  .sort((a, b) => a - b);
const MEMBERS = SIZES[0];
const SIGNIN_RATE = Number(process.env.BENCH_SIGNIN_RATE ?? 2);
/** The sign-ins' read peak: each rate tried SIGNIN_PEAK_S, the next SIGNIN_PEAK_STEP times it. */
const SIGNIN_PEAK_S = Number(process.env.BENCH_SIGNIN_PEAK_S ?? 10);
const SIGNIN_PEAK_STEP = Number(process.env.BENCH_SIGNIN_PEAK_STEP ?? 1.1);
const LANDING_CONNECTIONS = Number(process.env.BENCH_LANDING_CONNECTIONS ?? 200);
const P4_EVENT_SUBJECT = process.env.BENCH_P4_EVENT_SUBJECT ?? 'challenge.exercise.completed.v1';
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SLICE_S = Number(process.env.BENCH_SLICE_S ?? 2);
const PROFILE_DIR = process.env.BENCH_PROFILE_DIR;
/** Only some phases (e.g. `p3` while profiling it): p1, p2, p3, p4, p5. */
const PHASES = new Set(
  (process.env.BENCH_PHASES ?? 'p1,p2,signin,p3,p4,p5,landing,growth,explain,community').split(','),
);
/**
 * What the browser adds to each of P5's requests: Chromium's `Accept-Encoding`, so the gateway
 * compresses the answers it would compress for the app (BENCH_P5_ACCEPT_ENCODING= sends none).
 */
const P5_ACCEPT_ENCODING = process.env.BENCH_P5_ACCEPT_ENCODING ?? 'gzip, deflate, br, zstd';
const BROWSER_HEADERS = P5_ACCEPT_ENCODING ? { 'accept-encoding': P5_ACCEPT_ENCODING } : {};
/** P5's rates: the first, the factor between two, and how long each runs. */
const P5_START = Number(process.env.BENCH_P5_START ?? 100);
const P5_STEP = Number(process.env.BENCH_P5_STEP ?? 1.5);
const P5_STEP_S = Number(process.env.BENCH_P5_STEP_S ?? DURATION_S);
/** After the first rate not held: the rates tried between it and the last held, each halving the gap. */
const P5_REFINE = Number(process.env.BENCH_P5_REFINE ?? 3);
/** P5's before/after: a second gateway with the session cache as it was (30 s), beside the system's. */
const P5_BEFORE_SESSION_TTL_MS = process.env.BENCH_P5_BEFORE_SESSION_TTL_MS ?? '30000';
/**
 * Or a second gateway of another build (its `dist/main.js`, e.g. the code before a change, built in a
 * copy of the tree), with the system's own settings, named by BENCH_P5_BEFORE_LABEL. With
 * BENCH_P5_KINDS, P5 by kind measures each kind through it and through the system's, in turns.
 */
const P5_BEFORE_GATEWAY = process.env.BENCH_P5_BEFORE_GATEWAY;
const P5_BEFORE_LABEL = process.env.BENCH_P5_BEFORE_LABEL ?? P5_BEFORE_GATEWAY;
/**
 * How the second gateway is polled: `post` (a build before the exercise poll went over GET, which
 * answers GET 405), `get`, or the operations it takes over GET (`Exercise`: a build before the
 * units list went over GET); by default `post` for another build, `get` for the system's own.
 */
const P5_BEFORE_POLL = process.env.BENCH_P5_BEFORE_POLL ?? (P5_BEFORE_GATEWAY ? 'post' : 'get');
/** Whether the second gateway takes the app's GET of the operation `name`. */
const beforeTakesGet = (name) =>
  P5_BEFORE_POLL === 'get' || (P5_BEFORE_POLL !== 'post' && P5_BEFORE_POLL.split(',').includes(name));
/** The turns of each side of P5's before/after and of P5 by kind's (before, after, before…). */
const P5_TURNS = Number(process.env.BENCH_P5_TURNS ?? 2);
/** The rate of the mix P5's before/after runs at (the first rate unless told). */
const P5_COMPARE_RATE = Number(process.env.BENCH_P5_COMPARE_RATE ?? P5_START);
/** P5's profile by kind: each kind of the mix alone for this long (0: not measured). */
const P5_KIND_S = Number(process.env.BENCH_P5_KIND_S ?? 4);
/** Only these kinds in P5 by kind, and neither the before/after nor the ramp (e.g. `exercise` while profiling the poll). */
const P5_KINDS = process.env.BENCH_P5_KINDS?.split(',');
/**
 * With P5_KINDS: a second gateway with these variables too (`EXERCISE_CACHE_TTL_MS=0`), each kind
 * measured through it and through the system's in turns (before, after, before, after).
 */
const P5_KIND_BEFORE_ENV = Object.fromEntries(
  (process.env.BENCH_P5_KIND_BEFORE_ENV ?? '')
    .split(',')
    .filter(Boolean)
    // split at the first `=`: a value may hold one (NODE_OPTIONS=--max-semi-space-size=64)
    .map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
);
/** P3's capped replicas: the share of a core each replica of identity and challenge may use, and the requests of each run. */
const REPLICA_CPU = Number(process.env.BENCH_REPLICA_CPU ?? 0.2);
const CAPPED_REQUESTS = Number(process.env.BENCH_CAPPED_REQUESTS ?? MEMBERS);
/** The bench's goals, each beside the figure it judges. */
const GOALS = {
  p1Ratio: 1.0,
  p1P99Ms: 30,
  p2ToP1: 1.1,
  p3Ratio: 0.5,
  p3TwoToOne: 1.6,
  p4Ratio: 1.0,
  p5P99Ms: 200,
  p5Members: 500_000,
  p5SignInP99Ms: 400,
  p4PublishLagP99Ms: 100,
  growthWithin: 0.1,
  landingToStatic: 0.5,
};
/**
 * A rate of P1's read held as members arrive (the sign-ins' peak): every answer a 2xx, as many
 * answered as arrived, p99 within a member's request's bound (P5's).
 */
const SIGNIN_PEAK_HOLDS = (step) =>
  !step.non2xx && !step.errors && step.reqPerS >= 0.95 * step.offeredPerS && step.p99 <= GOALS.p5P99Ms;
const load = (path) => import(pathToFileURL(join(ROOT, path)).href);
/** The `q` quantile of `values` (ms, one decimal), undefined when there are none. */
const quantile = (values, q) => {
  const sorted = Float64Array.from(values).sort();
  return sorted.length
    ? Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] * 10) / 10
    : undefined;
};
const say = (line = '') => process.stdout.write(`${line}\n`);

const { ChallengeSubjects, runningEdition } = await load('packages/contracts/dist/index.js');
const { createLogger, eventStreamName, RpcClient } = await load('packages/platform/dist/index.js');
const { natsConnectionOptions } = await load('packages/platform/dist/nats/connection-options.js');
const { COMPLETIONS_RECORD_EACH_SQL, doneAtSeconds } = await load(
  'services/challenge/dist/completions/exercise-done-at.js',
);

const DASHBOARD = `query Dashboard {
  me { id username firstName hasPaid timezone }
  challengeDay { dayOfChallenge currentDay currentWeek currentDate percentage isRestDay streak progress
    todaysUnit { id title exercises { id } } }
}`;

const env = {
  NODE_ENV: 'production',
  // the gateway refuses to start in production without one (its /metrics is public otherwise)
  METRICS_TOKEN: 'bench-metrics-token',
  // identity refuses to start in production without the key that seals the admin's second factor
  SECOND_FACTOR_KEY: randomBytes(32).toString('base64url'),
  LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
  // P5 signs the benched member in many times a second from one address: the limits on sign-in
  // attempts would refuse it (they are judged in the edge's tests, not here).
  RATE_LIMIT_MAX_PER_IP: '100000',
  RATE_LIMIT_MAX_PER_ACCOUNT: '100000',
  // P5's checkouts pay with the built-in simulated provider (no Stripe keys here), off by default in production
  SIMULATED_PAYMENTS: 'true',
  // P5's coach questions, all from one address
  VOICE_RATE_LIMIT_MAX_PER_IP: '100000',
  VOICE_RATE_LIMIT_MAX_PER_MEMBER: '100000',
  // the community phase's 20 posts a second come from one member
  COMMUNITY_POSTS_PER_MINUTE: '100000',
  // P4 and growth draw every completion's member from all of them, each active within seconds (the
  // traffic model keeps about 50,000 in the app within 10 minutes at 500,000 a day): the gateway
  // keeps every member's session, as an operator with that many members at once would set it.
  SESSION_CACHE_MAX_ENTRIES: String(Math.max(50_000, ...SIZES)),
  IDENTITY_METRICS_PORT: String(await freePort()),
  CHALLENGE_METRICS_PORT: String(await freePort()),
  ...(PROFILE_DIR
    ? { NODE_OPTIONS: `--import ${join(ROOT, 'infra/bench/cpu-profile.mjs')}`, BENCH_PROFILE_DIR: PROFILE_DIR }
    : {}),
};
if (PROFILE_DIR) mkdirSync(PROFILE_DIR, { recursive: true });

/** The host's load average over the last minute when the run began: the machine is shared. */
const loadAtStart = Math.round(loadavg()[0] * 10) / 10;
say('▸ Starting a test system (its own database, NATS prefix and port)…');
const system = await startTestSystem({ env });
const systemUrl = system.url;
const replicas = [];
let bare;
let quotas;
let stopped;
/** What a run starts beside the system, and the system: stopped once, at the end of a run or on Ctrl-C. */
const stopEverything = () =>
  (stopped ??= (async () => {
    quotas?.release?.();
    for (const child of replicas) child.kill('SIGTERM');
    await bare?.close();
    await system.stop();
  })());
// Interrupted, the bench leaves no capped group, second replica or test system behind.
for (const signal of ['SIGINT', 'SIGTERM'])
  process.once(signal, () => {
    say(`\n▸ ${signal}: stopping the system…`);
    stopEverything().finally(() => process.exit(130));
  });
try {
  const register = await fetch(`${system.url}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      username: 'Bench',
      email: 'bench@example.com',
      password: 'bench-reto-28',
      gender: 'female',
      timezone: 'America/Mexico_City',
    }),
  });
  const { id: userId } = await register.json();
  const cookie = register.headers.getSetCookie()[0].split(';')[0];
  const rpc = await RpcClient.connect({
    url: system.base.NATS_URL ?? 'nats://127.0.0.1:4222',
    name: 'bench',
    timeoutMs: 5000,
    subjectPrefix: system.base.NATS_SUBJECT_PREFIX,
    logger: createLogger('bench', 'silent'),
  });
  await rpc.request(ChallengeSubjects.grantEnrolment, {
    email: 'bench@example.com',
    userId,
    editionNumber: runningEdition(new Date().toISOString().slice(0, 10)).number,
    sourceId: 'bench',
  });
  await rpc.close();

  const databaseUrls = {
    identity: systemDatabaseAdminUrl(system.base, 'identity'),
    challenge: systemDatabaseAdminUrl(system.base, 'challenge'),
  };
  say(`▸ Seeding ${MEMBERS} members with a month of completions…`);
  const seedStarted = performance.now();
  const seeded = await seedMembers(databaseUrls, { userId, members: MEMBERS });
  const seedSeconds = (performance.now() - seedStarted) / 1000;
  say(
    `  ${seeded.completions} completions over ${seeded.pastDays} days in ${seedSeconds.toFixed(1)} s (its checkpoint ${seeded.checkpointSeconds} s of it)`,
  );
  const { memberIds: seededIds, ...seedFigures } = seeded;
  const memberIds = [...seededIds];

  bare = await startBareHandler(databaseUrls);

  // Both answer the same day for the same member before anything is measured.
  const read = async (base, headers = { cookie }) => {
    const res = await fetch(`${base}/api/challenge-day`, { headers });
    if (res.status !== 200) throw new Error(`${base}/api/challenge-day answered ${res.status}`);
    return res.json();
  };
  const [viaSystem, viaBare] = [await read(system.url), await read(bare.url)];
  for (const field of ['dayOfChallenge', 'streak', 'progress', 'currentDate'])
    if (viaSystem[field] !== viaBare[field])
      throw new Error(`the two reads disagree on ${field}: ${viaSystem[field]} vs ${viaBare[field]}`);

  const graphql = { method: 'POST', body: JSON.stringify({ query: DASHBOARD }) };
  const graphqlHeaders = { cookie, 'content-type': 'application/json' };
  const answer = await (await fetch(`${system.url}/graphql`, { ...graphql, headers: graphqlHeaders })).json();
  if (!answer.data?.me || !answer.data?.challengeDay?.todaysUnit) throw new Error(`P2: ${JSON.stringify(answer)}`);

  const randomMember = (request) => {
    const id = memberIds[Math.floor(Math.random() * memberIds.length)];
    return { ...request, headers: { ...request.headers, cookie: `reto_session=${benchSessionToken(id)}` } };
  };
  // What one request costs each app of the system (community and admin consume a completion's
  // event), the NATS server its messages cross, the machine's PostgreSQL and Redis (every process of
  // theirs: other work on the machine would count too, so read them on a quiet one), and this
  // process (the load generator; the bare handler shares it, idle while the system is measured).
  /** This system's PostgreSQL: the backends on its databases (the bare handler's too) and the server's own processes. */
  const systemPostgres = postgresProcessesOf(Object.values(systemDatabaseNames(system.base)));
  const appPids = () => ({
    ...Object.fromEntries([...system.supervisor.children].map(([app, child]) => [app, child.pid])),
    nats: system.natsServer?.pid,
    postgres: systemPostgres,
    redis: processesNamed('redis-server'),
    'load generator': process.pid,
  });
  const cannon = async (title, options, { warm = true, pids = {} } = {}) => {
    // a fixed `amount` of requests instead of DURATION_S when asked
    const { connections = CONNECTIONS, amount, ...request } = options;
    if (warm && WARMUP_S > 0) await autocannon({ ...request, connections, duration: WARMUP_S });
    say(`▸ ${title}: ${connections} connections for ${amount ? `${amount} requests` : `${DURATION_S} s`}…`);
    const { result, cpuUsPerRequest, machineBusy } = await cpuPerRequest(pids, async () => {
      const run = await autocannon({ ...request, connections, ...(amount ? { amount } : { duration: DURATION_S }) });
      return { result: run, requests: run.requests.total };
    });
    if (result.non2xx || result.errors) throw new Error(`${title}: ${result.non2xx} non-2xx, ${result.errors} errors`);
    const { p50, p90, p99 } = result.latency;
    return {
      title,
      // every response over the run's own length (a run of a fixed number of requests ends mid-second)
      reqPerS: Math.round(result.requests.total / result.duration),
      p50,
      p90,
      p99,
      requests: result.requests.total,
      cpuUsPerRequest,
      machineBusy,
    };
  };
  // Phases measured in turns: after a warm-up each, every phase runs SLICE_S, then the next, until
  // each has run DURATION_S; a phase's figures pool its slices (every response timed, CPU added up).
  const takeTurns = async (phases, { connections = CONNECTIONS } = {}) => {
    if (WARMUP_S > 0)
      for (const { options } of phases) await autocannon({ ...options, connections, duration: WARMUP_S });
    say(
      `▸ ${phases.map((p) => p.title).join(' | ')}: ${connections} connections, turns of ${SLICE_S} s, ${DURATION_S} s each…`,
    );
    const runs = phases.map((phase) => ({
      phase,
      meter: cpuMeter(phase.pids ?? {}),
      latencies: [],
      requests: 0,
      seconds: 0,
    }));
    for (let elapsed = 0; elapsed < DURATION_S; elapsed += SLICE_S) {
      for (const run of runs) {
        await run.meter.measure(async () => {
          const slice = autocannon({
            ...run.phase.options,
            connections,
            duration: Math.min(SLICE_S, DURATION_S - elapsed),
          });
          slice.on('response', (_client, _status, _bytes, ms) => run.latencies.push(ms));
          const result = await slice;
          if (result.non2xx || result.errors)
            throw new Error(`${run.phase.title}: ${result.non2xx} non-2xx, ${result.errors} errors`);
          run.requests += result.requests.total;
          run.seconds += result.duration;
          return { requests: result.requests.total };
        });
      }
    }
    return Object.fromEntries(
      runs.map(({ phase, meter, latencies, requests, seconds }) => {
        const sorted = Float64Array.from(latencies).sort();
        const at = (q) => Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] * 10) / 10;
        const figures = {
          title: phase.title,
          reqPerS: Math.round(requests / seconds),
          p50: at(0.5),
          p90: at(0.9),
          p99: at(0.99),
          requests,
        };
        return [phase.key, { ...figures, ...meter.figures() }];
      }),
    );
  };
  const rest = (base) => ({ url: `${base}/api/challenge-day`, headers: { cookie } });
  const many = (base) => ({
    url: `${base}/api/challenge-day`,
    requests: [{ method: 'GET', path: '/api/challenge-day', setupRequest: randomMember }],
  });

  const ratio = (x, y) => Math.round((x / y) * 100) / 100;
  const percent = (share) => (share === undefined ? 'an unknown share' : `${Math.round(share * 100)} %`);
  const results = {
    at: new Date().toISOString(),
    machine: { cores: availableParallelism(), node: process.version },
    settings: {
      connections: CONNECTIONS,
      durationS: DURATION_S,
      // P5's ramp runs each rate this long (BENCH_P5_STEP_S), not BENCH_DURATION_S
      p5StepS: P5_STEP_S,
      warmupS: WARMUP_S,
      rounds: ROUNDS,
      members: MEMBERS,
      sizes: SIZES,
      logLevel: env.LOG_LEVEL,
    },
    seed: { ...seedFigures, seconds: Math.round(seedSeconds * 10) / 10 },
  };
  const rows = [];
  const summary = [];

  // P1's two sides and P2 take turns in slices of BENCH_SLICE_S within each round, so all three meet
  // the same machine: run one after the other, a host whose speed changed between them moved P2's
  // ratio by a third. The median round (by its ratio) is the one reported.
  const dashboard = { url: `${systemUrl}/graphql`, ...graphql, headers: graphqlHeaders };
  const p1Rounds = [];
  const p2Rounds = [];
  for (let round = 1; round <= ROUNDS; round += 1) {
    const phases = [
      ...(PHASES.has('p1')
        ? [
            { key: 'bare', title: `P1 bare handler (round ${round})`, options: rest(bare.url) },
            { key: 'system', title: `P1 whole system (round ${round})`, options: rest(systemUrl), pids: appPids() },
          ]
        : []),
      ...(PHASES.has('p2')
        ? [{ key: 'graphql', title: `P2 GraphQL dashboard (round ${round})`, options: dashboard, pids: appPids() }]
        : []),
    ];
    if (!phases.length) break; // BENCH_PHASES without p1 and p2
    const measured = await takeTurns(phases);
    if (measured.system)
      p1Rounds.push({
        bare: measured.bare,
        system: measured.system,
        ratio: ratio(measured.system.reqPerS, measured.bare.reqPerS),
      });
    if (measured.graphql)
      p2Rounds.push({
        graphql: measured.graphql,
        p1p50: measured.system ? Math.max(measured.system.p50, 0.1) : undefined,
      });
  }
  const medianBy = (runs, key) => [...runs].sort((a, b) => key(a) - key(b))[Math.floor(runs.length / 2)];

  if (p1Rounds.length) {
    const { system: s, bare: b, ratio: throughputRatio } = medianBy(p1Rounds, (r) => r.ratio);
    results.p1 = {
      system: s,
      bare: b,
      rounds: p1Rounds,
      throughputRatio,
      goal: `≥ ${GOALS.p1Ratio}× the bare handler, p99 ≤ ${GOALS.p1P99Ms} ms`,
      met: throughputRatio >= GOALS.p1Ratio && s.p99 <= GOALS.p1P99Ms,
    };
    rows.push(...p1Rounds.flatMap((r) => [r.bare, r.system]));
    summary.push(
      `P1: the system serves ${throughputRatio}× the bare handler's throughput, p99 ${s.p99} ms (median of ${p1Rounds.length} rounds; goal ${results.p1.goal}): ${results.p1.met ? 'met' : 'NOT met'}`,
    );
  }

  if (p2Rounds.length) {
    const withRatio = p2Rounds.map((r) => ({
      ...r,
      ratio: r.p1p50 === undefined ? undefined : ratio(r.graphql.p50, r.p1p50),
    }));
    const { graphql: p2, ratio: p50RatioToP1 } = medianBy(withRatio, (r) => r.ratio ?? 0);
    results.p2 = {
      graphql: p2,
      rounds: withRatio,
      p50RatioToP1,
      goal: `p50 ≤ ${GOALS.p2ToP1}× P1`,
      met: typeof p50RatioToP1 === 'number' && p50RatioToP1 <= GOALS.p2ToP1,
    };
    rows.push(...p2Rounds.map((r) => r.graphql));
    summary.push(
      p50RatioToP1 === undefined
        ? `P2: GraphQL dashboard p50 ${p2.p50} ms; P1 was not measured in this run, so no ratio (goal ${results.p2.goal})`
        : `P2: GraphQL dashboard p50 is ${p50RatioToP1}× P1's in the same round (median of ${withRatio.length}; goal ${results.p2.goal}): ${results.p2.met ? 'met' : 'NOT met'}`,
    );
  }

  /**
   * The lag of `subject`'s events from now on, from each row's creation in its publisher's outbox to
   * the time JetStream stored it (its timestamp in the stream: from then on every consumer is
   * served it). `stop()` reads the stream after the load through an ordered consumer, every message
   * since the start, and joins each to its row by `Nats-Msg-Id` (one machine, one clock). A plain
   * subscriber in the load generator missed thousands of the messages JetStream had stored (most
   * likely dropped by the server as a slow consumer's), and timed the rest by when its saturated event loop
   * read them.
   */
  const eventLag = async (subject) => {
    const since = new Date();
    return {
      stop: async () => {
        // What the relay still had in hand when the load stopped.
        await new Promise((resolve) => setTimeout(resolve, Number(process.env.BENCH_P4_DRAIN_MS ?? 2000)));
        // the publisher's own database and stream: the subject's first token (`challenge.…`, `billing.…`)
        const publisher = subject.split('.')[0];
        const stored = await storedSince(publisher, subject, since);
        const outbox = new pg.Client({ connectionString: systemDatabaseAdminUrl(system.base, publisher) });
        await outbox.connect();
        const { rows } = await outbox
          .query(
            `SELECT msg_id, (extract(epoch FROM created_at) * 1000)::float8 AS created, published_at IS NOT NULL AS published
               FROM ${publisher}.outbox WHERE subject = $1 AND created_at >= $2`,
            [subject, since],
          )
          .finally(() => outbox.end());
        const lags = rows.filter((row) => stored.has(row.msg_id)).map((row) => stored.get(row.msg_id) - row.created);
        return {
          subject,
          events: lags.length,
          undelivered: rows.length - lags.length,
          unpublished: rows.filter((row) => !row.published).length,
          p50: quantile(lags, 0.5),
          p99: quantile(lags, 0.99),
        };
      },
    };
  };
  /** `Nats-Msg-Id` → the time JetStream stored it (ms), for every message of `subject` in the publisher's stream since `since`. */
  const storedSince = async (publisher, subject, since) => {
    const nc = await connectNats({
      ...natsConnectionOptions({ url: system.base.NATS_URL ?? 'nats://127.0.0.1:4222' }),
      name: 'bench-events',
    });
    try {
      const prefix = system.base.NATS_SUBJECT_PREFIX;
      // An ordered consumer over the whole stream, filtered here (subject filters of ordered consumers need NATS 2.10).
      const consumer = await jetstream(nc).consumers.get(eventStreamName(publisher, prefix), {
        deliver_policy: DeliverPolicy.StartTime,
        opt_start_time: since.toISOString(),
      });
      const stored = new Map();
      const BATCH = 1000;
      for (let got = BATCH; got === BATCH;) {
        got = 0;
        for await (const message of await consumer.fetch({ max_messages: BATCH, expires: 2_000 })) {
          got += 1;
          const msgId = message.headers?.get('Nats-Msg-Id');
          if (message.subject === `${prefix}${subject}` && msgId)
            stored.set(msgId, Number(message.info.timestampNanos) / 1e6);
        }
      }
      return stored;
    } finally {
      await nc.close();
    }
  };

  // The exercises a member may mark done today: every exercise of a day already come.
  const challengeDb = new pg.Client({ connectionString: databaseUrls.challenge });
  await challengeDb.connect();
  const doable = (
    await challengeDb.query(
      `SELECT x.id AS exercise, u.id AS unit FROM challenge.exercises x
         JOIN challenge.workout_units u ON u.id = x.unit_id
        WHERE NOT u.is_rest_day AND u.day <= $1 ORDER BY u.day, x.position`,
      [viaSystem.dayOfChallenge],
    )
  ).rows;
  await challengeDb.end();
  const pick = (list) => list[Math.floor(Math.random() * list.length)];
  const memberCookie = () => `reto_session=${benchSessionToken(pick(memberIds))}`;
  const COMPLETE =
    'mutation Complete($e: Int!, $u: Int!) { completeExercise(exerciseId: $e, unitId: $u) { success unitCompleted } }';
  /** A random member's completion of a random exercise they may do, over REST or GraphQL. */
  const completion = (graphql) => (request) => {
    const { exercise, unit } = pick(doable);
    const headers = { cookie: memberCookie(), 'content-type': 'application/json' };
    return graphql
      ? {
          ...request,
          method: 'POST',
          path: '/graphql',
          headers,
          body: JSON.stringify({ query: COMPLETE, variables: { e: exercise, u: unit } }),
        }
      : {
          ...request,
          method: 'POST',
          path: `/api/exercises/${exercise}/complete`,
          headers,
          body: JSON.stringify({ unitId: unit }),
        };
  };
  /**
   * Each member's session resolved once by the system's gateway, unmeasured: in the app a completion
   * follows the exercise page's read (polled every 10 s while it is open), so the gateway holds the
   * member's session already; a member met first by the completion measured identity's session
   * read, not the write.
   */
  const warmSessions = async () => {
    let next = 0;
    await autocannon({
      url: systemUrl,
      connections: CONNECTIONS,
      amount: memberIds.length,
      requests: [
        {
          method: 'GET',
          path: '/api/user',
          setupRequest: (request) => ({
            ...request,
            headers: { cookie: `reto_session=${benchSessionToken(memberIds[next++ % memberIds.length])}` },
          }),
        },
      ],
    });
  };
  const writes = (base, graphql) => ({
    url: base,
    requests: [{ method: 'POST', path: '/', setupRequest: completion(graphql) }],
  });
  // GraphQL answers 200 with `errors` too: one completion of each kind is checked before any is measured.
  {
    const { exercise, unit } = doable[0];
    const post = (path, body) =>
      fetch(`${systemUrl}${path}`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const viaRest = await post(`/api/exercises/${exercise}/complete`, { unitId: unit });
    const viaGraphql = await (await post('/graphql', { query: COMPLETE, variables: { e: exercise, u: unit } })).json();
    const viaBareWrite = await fetch(`${bare.url}/api/exercises/${exercise}/complete`, {
      method: 'POST',
      headers: { cookie },
      body: JSON.stringify({ unitId: unit }),
    });
    if (viaRest.status !== 200 || !viaGraphql.data?.completeExercise?.success || viaBareWrite.status !== 200)
      throw new Error(
        `P4: a completion failed: ${viaRest.status} ${JSON.stringify(viaGraphql)} ${viaBareWrite.status}`,
      );
  }

  /** A request body as JSON with its content type, for paced.mjs and fetch alike. */
  const jsonPost = (path, value, headers = {}) => ({
    method: 'POST',
    path,
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(value),
  });
  // Checkouts paid in the run: each a checkout made before it (a clientSecret pays once).
  const unpaid = [];
  const buyer = (n) => ({
    personalData: {
      fullName: 'Valeria Torres',
      email: `comprador-${n}-${randomBytes(3).toString('hex')}@bench.example`,
      age: 27,
      height: '160',
      weight: '58',
      physicalActivity: 'ligero',
      occupation: 'Profesora',
      cityCountry: 'Lima, Perú',
      phoneCountryCode: '+51',
      phoneNumber: '987654321',
      hasHealthConditions: false,
      fitnessGoal: 'perder_grasa',
      additionalInfo: '',
    },
  });
  let buyers = 0;
  const checkout = async () => {
    const { path, ...init } = jsonPost('/api/create-subscription', buyer((buyers += 1)));
    const res = await fetch(`${systemUrl}${path}`, init);
    if (res.status !== 200) throw new Error(`a checkout answered ${res.status}`);
    unpaid.push((await res.json()).clientSecret);
  };
  /** Pays a checkout made before (the simulated provider's card form): its payment's event leaves billing's outbox. */
  const card = (clientSecret) => ({ clientSecret, cardNumber: '4242424242424242', expiry: '12/34', cvc: '123' });
  const pay = (clientSecret) => jsonPost('/api/confirm-simulated-payment', card(clientSecret));

  // Whether a completion through the system appends its event: then the bare handler appends the
  // same row, so P4's two sides do the same work. A seeded member's completion of today's last
  // exercise (the seed wrote the days before today only): a new one, whatever a repeat does.
  const completionsPublish = await (async () => {
    const { exercise, unit } = doable.at(-1);
    await fetch(`${systemUrl}/api/exercises/${exercise}/complete`, {
      method: 'POST',
      headers: { cookie: memberCookie(), 'content-type': 'application/json' },
      body: JSON.stringify({ unitId: unit }),
    }).then((res) => res.arrayBuffer());
    const outbox = new pg.Client({ connectionString: databaseUrls.challenge });
    await outbox.connect();
    try {
      const { rows } = await outbox.query(`SELECT 1 FROM challenge.outbox WHERE subject = $1 LIMIT 1`, [
        P4_EVENT_SUBJECT,
      ]);
      return rows.length > 0;
    } finally {
      await outbox.end();
    }
  })();
  if (completionsPublish) bare.appendOutbox(P4_EVENT_SUBJECT);

  if (PHASES.has('p4')) {
    // The event a completion publishes, timed from its outbox row to its delivery on NATS.
    const lag = await eventLag(P4_EVENT_SUBJECT);
    // And a payment's event (billing's outbox, the same relay) every 250 ms through the run: the
    // relay's outbox-to-delivery under P4's load, whatever a completion publishes.
    for (let i = 0; i < 4 * 3 * (DURATION_S + WARMUP_S) + 8; i += 1) await checkout();
    const paymentLag = await eventLag('billing.payment.succeeded.v1');
    let paying = true;
    const payments = (async () => {
      while (paying && unpaid.length) {
        const { path, ...init } = pay(unpaid.pop());
        await fetch(`${systemUrl}${path}`, init).then((res) => res.arrayBuffer());
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    })();
    await warmSessions();
    // As P1: the three take turns in slices, so each ratio compares the same minutes of the host.
    const measured = await takeTurns([
      { key: 'bare', title: 'P4 bare handler, completion', options: writes(bare.url, false) },
      { key: 'rest', title: 'P4 whole system, REST completion', options: writes(systemUrl, false), pids: appPids() },
      {
        key: 'graphql',
        title: 'P4 whole system, GraphQL completion',
        options: writes(systemUrl, true),
        pids: appPids(),
      },
    ]);
    paying = false;
    await payments;
    const [publishLag, paymentPublishLag] = [await lag.stop(), await paymentLag.stop()];
    const restRatio = ratio(measured.rest.reqPerS, measured.bare.reqPerS);
    results.p4 = {
      bare: measured.bare,
      rest: measured.rest,
      graphql: measured.graphql,
      throughputRatio: restRatio,
      graphqlThroughputRatio: ratio(measured.graphql.reqPerS, measured.bare.reqPerS),
      publishLag,
      paymentPublishLag,
      bareAppendsOutboxRow: completionsPublish,
      goal: `≥ ${GOALS.p4Ratio}× the bare handler's write, outbox-to-delivery p99 ≤ ${GOALS.p4PublishLagP99Ms} ms`,
      met: restRatio >= GOALS.p4Ratio && (publishLag.p99 ?? Infinity) <= GOALS.p4PublishLagP99Ms,
    };
    rows.push(measured.bare, measured.rest, measured.graphql);
    summary.push(
      `P4: a completion through the whole system serves ${restRatio}× the bare handler's write over REST, ${results.p4.graphqlThroughputRatio}× over GraphQL; ${publishLag.events ? `outbox row to stored in JetStream of ${P4_EVENT_SUBJECT}: p50 ${publishLag.p50} ms, p99 ${publishLag.p99} ms over ${publishLag.events} events (${publishLag.undelivered} rows not in the stream, ${publishLag.unpublished} of them not published by the relay)` : `no ${P4_EVENT_SUBJECT} appended to challenge's outbox: a completion publishes no event in this build, so the publish lag is not measured`} ; a payment's event beside it: p50 ${paymentPublishLag.p50} ms, p99 ${paymentPublishLag.p99} ms over ${paymentPublishLag.events} (${paymentPublishLag.undelivered} not delivered) (goal ${results.p4.goal}): ${results.p4.met ? 'met' : 'NOT met'}`,
    );
  }

  const login = { username: 'Bench', password: 'bench-reto-28' };
  /**
   * Figures of one open-loop run (paced.mjs): every answer timed from its arrival, the p99 of each
   * kind, the statuses that were not 2xx, and the CPU each process used per request.
   */
  const pacedRun = async (title, { rate, seconds = P5_STEP_S, next, url = systemUrl, pids = appPids() }) => {
    const meter = cpuMeter(pids);
    const { run } = await meter.measure(async () => {
      const done = await paced({ url, rate, seconds, connections: CONNECTIONS, next });
      return { run: done, requests: done.answers.length };
    });
    const byKind = {};
    for (const { kind, ms } of run.answers) (byKind[kind] ??= []).push(ms);
    const all = run.answers.map((a) => a.ms);
    // 304 is the answer a conditional GET (a poll with its ETag) wants when nothing changed
    const non2xx = run.answers.filter((a) => a.status < 200 || (a.status >= 300 && a.status !== 304));
    return {
      title,
      rate: Math.round(rate),
      reqPerS: Math.round(run.answers.length / run.duration),
      // the rate that arrived (Poisson: the set rate give or take its noise), which the answers are held to
      offeredPerS: Math.round(run.sent / run.duration),
      p50: quantile(all, 0.5),
      p90: quantile(all, 0.9),
      p99: quantile(all, 0.99),
      requests: run.answers.length,
      non2xx: non2xx.length,
      non2xxByKind: non2xx.reduce(
        (counts, a) => ({ ...counts, [`${a.kind} ${a.status}`]: (counts[`${a.kind} ${a.status}`] ?? 0) + 1 }),
        {},
      ),
      errors: run.errors,
      p99ByKind: Object.fromEntries(Object.entries(byKind).map(([kind, values]) => [kind, quantile(values, 0.99)])),
      ...meter.figures(),
    };
  };

  if (PHASES.has('signin') && results.p1) {
    // Sign-ins (argon2id, on identity's hashing threads at nice +10: off the event loop) beside P1's read at 80 % of
    // its peak, both arriving as independent members would. The peak is the open loop's own: the
    // highest rate of the read, arriving as a Poisson process through the same generator, that the
    // system holds (SIGNIN_PEAK_HOLDS), in steps of SIGNIN_PEAK_STEP from half the closed loop's. The
    // closed loop's (P1's, autocannon's 50 connections each sending when answered) is not it: each
    // wake-up of the generator and of the gateway takes many answers and sends many requests there,
    // while arrivals one by one pay theirs one by one, in the generator and in the system.
    const read = () => ({ kind: 'read', method: 'GET', path: '/api/challenge-day', headers: { cookie } });
    const closedLoopPeak = results.p1.system.reqPerS;
    const peakSteps = [];
    let peak;
    for (
      let rate = Math.round(0.5 * closedLoopPeak);
      peakSteps.length < 16;
      rate = Math.round(rate * SIGNIN_PEAK_STEP)
    ) {
      say(`▸ P1's read as members arrive, ${rate} req/s for ${SIGNIN_PEAK_S} s…`);
      const step = await pacedRun(`P1's read as members arrive, ${rate} req/s`, {
        rate,
        seconds: SIGNIN_PEAK_S,
        next: read,
      });
      peakSteps.push(step);
      if (!SIGNIN_PEAK_HOLDS(step)) break;
      peak = step;
    }
    if (!peak) throw new Error(`P1's read as members arrive: not even ${peakSteps[0].rate} req/s held`);
    const readRate = Math.round(0.8 * peak.rate);
    const share = SIGNIN_RATE / (readRate + SIGNIN_RATE);
    const next = () => (Math.random() < share ? { kind: 'signIn', ...jsonPost('/api/login', login) } : read());
    say(
      `▸ Sign-ins (${SIGNIN_RATE}/s) beside P1's read at ${readRate} req/s (80 % of the ${peak.rate} it held as members arrive; the closed loop's ${closedLoopPeak}) for ${DURATION_S} s…`,
    );
    const run = await pacedRun(`Sign-ins beside P1's read at 80 % of its peak`, {
      rate: readRate + SIGNIN_RATE,
      seconds: DURATION_S,
      next,
    });
    const stepFigures = ({ rate, reqPerS, p50, p99, machineBusy, cpuUsPerRequest }) => ({
      rate,
      reqPerS,
      p50,
      p99,
      machineBusy,
      cpuUsPerRequest,
    });
    results.signIn = {
      ...run,
      readRate,
      signInRate: SIGNIN_RATE,
      peak: { ...stepFigures(peak), closedLoop: closedLoopPeak, steps: peakSteps.map(stepFigures) },
      goal: `sign-in p99 ≤ ${GOALS.p5SignInP99Ms} ms while P1 runs at 80 % of its peak`,
      met: (run.p99ByKind.signIn ?? Infinity) <= GOALS.p5SignInP99Ms && !run.non2xx,
    };
    rows.push(...peakSteps, run);
    summary.push(
      `Sign-in: p99 ${run.p99ByKind.signIn} ms beside the read's p99 ${run.p99ByKind.read} ms, P1's read at ${readRate} req/s (80 % of the ${peak.rate} req/s it held as members arrive, p99 ${peak.p99} ms; the closed loop's peak ${closedLoopPeak}) and ${SIGNIN_RATE} sign-ins a second, ${run.non2xx} non-2xx (goal ${results.signIn.goal}): ${results.signIn.met ? 'met' : 'NOT met'}`,
    );
  }

  if (PHASES.has('p5')) {
    // A member's day as a mix: each request a kind drawn by its weight in the traffic model, the
    // operation the app sends for it, for a member drawn from those the rate keeps in the app at once
    // (rate × the seconds between one member's requests), so each member's requests come as far
    // apart as the app's own; each member is on one exercise of the programme, which its page polls.
    const mix = replayedMix();
    const weights = weightsOf(mix);
    const gapS = secondsBetweenRequests();
    for (let i = 0; i < 100; i += 1) await checkout();
    const operation = appOperations();
    const questions = ['¿Cuántas series hago hoy?', '¿Qué como antes de entrenar?', 'Me duele la rodilla al saltar'];
    let inApp = memberIds;
    // each member's cookie made once (a SHA-256 each), as a browser keeps it: the generator shares the cores
    const cookies = new Map();
    const cookieOf = (id) => {
      let cookie = cookies.get(id);
      if (cookie === undefined) cookies.set(id, (cookie = `reto_session=${benchSessionToken(id)}`));
      return cookie;
    };
    const memberAt = (index) => ({ cookie: cookieOf(inApp[index]), on: doable[index % doable.length] });
    const member = () => memberAt(Math.floor(Math.random() * inApp.length));
    /** Of the app's conditional GETs, the share that are new reads (no ETag kept): the model's. */
    const newReads = { Exercise: newReadShare().exercise, WorkoutUnits: newReadShare().workoutUnits };
    /** The query string of a GET of the app's operation `name` (its document), as Apollo's HttpLink writes it. */
    const getOperations = new Map();
    const getOperation = (name) => {
      if (!getOperations.has(name)) {
        const { query } = JSON.parse(operation(name));
        getOperations.set(name, `query=${encodeURIComponent(query)}&operationName=${name}`);
      }
      return getOperations.get(name);
    };
    let target = systemUrl;
    const app = (name, variables, headers = { cookie: member().cookie }) => ({
      method: 'POST',
      path: '/graphql',
      headers: { ...headers, ...BROWSER_HEADERS, 'content-type': 'application/json' },
      body: operation(name, variables),
    });
    /**
     * A query the app sends as a GET (POLL_AS_GET), with the ETag the browser kept from this member's
     * last answer to the same request; over POST to a gateway built before (BENCH_P5_BEFORE_POLL).
     */
    /**
     * Each member's GET of an operation at a gateway (a browser's cache is per origin), made once:
     * its path and the ETag kept from its last 200 (a member asks the same all run, and the
     * generator shares the cores).
     */
    const polls = new Map();
    const polled = (name, variables, cookie) => {
      if (target !== systemUrl && !beforeTakesGet(name)) return app(name, variables, { cookie });
      let byRequest = polls.get(cookie);
      if (byRequest === undefined) polls.set(cookie, (byRequest = new Map()));
      const variablesText = variables ? JSON.stringify(variables) : '';
      const requestKey = `${target} ${name} ${variablesText}`;
      let poll = byRequest.get(requestKey);
      if (poll === undefined) {
        const path = `/graphql?${getOperation(name)}${variables ? `&variables=${encodeURIComponent(variablesText)}` : ''}`;
        poll = { path, etag: undefined };
        // the ETag of a 200 kept as the browser keeps it (a 304 keeps the one it had)
        poll.answered = (status, headers) => {
          if (status === 200) poll.etag = headers().etag ?? poll.etag;
        };
        byRequest.set(requestKey, poll);
      }
      // a page's first read (or the refetch after its completion) brings no ETag: as often as the model says
      const etag = Math.random() < (newReads[name] ?? 0) ? undefined : poll.etag;
      return {
        method: 'GET',
        path: poll.path,
        headers: etag ? { cookie, ...BROWSER_HEADERS, 'if-none-match': etag } : { cookie, ...BROWSER_HEADERS },
        answered: poll.answered,
      };
    };
    const kinds = {
      signIn: () => app('Login', { input: login }, {}),
      me: () => app('Me'),
      cacheVersion: () => app('CacheVersion'),
      challengeDay: () => app('ChallengeDay'),
      survey: () => app('Survey'),
      // the dashboard's community card; the seeded members are in no group (the community learns of
      // a member from the challenge's access event, which the seed does not publish), so it is
      // measured on its answer for a member outside a group ("Grupo no encontrado"), as the card asks it
      dashboardCommunity: () => app('DashboardCommunity'),
      // as the app polls it: a GET, with the ETag the browser kept from this member's last answer
      // (a gateway built before the GET existed is polled over POST: BENCH_P5_BEFORE_POLL)
      exercise: () => {
        const { cookie, on } = member();
        return polled('Exercise', { exerciseId: on.exercise, unitId: on.unit }, cookie);
      },
      // not in the mix: the poll as the app sent it before it went over GET (BENCH_P5_KINDS=exercisePost,exercise
      // compares the two through the same build)
      exercisePost: () => {
        const { cookie, on } = member();
        return app('Exercise', { exerciseId: on.exercise, unitId: on.unit }, { cookie });
      },
      // a GET as the exercise's poll, with the ETag kept (BENCH_P5_BEFORE_POLL: as before, POST)
      workoutUnits: () => polled('WorkoutUnits', undefined, member().cookie),
      workoutUnit: () => {
        const { cookie, on } = member();
        return app('WorkoutUnit', { id: on.unit }, { cookie });
      },
      completion: () => {
        const { exercise, unit } = pick(doable);
        return app('CompleteExercise', { exerciseId: exercise, unitId: unit });
      },
      coachQuestion: () => app('CoachConversation', { message: pick(questions) }),
      landing: () => ({ method: 'GET', path: '/landing', headers: BROWSER_HEADERS }),
      reviews: () => ({ method: 'GET', path: '/api/reviews?limit=10', headers: BROWSER_HEADERS }),
      // the checkout page's and the simulated provider's card form's own operations, a visitor's (no session)
      checkout: () => app('CreateSubscription', buyer((buyers += 1)), {}),
      // the payment of a checkout made before the run
      webhook: () =>
        unpaid.length
          ? app('ConfirmSimulatedPayment', { input: card(unpaid.pop()) }, {})
          : app('CreateSubscription', buyer((buyers += 1)), {}),
    };
    const missing = Object.keys(mix).filter((kind) => !kinds[kind]);
    if (missing.length) throw new Error(`P5: no request for ${missing.join(', ')}`);
    // GraphQL answers 200 with `errors` too: each kind is asked once and checked before any is measured.
    for (const [kind, make] of Object.entries(kinds)) {
      const { path, ...init } = make();
      const res = await fetch(`${systemUrl}${path}`, init);
      const text = await res.text();
      const errors = path === '/graphql' ? (JSON.parse(text).errors ?? []) : [];
      const outsideAGroup = kind === 'dashboardCommunity' && errors.every((e) => e.extensions?.code === 'not_found');
      if (res.status !== 200 || (errors.length && !outsideAGroup))
        throw new Error(`P5: ${kind} answered ${res.status}: ${text.slice(0, 300)}`);
    }
    const next = () => {
      const kind = drawKind(weights, Math.random());
      return { kind, ...kinds[kind]() };
    };
    /** The members in the app at `rate` (at most every member seeded). */
    const membersInApp = (rate) => Math.min(memberIds.length, Math.ceil(rate * gapS));
    /**
     * The members in the app are mid-workout: each has its exercise's page open, and the browser
     * kept the answers of its last reads (the exercise's, the units list's) with their ETags. So,
     * unmeasured, each member in the app not yet seen by `target` reads them once there.
     */
    const primed = new Set();
    const prime = async (url) => {
      const members = inApp.map((_, index) => index).filter((index) => !primed.has(`${url} ${index}`));
      if (!members.length) return;
      let i = 0;
      await paced({
        url,
        rate: 1000,
        seconds: (members.length * 2) / 1000,
        connections: CONNECTIONS,
        next: () => {
          const index = members[Math.floor(i / 2) % members.length];
          const { cookie, on } = memberAt(index);
          primed.add(`${url} ${index}`);
          const read =
            i++ % 2 === 0
              ? polled('Exercise', { exerciseId: on.exercise, unitId: on.unit }, cookie)
              : polled('WorkoutUnits', undefined, cookie);
          // asked whole (no ETag sent), so each keeps the answer's
          return { kind: 'prime', ...read, ...(read.method === 'GET' ? { headers: { cookie } } : {}) };
        },
      });
    };
    const atRate = async (rate, { title = `P5 member's day at ${Math.round(rate)} req/s`, url, pids } = {}) => {
      inApp = memberIds.slice(0, membersInApp(rate));
      target = url ?? systemUrl;
      await prime(target);
      return pacedRun(title, { rate, next, url, pids });
    };
    // The one change that moved the first limit, before and after in one run: the same rate through a
    // second gateway whose session cache keeps a session P5_BEFORE_SESSION_TTL_MS (as it did), and
    // through the system's, in turns (before, after, before, after).
    const compared = { before: [], after: [] };
    const beforeName = P5_BEFORE_GATEWAY
      ? `the gateway of ${P5_BEFORE_LABEL}`
      : `session cache ${P5_BEFORE_SESSION_TTL_MS} ms`;
    /** P5 by kind's second gateway (BENCH_P5_KIND_BEFORE_ENV), when there is one. */
    let kindBefore;
    const steps = [];
    const within = (step) =>
      step.p99 <= GOALS.p5P99Ms && !step.non2xx && !step.errors && step.reqPerS >= 0.95 * step.offeredPerS;
    if (!P5_KINDS) {
      const beforePort = await freePort();
      const beforeEnv = { ...env, PORT: String(beforePort) };
      const beforeGateway = P5_BEFORE_GATEWAY
        ? spawn(process.execPath, [P5_BEFORE_GATEWAY], {
            env: appEnv('gateway', { ...system.base, ...beforeEnv }),
            cwd: ROOT,
            stdio: 'ignore',
          })
        : system.startReplica('gateway', { env: { ...beforeEnv, SESSION_CACHE_TTL_MS: P5_BEFORE_SESSION_TTL_MS } });
      replicas.push(beforeGateway);
      const beforeUrl = `http://127.0.0.1:${beforePort}`;
      for (let tries = 0; ; tries += 1) {
        const ok = await fetch(`${beforeUrl}/health/ready`).then(
          (res) => res.ok,
          () => false,
        );
        if (ok) break;
        if (tries > 120) throw new Error('the second gateway never became ready');
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
      const beforePids = { ...appPids(), gateway: beforeGateway.pid };
      say(
        `▸ P5 at ${P5_COMPARE_RATE} req/s, ${beforeName} (a second gateway) and the system's, in turns, ${P5_STEP_S} s each…`,
      );
      // Unmeasured first: each gateway meets the members in the app once (its session cache and the JIT warm).
      await atRate(P5_COMPARE_RATE, { title: 'warm-up', url: beforeUrl, pids: beforePids });
      await atRate(P5_COMPARE_RATE, { title: 'warm-up' });
      for (let turn = 0; turn < P5_TURNS; turn += 1) {
        compared.before.push(
          await atRate(P5_COMPARE_RATE, {
            title: `P5 at ${P5_COMPARE_RATE} req/s, ${beforeName} (turn ${turn + 1})`,
            url: beforeUrl,
            pids: beforePids,
          }),
        );
        compared.after.push(
          await atRate(P5_COMPARE_RATE, { title: `P5 at ${P5_COMPARE_RATE} req/s, the system (turn ${turn + 1})` }),
        );
      }
      replicas.splice(replicas.indexOf(beforeGateway), 1);
      const exited = once(beforeGateway, 'exit');
      beforeGateway.kill('SIGTERM');
      await exited;
      rows.push(...compared.before, ...compared.after);
      const search = await ramp({
        start: P5_START,
        step: P5_STEP,
        refine: P5_REFINE,
        holds: within,
        measure: async (rate) => {
          say(
            `▸ P5 member's day at ${Math.round(rate)} req/s (${membersInApp(rate)} members in the app) for ${P5_STEP_S} s…`,
          );
          const run = await atRate(rate);
          rows.push(run);
          return run;
        },
      });
      steps.push(...search.runs);
    } else {
      if (Object.keys(P5_KIND_BEFORE_ENV).length || P5_BEFORE_GATEWAY) {
        const port = await freePort();
        // another build's gateway (the code before a change) with the system's settings, or the
        // system's own with BENCH_P5_KIND_BEFORE_ENV
        const child = P5_BEFORE_GATEWAY
          ? spawn(process.execPath, [P5_BEFORE_GATEWAY], {
              env: appEnv('gateway', { ...system.base, ...env, PORT: String(port), ...P5_KIND_BEFORE_ENV }),
              cwd: ROOT,
              stdio: 'ignore',
            })
          : system.startReplica('gateway', { env: { ...env, PORT: String(port), ...P5_KIND_BEFORE_ENV } });
        replicas.push(child);
        kindBefore = { url: `http://127.0.0.1:${port}`, pid: child.pid };
        for (let tries = 0; ; tries += 1) {
          const ok = await fetch(`${kindBefore.url}/health/ready`).then(
            (res) => res.ok,
            () => false,
          );
          if (ok) break;
          if (tries > 120) throw new Error('the second gateway never became ready');
          await new Promise((resolve) => setTimeout(resolve, 500));
        }
      }
      // Unmeasured first: the members in the app met once (the session cache and the JIT warm), each
      // with the answers of its last reads kept, as the ramp's rates have them.
      inApp = memberIds.slice(0, membersInApp(P5_START));
      for (const url of [kindBefore?.url, systemUrl].filter(Boolean))
        for (const kind of P5_KINDS) {
          target = url;
          await prime(url);
          await pacedRun('warm-up', {
            rate: P5_START,
            seconds: P5_KIND_S,
            url,
            next: () => ({ kind, ...kinds[kind]() }),
          });
        }
    }
    // Where the CPU goes: each kind alone at the first rate (sign-ins at 2 a second), its CPU per
    // request in every process less what the process uses idle (measured as long, no requests), and
    // its share of a member-day's CPU (× its requests per member-day).
    const byKind = {};
    if (P5_KIND_S > 0) {
      say(`▸ P5 by kind: each alone for ${P5_KIND_S} s, after ${P5_KIND_S} s idle…`);
      inApp = memberIds.slice(0, membersInApp(P5_START));
      const idle = cpuMeter({ ...appPids(), ...(kindBefore ? { 'gateway before': kindBefore.pid } : {}) });
      await idle.measure(async () => {
        await new Promise((resolve) => setTimeout(resolve, P5_KIND_S * 1000));
        return { requests: 1 };
      });
      const idlePerS = Object.fromEntries(
        Object.entries(idle.figures().cpuUsPerRequest).map(([app, us]) => [app, us / P5_KIND_S]),
      );
      const measureKind = async (kind, before) => {
        const rate = kind === 'signIn' ? 2 : P5_START;
        target = before ? kindBefore.url : systemUrl;
        // the members in the app mid-workout, their browsers holding their last answers' ETags
        await prime(target);
        const run = await pacedRun(`P5 ${kind} alone at ${rate} req/s${before ? ' (the second gateway)' : ''}`, {
          rate,
          seconds: P5_KIND_S,
          next: () => ({ kind, ...kinds[kind]() }),
          ...(before ? { url: kindBefore.url, pids: { ...appPids(), gateway: kindBefore.pid } } : {}),
        });
        const idleOf = (app) => idlePerS[before && app === 'gateway' ? 'gateway before' : app] ?? 0;
        const net = Object.fromEntries(
          Object.entries(run.cpuUsPerRequest).map(([app, us]) => [
            app,
            Math.max(0, Math.round(us - (idleOf(app) * P5_KIND_S) / Math.max(1, run.requests))),
          ]),
        );
        const { 'load generator': _generator, ...system } = net;
        const totalUs = Object.values(system).reduce((sum, us) => sum + us, 0);
        return { requests: run.requests, p99: run.p99, cpuUsPerRequest: net, systemUs: totalUs };
      };
      const byKindBefore = {};
      for (const kind of P5_KINDS ?? Object.keys(mix)) {
        if (!kindBefore) {
          byKind[kind] = await measureKind(kind, false);
          continue;
        }
        // in turns, each side's runs summed
        const runs = { before: [], after: [] };
        for (let turn = 0; turn < P5_TURNS; turn += 1) {
          runs.before.push(await measureKind(kind, true));
          runs.after.push(await measureKind(kind, false));
        }
        const mean = (list) => ({
          requests: list.reduce((sum, r) => sum + r.requests, 0),
          p99: Math.max(...list.map((r) => r.p99)),
          cpuUsPerRequest: Object.fromEntries(
            Object.keys(list[0].cpuUsPerRequest).map((app) => [
              app,
              Math.round(list.reduce((sum, r) => sum + r.cpuUsPerRequest[app], 0) / list.length),
            ]),
          ),
          systemUs: Math.round(list.reduce((sum, r) => sum + r.systemUs, 0) / list.length),
        });
        byKind[kind] = mean(runs.after);
        byKindBefore[kind] = mean(runs.before);
        say(
          `  ${kind} through the second gateway (${P5_BEFORE_GATEWAY ? P5_BEFORE_LABEL : JSON.stringify(P5_KIND_BEFORE_ENV)}): ${byKindBefore[kind].systemUs} µs of the system per request (${Object.entries(
            byKindBefore[kind].cpuUsPerRequest,
          )
            .map(([app, us]) => `${app} ${us}`)
            .join(', ')})`,
        );
      }
      if (kindBefore)
        results.p5KindBefore = {
          ...(P5_BEFORE_GATEWAY ? { gateway: P5_BEFORE_LABEL } : {}),
          env: P5_KIND_BEFORE_ENV,
          byKind: byKindBefore,
        };
      // a kind outside the mix (exercisePost) counts as the kind it stands for
      const perDay = (kind) => mix[kind] ?? (kind === 'exercisePost' ? mix.exercise : 0);
      const dayUs = Object.entries(byKind)
        .filter(([kind]) => kind in mix)
        .reduce((sum, [kind, k]) => sum + k.systemUs * mix[kind], 0);
      for (const [kind, k] of Object.entries(byKind)) {
        k.shareOfMemberDay = Math.round(((k.systemUs * perDay(kind)) / dayUs) * 1000) / 1000;
        say(
          `  ${kind.padEnd(14)} ${String(k.systemUs).padStart(6)} µs of the system per request (${Object.entries(
            k.cpuUsPerRequest,
          )
            .map(([app, us]) => `${app} ${us}`)
            .join(
              ', ',
            )}), × ${Math.round(perDay(kind) * 100) / 100} a member-day: ${Math.round(k.shareOfMemberDay * 100)} % of a member-day's CPU`,
        );
      }
    }
    if (P5_KINDS) results.p5 = { byKind };
    else {
      // the highest rate held, and the lowest above it that was not (the refinement tries rates out of order)
      const held = steps.filter(within).sort((a, b) => b.rate - a.rate)[0];
      const notHeld = steps
        .filter((s) => !within(s) && (!held || s.rate > held.rate))
        .sort((a, b) => a.rate - b.rate)[0];
      const members = held ? dailyActiveMembersAt(held.reqPerS, mix) : 0;
      const perMemberDay = requestsPerMemberDay(mix);
      const cpuPerRequest = (runs) =>
        Object.fromEntries(
          Object.keys(runs[0].cpuUsPerRequest).map((app) => [
            app,
            Math.round(runs.reduce((sum, r) => sum + r.cpuUsPerRequest[app], 0) / runs.length),
          ]),
        );
      const side = (runs) => ({
        runs,
        p99: Math.max(...runs.map((r) => r.p99)),
        cpuUsPerRequest: cpuPerRequest(runs),
      });
      results.p5 = {
        mix,
        requestsPerMemberDay: perMemberDay,
        busiestHourShare: BUSIEST_HOUR_SHARE,
        secondsBetweenRequests: Math.round(gapS * 10) / 10,
        generator: 'paced.mjs: Poisson arrivals, each request timed from its arrival',
        beforeAfter: {
          rate: P5_COMPARE_RATE,
          before: {
            ...(P5_BEFORE_GATEWAY
              ? { gateway: P5_BEFORE_LABEL }
              : { sessionCacheTtlMs: Number(P5_BEFORE_SESSION_TTL_MS) }),
            ...side(compared.before),
          },
          after: side(compared.after),
        },
        steps,
        held: held ?? null,
        dailyActiveMembers: members,
        // CPU per member-day of each process: per request × the requests of a member-day.
        cpuMsPerMemberDay: held
          ? Object.fromEntries(
              Object.entries(held.cpuUsPerRequest).map(([app, us]) => [
                app,
                Math.round((us * perMemberDay) / 100) / 10,
              ]),
            )
          : null,
        signInP99: held?.p99ByKind.signIn,
        byKind,
        goal: `≥ ${GOALS.p5Members.toLocaleString('en')} daily active members in their busiest hour at p99 ≤ ${GOALS.p5P99Ms} ms`,
        met: members >= GOALS.p5Members,
      };
      const { before, after } = results.p5.beforeAfter;
      const first = steps[0];
      summary.push(
        `P5 before/after, ${P5_COMPARE_RATE} req/s of the mix: ${beforeName} p99 ${before.p99} ms, CPU µs/request ${Object.entries(
          before.cpuUsPerRequest,
        )
          .map(([a, us]) => `${a} ${us}`)
          .join(', ')}; the system's p99 ${after.p99} ms, ${Object.entries(after.cpuUsPerRequest)
          .map(([a, us]) => `${a} ${us}`)
          .join(', ')}`,
        held
          ? `P5: ${members.toLocaleString('en')} daily active members in their busiest hour (${held.reqPerS} req/s of the mix, ${Math.round(perMemberDay)} requests per member-day, ${BUSIEST_HOUR_SHARE * 100} % of them in that hour; p99 ${held.p99} ms, sign-in p99 ${held.p99ByKind.signIn} ms; ${notHeld ? `the lowest rate above it not held: p99 ${notHeld.p99} ms, ${notHeld.reqPerS} of ${notHeld.rate} req/s, ${notHeld.non2xx} non-2xx ${JSON.stringify(notHeld.non2xxByKind)}` : 'every rate tried held'}; goal ${results.p5.goal}): ${results.p5.met ? 'met' : 'NOT met'}`
          : `P5: not even ${P5_START} req/s of the mix held p99 ≤ ${GOALS.p5P99Ms} ms (p99 ${first.p99} ms, ${first.non2xx} non-2xx ${JSON.stringify(first.non2xxByKind)})`,
      );
    }
  }
  // What a round of the system left in challenge's member cache would make the next one warm.
  const dropMemberCaches = async () => {
    const redis = new Redis(system.base.REDIS_URL ?? 'redis://127.0.0.1:6379');
    try {
      for (const pattern of ['units:*', 'member-of:*']) {
        for await (const keys of redis.scanStream({
          match: `${system.base.REDIS_PREFIX}:challenge:${pattern}`,
          count: 1000,
        }))
          if (keys.length) await redis.unlink(...keys);
      }
    } finally {
      redis.disconnect();
    }
  };
  /**
   * Empties every cache a member's read meets in the system: challenge's member cache in Redis
   * (above) and each gateway replica's memory (its sessions and kept answers), which it empties when
   * told the clock was set (`platform.clock.set`, here set to the real time: nothing else moves).
   */
  const emptyCaches = async () => {
    await dropMemberCaches();
    const nc = await connectNats({
      ...natsConnectionOptions({ url: system.base.NATS_URL ?? 'nats://127.0.0.1:4222' }),
      name: 'bench-caches',
    });
    try {
      nc.publish(`${system.base.NATS_SUBJECT_PREFIX}platform.clock.set`, JSON.stringify({ now: null }));
      await nc.flush();
    } finally {
      await nc.close();
    }
  };
  /**
   * P3, "a random member from cold": every request a member the system has not been asked about
   * since its caches were emptied, in a random order. A random draw with replacement is not that:
   * at 10,000 members a run of DURATION_S at several thousand requests a second asks each member
   * about fifteen times, so all but its first read are warm (at 100,000, most are cold: the two
   * sizes measured different things). So the run goes in passes: the caches emptied, then each
   * member once (shuffled), until DURATION_S has passed; a pass is cut there, and a size whose
   * members outlast DURATION_S runs one pass. The warm-up is a pass of its own (the JIT warm, its
   * members then forgotten). Every response of every pass timed, CPU added up over the passes (the
   * emptying between them not counted).
   */
  const coldCannon = async (title, base, { pids = appPids() } = {}) => {
    // after emptyCaches(): each member once, cut at `seconds`
    const pass = async (seconds, onResponse) => {
      const order = [...memberIds];
      for (let i = order.length - 1; i > 0; i -= 1) {
        const j = Math.floor(Math.random() * (i + 1));
        [order[i], order[j]] = [order[j], order[i]];
      }
      let next = 0;
      const run = autocannon({
        url: `${base}/api/challenge-day`,
        connections: CONNECTIONS,
        amount: order.length,
        requests: [
          {
            method: 'GET',
            path: '/api/challenge-day',
            setupRequest: (request) => ({
              ...request,
              headers: {
                ...request.headers,
                cookie: `reto_session=${benchSessionToken(order[next++ % order.length])}`,
              },
            }),
          },
        ],
      });
      if (onResponse) run.on('response', onResponse);
      const timer = setTimeout(() => run.stop(), seconds * 1000);
      const result = await run;
      clearTimeout(timer);
      if (result.non2xx || result.errors)
        throw new Error(`${title}: ${result.non2xx} non-2xx, ${result.errors} errors`);
      return result;
    };
    if (WARMUP_S > 0) {
      await emptyCaches();
      await pass(WARMUP_S);
    }
    say(`▸ ${title}: ${CONNECTIONS} connections for ${DURATION_S} s, each of ${memberIds.length} members once a pass…`);
    const meter = cpuMeter(pids);
    const latencies = [];
    let [requests, seconds, passes] = [0, 0, 0];
    while (seconds < DURATION_S - 0.05) {
      await emptyCaches();
      const { run } = await meter.measure(async () => {
        const done = await pass(DURATION_S - seconds, (_client, _status, _bytes, ms) => latencies.push(ms));
        return { run: done, requests: done.requests.total };
      });
      requests += run.requests.total;
      seconds += run.duration;
      passes += 1;
    }
    return {
      title,
      reqPerS: Math.round(requests / seconds),
      p50: quantile(latencies, 0.5),
      p90: quantile(latencies, 0.9),
      p99: quantile(latencies, 0.99),
      requests,
      passes,
      ...meter.figures(),
    };
  };
  if (PHASES.has('landing')) {
    // The sales page at a launch: the server-rendered page and its reviews, against the same bytes
    // as the page served as a static file by the same Fastify (@fastify/static, the SPA's root).
    const page = await fetch(`${systemUrl}/landing`);
    if (page.status !== 200) throw new Error(`/landing answered ${page.status}`);
    const html = await page.text();
    const staticName = `bench-landing-${randomBytes(4).toString('hex')}.html`;
    const staticPath = join(ROOT, 'frontend/dist', staticName);
    writeFileSync(staticPath, html);
    try {
      const served = await fetch(`${systemUrl}/${staticName}`);
      if (served.status !== 200 || (await served.text()) !== html)
        throw new Error(`the static copy of /landing answered ${served.status}`);
      const measured = await takeTurns(
        [
          {
            key: 'static',
            title: 'Landing: the same bytes as a static file',
            options: { url: `${systemUrl}/${staticName}` },
          },
          {
            key: 'landing',
            title: 'Landing: server-rendered /landing',
            options: { url: `${systemUrl}/landing` },
            pids: appPids(),
          },
          {
            key: 'reviews',
            title: 'Landing: /api/reviews?limit=10',
            options: { url: `${systemUrl}/api/reviews?limit=10` },
            pids: appPids(),
          },
        ],
        { connections: LANDING_CONNECTIONS },
      );
      const landingRatio = ratio(measured.landing.reqPerS, measured.static.reqPerS);
      results.landing = {
        connections: LANDING_CONNECTIONS,
        bytes: Buffer.byteLength(html),
        ...measured,
        landingToStatic: landingRatio,
        reviewsToStatic: ratio(measured.reviews.reqPerS, measured.static.reqPerS),
        goal: `≥ ${GOALS.landingToStatic}× the static file`,
        met: landingRatio >= GOALS.landingToStatic,
      };
      rows.push(measured.static, measured.landing, measured.reviews);
      summary.push(
        `Landing under ${LANDING_CONNECTIONS} connections: /landing serves ${landingRatio}× the same ${results.landing.bytes} bytes as a static file (p99 ${measured.landing.p99} vs ${measured.static.p99} ms), /api/reviews ${results.landing.reviewsToStatic}× (p99 ${measured.reviews.p99} ms) (goal ${results.landing.goal}): ${results.landing.met ? 'met' : 'NOT met'}`,
      );
    } finally {
      rmSync(staticPath, { force: true });
    }
  }

  if (PHASES.has('p3')) {
    // Many members, one replica each, then a second identity and challenge in the same queue groups.
    const counted = (text, metric) =>
      text
        .split('\n')
        .filter((line) => line.startsWith(metric))
        .reduce((sum, line) => sum + Number(line.split(' ').at(-1)), 0);
    const handled = async (ports) =>
      Promise.all(
        ports.map(async (port) =>
          counted(
            await (await fetch(`http://127.0.0.1:${port}/metrics`)).text(),
            'reto_nats_handler_duration_seconds_count',
          ),
        ),
      );
    // Reads the gateway asked a second time (no reply within NATS_READ_RETRY_AFTER_MS): work a
    // throughput figure would otherwise hide.
    const readsAskedAgain = async () => {
      const res = await fetch(`${systemUrl}/metrics`, { headers: { authorization: `Bearer ${env.METRICS_TOKEN}` } });
      return counted(await res.text(), 'reto_nats_read_retries_total');
    };
    // One replica each beside the bare handler in rounds, as P1: a ratio never compares a quiet
    // minute with a busy one, and the median round is the one reported.
    const p3Rounds = [];
    for (let round = 1; round <= ROUNDS; round += 1) {
      const bareRound = await cannon(
        `P3 bare handler, random one of ${MEMBERS} members (round ${round})`,
        many(bare.url),
      );
      const one = await coldCannon(
        `P3 whole system, random member from cold, 1 replica each (round ${round})`,
        systemUrl,
      );
      p3Rounds.push({ bare: bareRound, system: one, ratio: ratio(one.reqPerS, bareRound.reqPerS) });
    }
    const { bare: p3Bare, system: p3One } = medianBy(p3Rounds, (r) => r.ratio);
    // Two replicas against one where the cores allow them: each replica of identity and challenge
    // capped at REPLICA_CPU of a core (cpu-quota.mjs), as a Kubernetes CPU limit caps a pod, so what
    // bounds both runs is the replicas' own share and not the two cores everything here shares. Each
    // run makes the same number of requests from an emptied member cache (after a warm-up for the
    // JIT), so both meet the same share of cold members.
    quotas = cpuQuotas();
    const cappedRun = async (title, capped) => {
      try {
        for (const [name, pid] of Object.entries(capped)) quotas.limit(pid, REPLICA_CPU, name.replace(' ', '-'));
        await autocannon({ ...many(systemUrl), connections: CONNECTIONS, duration: WARMUP_S });
        await dropMemberCaches();
        const retriesBefore = await readsAskedAgain();
        const figures = await cannon(
          title,
          { ...many(systemUrl), amount: CAPPED_REQUESTS },
          { warm: false, pids: { ...appPids(), ...capped } },
        );
        return { ...figures, readsAskedAgain: (await readsAskedAgain()) - retriesBefore };
      } finally {
        quotas.release();
      }
    };
    const cappedTitle = (n, again = '') =>
      `P3 random member, ${n} replica${n > 1 ? 's' : ''} each capped at ${REPLICA_CPU} core${again && `, ${again}`}`;
    const firstReplicas = () => {
      const { identity, challenge } = appPids();
      return { identity, challenge };
    };
    const cappedOne = quotas.unavailable ? undefined : await cappedRun(cappedTitle(1), firstReplicas());
    const metricsPorts = {
      identity: [Number(env.IDENTITY_METRICS_PORT)],
      challenge: [Number(env.CHALLENGE_METRICS_PORT)],
    };
    for (const app of ['identity', 'challenge']) {
      const port = await freePort();
      metricsPorts[app].push(port);
      const child = spawn(process.execPath, [join(ROOT, 'services', app, 'dist', 'main.js')], {
        env: appEnv(app, { ...system.base, ...env, [`${app.toUpperCase()}_METRICS_PORT`]: String(port) }),
        cwd: ROOT,
        stdio: 'ignore',
      });
      replicas.push(child);
    }
    // A replica is in its queue group once its metrics answer (it serves them after NATS connected).
    for (const port of [...metricsPorts.identity, ...metricsPorts.challenge]) {
      for (let tries = 0; ; tries += 1) {
        const ok = await fetch(`http://127.0.0.1:${port}/metrics`).then(
          (res) => res.ok,
          () => false,
        );
        if (ok) break;
        if (tries > 120) throw new Error(`a replica's metrics on :${port} never answered`);
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const count = async () => ({
      identity: await handled(metricsPorts.identity),
      challenge: await handled(metricsPorts.challenge),
    });
    const before = await count();
    const secondReplicas = () =>
      Object.fromEntries(replicas.map((child, i) => [`${['identity', 'challenge'][i]} 2`, child.pid]));
    const p3Two = await coldCannon(`P3 whole system, random member from cold, 2 replicas each`, systemUrl, {
      pids: { ...appPids(), ...secondReplicas() },
    });
    const after = await count();
    const split = Object.fromEntries(
      ['identity', 'challenge'].map((app) => [app, after[app].map((n, i) => n - before[app][i])]),
    );
    results.p3 = {
      bare: p3Bare,
      oneReplica: p3One,
      rounds: p3Rounds,
      twoReplicas: p3Two,
      throughputRatioTwoToOne: ratio(p3Two.reqPerS, p3One.reqPerS),
      throughputRatioToBare: ratio(p3One.reqPerS, p3Bare.reqPerS),
      handledPerReplica: split,
      goal: `≥ ${GOALS.p3Ratio}× the bare handler; two replicas ≥ ${GOALS.p3TwoToOne}× one where the cores allow`,
    };
    rows.push(...p3Rounds.flatMap((r) => [r.bare, r.system]), p3Two);
    summary.push(
      `P3: one replica each serves ${results.p3.throughputRatioToBare}× the bare handler (median of ${p3Rounds.length} rounds); two replicas give ${results.p3.throughputRatioTwoToOne}× one replica's throughput (the machine's cores were ${percent(p3One.machineBusy)} busy with one replica each, ${percent(p3Two.machineBusy)} with two); NATS requests handled per replica: identity ${split.identity.join(' / ')}, challenge ${split.challenge.join(' / ')}`,
    );

    if (quotas.unavailable) summary.push(`P3 with capped replicas: not measured here (${quotas.unavailable})`);
    else {
      const before = await count();
      const cappedTwo = await cappedRun(cappedTitle(2), { ...firstReplicas(), ...secondReplicas() });
      const after = await count();
      // One replica again once the second ones have left their queue groups: two is compared with
      // the one-replica runs before and after it, so a drift of the host between runs shows.
      for (const child of replicas.splice(0)) {
        const exited = once(child, 'exit');
        child.kill('SIGTERM');
        await exited;
      }
      const cappedOneAgain = await cappedRun(cappedTitle(1, 'again'), firstReplicas());
      const twoToOne = ratio(cappedTwo.reqPerS, (cappedOne.reqPerS + cappedOneAgain.reqPerS) / 2);
      results.p3.capped = {
        replicaCpu: REPLICA_CPU,
        requestsPerRun: CAPPED_REQUESTS,
        oneReplica: [cappedOne, cappedOneAgain],
        twoReplicas: cappedTwo,
        throughputRatioTwoToOne: twoToOne,
        handledPerReplica: Object.fromEntries(
          ['identity', 'challenge'].map((app) => [app, after[app].map((n, i) => n - before[app][i])]),
        ),
        met: twoToOne >= GOALS.p3TwoToOne,
      };
      rows.push(cappedOne, cappedTwo, cappedOneAgain);
      summary.push(
        `P3 with every replica capped at ${REPLICA_CPU} core: two replicas give ${twoToOne}× one replica's throughput (the mean of the one-replica runs before and after; goal ≥ ${GOALS.p3TwoToOne}× where the cores allow: ${results.p3.capped.met ? 'met' : 'NOT met'}; the machine's cores were ${percent(cappedOne.machineBusy)} / ${percent(cappedOneAgain.machineBusy)} busy with one replica each, ${percent(cappedTwo.machineBusy)} with two; reads asked again ${[cappedOne, cappedTwo, cappedOneAgain].map((r) => r.readsAskedAgain).join(' / ')})`,
      );
    }
  }
  if (PHASES.has('growth') && SIZES.length > 1) {
    // P1, P3 (one replica each) and P4 at every size, the members added between sizes: a query whose
    // plan changes with the data shows as a ratio that falls from one size to the next.
    for (const child of replicas.splice(0)) {
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    }
    const point = async (size) => {
      const p1 = await takeTurns([
        { key: 'bare', title: `Growth ${size}: P1 bare handler`, options: rest(bare.url) },
        { key: 'system', title: `Growth ${size}: P1 whole system`, options: rest(systemUrl), pids: appPids() },
      ]);
      const p3Bare = await cannon(`Growth ${size}: P3 bare handler, random member`, many(bare.url));
      const p3System = await coldCannon(`Growth ${size}: P3 whole system, random member from cold`, systemUrl);
      // As P4: every member's session resolved first (P3 emptied the gateway's memory and, at the
      // larger size, asked about a part of the members only: the rest would measure identity's
      // session read, not the write).
      await warmSessions();
      const p4 = await takeTurns([
        { key: 'bare', title: `Growth ${size}: P4 bare handler`, options: writes(bare.url, false) },
        {
          key: 'system',
          title: `Growth ${size}: P4 whole system, REST`,
          options: writes(systemUrl, false),
          pids: appPids(),
        },
      ]);
      rows.push(p1.bare, p1.system, p3Bare, p3System, p4.bare, p4.system);
      return {
        members: size,
        p1: { ...p1, ratio: ratio(p1.system.reqPerS, p1.bare.reqPerS) },
        p3: { bare: p3Bare, system: p3System, ratio: ratio(p3System.reqPerS, p3Bare.reqPerS) },
        p4: { ...p4, ratio: ratio(p4.system.reqPerS, p4.bare.reqPerS) },
      };
    };
    const points = [await point(SIZES[0])];
    let seededSoFar = SIZES[0];
    for (const size of SIZES.slice(1)) {
      say(`▸ Growing to ${size} members…`);
      const started = performance.now();
      const grown = await seedMembers(databaseUrls, { userId, members: size, seeded: seededSoFar });
      memberIds.push(...grown.memberIds);
      seededSoFar = size;
      say(
        `  ${grown.completions} more completions in ${((performance.now() - started) / 1000).toFixed(1)} s (its checkpoint ${grown.checkpointSeconds} s of it)`,
      );
      points.push(await point(size));
    }
    // Each figure at the largest size against the smallest: req/s of the whole system, and its ratio to the bare handler.
    const [small, large] = [points[0], points.at(-1)];
    const change = (pick) => ratio(pick(large), pick(small));
    const changes = {
      p1: change((p) => p.p1.system.reqPerS),
      p3: change((p) => p.p3.system.reqPerS),
      p4: change((p) => p.p4.system.reqPerS),
    };
    results.growth = {
      points,
      largeToSmall: changes,
      goal: `P1, P3 and P4 at ${large.members.toLocaleString('en')} members within ${GOALS.growthWithin * 100} % of their ${small.members.toLocaleString('en')}-member figures`,
      met: Object.values(changes).every((c) => c >= 1 - GOALS.growthWithin),
    };
    summary.push(
      `Growth ${small.members} → ${large.members} members: whole-system req/s ×${changes.p1} (P1), ×${changes.p3} (P3), ×${changes.p4} (P4); ratios to the bare handler ${points.map((p) => `${p.members}: P1 ${p.p1.ratio}×, P3 ${p.p3.ratio}×, P4 ${p.p4.ratio}×`).join('; ')} (goal ${results.growth.goal}): ${results.growth.met ? 'met' : 'NOT met'}`,
    );
  }
  if (PHASES.has('explain')) {
    // The hot queries' plans at the largest size seeded (a random member): what a read and a
    // completion ask of PostgreSQL, as identity's sessions repository and challenge's enrolments and
    // completions repositories write them (schema-qualified here).
    const member = pick(memberIds);
    const identityDb = new pg.Client({ connectionString: databaseUrls.identity });
    const challengeSql = new pg.Client({ connectionString: databaseUrls.challenge });
    await Promise.all([identityDb.connect(), challengeSql.connect()]);
    const plan = async (client, sql, params, options = 'ANALYZE, BUFFERS') =>
      (await client.query(`EXPLAIN (${options}) ${sql}`, params)).rows.map((row) => row['QUERY PLAN']).join('\n');
    try {
      const [{ id: enrolmentId, done }] = (
        await challengeSql.query(
          `SELECT id, coalesce(exercise_done_at, '{}') AS done FROM challenge.enrolments WHERE user_id = $1`,
          [member],
        )
      ).rows;
      // A completion not yet recorded (one of the days the seed skipped, or today's) and a repeat of one
      // recorded: the two cases of a completion, the second writing nothing.
      const notDone = doable.filter(({ exercise }) => done[exercise - 1] == null);
      const recorded = doable.filter(({ exercise }) => done[exercise - 1] != null);
      // with the WAL it writes: a page dirtied first since the last checkpoint goes into it whole; the
      // service's statement for a batch (here of one), without its outbox row
      const completionPlan = async (exercise) => {
        await challengeSql.query('BEGIN');
        await challengeSql.query('SET LOCAL search_path = challenge');
        try {
          return await plan(
            challengeSql,
            `WITH ${COMPLETIONS_RECORD_EACH_SQL} SELECT array_agg(ord) FROM changed`,
            [[enrolmentId], [exercise], [doneAtSeconds(new Date())]],
            'ANALYZE, BUFFERS, WAL',
          );
        } finally {
          await challengeSql.query('ROLLBACK');
        }
      };
      const insertPlan = await completionPlan(pick(notDone.length ? notDone : doable).exercise);
      const repeatPlan = recorded.length ? await completionPlan(pick(recorded).exercise) : undefined;
      results.explain = {
        members: memberIds.length + 1,
        'identity: a session and its member': await plan(
          identityDb,
          `SELECT s.*, u.* FROM identity.sessions s LEFT JOIN identity.users u ON u.id = s.user_id WHERE s.token_hash = $1`,
          [createHash('sha256').update(benchSessionToken(member)).digest('hex')],
        ),
        "challenge: a member's live enrolments, each with its completions": await plan(
          challengeSql,
          `SELECT id, email, edition_number, start_date, end_date, source, source_id, created_at,
                  coalesce(exercise_done_at, '{}') AS done
             FROM challenge.enrolments WHERE revoked_at IS NULL AND user_id = $1 ORDER BY start_date`,
          [member],
        ),
        'challenge: a completion (rolled back)': insertPlan,
        ...(repeatPlan ? { 'challenge: a completion already recorded (rolled back)': repeatPlan } : {}),
      };
      for (const [query, text] of Object.entries(results.explain)) if (query !== 'members') say(`\n${query}:\n${text}`);
    } finally {
      await Promise.all([identityDb.end(), challengeSql.end()]);
    }
  }

  if (PHASES.has('community')) {
    const challengeDatabaseUrl = databaseUrls.challenge;
    results.community = await benchCommunityLive({
      replicas,
      system,
      writer: { userId, cookie },
      memberIds,
      challengeDatabaseUrl,
      say,
    });
    summary.push(results.community.line);
  }

  mkdirSync(join(ROOT, 'bench'), { recursive: true });
  const resultsPath = join(ROOT, 'bench/results.json');
  // A focused profile of some kinds (BENCH_P5_KINDS) measures nothing else: it goes in as `p5ByKind`.
  // Every run merges the phases it measured into the file (results-file.mjs), each with its conditions.
  const { p5: measuredP5, p5KindBefore, ...measured } = results;
  const run = {
    ...measured,
    loadAverage: { start: loadAtStart, end: Math.round(loadavg()[0] * 10) / 10 },
    ...(P5_KINDS
      ? {
          p5ByKind: {
            at: results.at,
            ratePerS: P5_START,
            seconds: P5_KIND_S,
            byKind: measuredP5.byKind,
            ...(p5KindBefore ? { before: p5KindBefore } : {}),
          },
        }
      : measuredP5 && { p5: measuredP5 }),
  };
  const written = mergedResults(
    existsSync(resultsPath) ? JSON.parse(readFileSync(resultsPath, 'utf8')) : undefined,
    run,
  );
  writeFileSync(resultsPath, `${JSON.stringify(written, null, 2)}\n`);

  const cpu = ({ cpuUsPerRequest = {} }) =>
    Object.entries(cpuUsPerRequest)
      .map(([app, us]) => `${app} ${us}`)
      .join(', ');
  const row = (r) =>
    `${r.title.padEnd(52)} ${String(r.reqPerS).padStart(6)} req/s  p50 ${String(r.p50).padStart(4)}  p90 ${String(r.p90).padStart(4)}  p99 ${String(r.p99).padStart(4)} ms  cores ${percent(r.machineBusy)} busy${cpu(r) && `  CPU µs/request: ${cpu(r)}`}`;
  say('');
  say(
    `${CONNECTIONS} connections, ${DURATION_S} s each after ${WARMUP_S} s warm-up, ${MEMBERS} members, LOG_LEVEL=${env.LOG_LEVEL}`,
  );
  for (const r of rows) say(row(r));
  for (const line of summary) say(line);
  say('Written to bench/results.json');
} finally {
  await stopEverything();
}
