// `npm run bench:edge`: the gateway's edge under hostile traffic. Against a whole started system (or
// the one at BENCH_URL), normal requests (the landing's price quote and the reviews page, over REST
// and GraphQL) are timed from BENCH_CLIENTS concurrent clients, first alone, then while as many
// hostile clients send what the fuzz tier's edge cases send: GraphQL bodies of 2-6 MB (stated or
// chunked), documents of thousands of copies of one field, misspelled fields, form posts to
// percent-encoded and doubled-slash API paths. Prints the p50/p99 of the normal requests in each
// phase, their ratio (the goal: p99 at most 2× during the hostile run) and any 5xx.
// Beside each phase: the CPU the gateway used (ms per second of the phase, so 1000 = one core), the
// CPU this bench's own process used (the hostile clients run on a thread of it: what they take from a
// 2-core machine the gateway cannot have) and how busy the machine's cores were.
// BENCH_PROFILE_DIR: a CPU profile of every app written there (see cpu-profile.mjs).
// A measurement, not a test: on a shared, loaded machine the figures move from run to run.
import { mkdirSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { cpuMeter, cpuPerRequest } from './cpu-time.mjs';
import { ROOT } from '../local/system.mjs';
import { startTestSystem } from '../local/test-system.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 4);
const HOSTILE = Number(process.env.BENCH_HOSTILE ?? CLIENTS);
const say = (line = '') => process.stdout.write(`${line}\n`);
const MB = 1024 * 1024;
const PROFILE_DIR = process.env.BENCH_PROFILE_DIR;

let system = null;
let baseUrl = isMainThread ? process.env.BENCH_URL : workerData.baseUrl;
if (!baseUrl) {
  say('▸ Starting a test system (its own database, NATS prefix and port)…');
  if (PROFILE_DIR) mkdirSync(PROFILE_DIR, { recursive: true });
  system = await startTestSystem({
    env: {
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX_PER_IP: '100000',
      RATE_LIMIT_MAX_PER_ACCOUNT: '100000',
      ...(PROFILE_DIR
        ? { NODE_OPTIONS: `--import ${join(ROOT, 'infra/bench/cpu-profile.mjs')}`, BENCH_PROFILE_DIR: PROFILE_DIR }
        : {}),
    },
  });
  baseUrl = system.url;
}
const url = new URL(baseUrl);

/**
 * One request over a fresh connection: its status, and how long the answer took (ms). A body is a
 * Buffer built once (the client's own cost stays out of the figures: encoding a 5 MB string to UTF-8
 * for every request took most of the hostile thread's CPU).
 */
function send(method, path, { headers = {}, body, chunked = false } = {}) {
  return new Promise((resolve) => {
    const started = performance.now();
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        method,
        path,
        headers: { ...headers, ...(body && !chunked ? { 'content-length': body.length } : {}) },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode, ms: performance.now() - started }));
      },
    );
    req.on('error', () => resolve({ status: 0, ms: performance.now() - started }));
    if (body && chunked) {
      for (let at = 0; at < body.length; at += 64 * 1024) req.write(body.subarray(at, at + 64 * 1024));
    } else if (body) {
      req.write(body);
    }
    req.end();
  });
}

const json = { 'content-type': 'application/json' };
const jsonBody = (value) => Buffer.from(JSON.stringify(value));
const reviewsQuery = jsonBody({ query: '{ reviews(limit: 10) { total } }' });
const normal = [
  () => send('GET', '/api/price-quote'),
  () => send('GET', '/api/reviews?limit=10'),
  () => send('POST', '/graphql', { headers: json, body: reviewsQuery }),
];
const repeated = (bytes) => `{"query":"mutation { login(input: { ${'username: 1, '.repeat(bytes / 12)}}) { id } }"}`;
const hostileBodies = [
  repeated(2 * MB),
  repeated(5 * MB),
  `{"query":"{ me { id } }","variables":{"a":[${'{},'.repeat(2 * MB)}{}]}}`,
].map((text) => Buffer.from(text));
const wideDocument = jsonBody({ query: `{ ${'me { id } '.repeat(2_200)}}` });
const misspelled = jsonBody({ query: '{ reviewz { total } }' });
const timezoneForm = Buffer.from('timezone=Europe%2FMadrid');
const someLogin = Buffer.from('{"username":"a","password":"b"}');
const hostileBodyNames = ['repeated arguments 2 MB', 'repeated arguments 5 MB', 'variables of 6 MB of {}'];
/** Each hostile request by the name the bench reports its cost under. */
const hostileKinds = [
  ...hostileBodies.map((body, i) => [hostileBodyNames[i], () => send('POST', '/graphql', { headers: json, body })]),
  ...hostileBodies.map((body, i) => [
    `${hostileBodyNames[i]}, chunked`,
    () => send('POST', '/graphql', { headers: json, body, chunked: true }),
  ]),
  ['a document of 2,200 fields', () => send('POST', '/graphql', { headers: json, body: wideDocument })],
  ['a misspelled field', () => send('POST', '/graphql', { headers: json, body: misspelled })],
  [
    'a form post to an encoded path',
    () =>
      send('POST', '/%61pi/user/timezone', {
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: timezoneForm,
      }),
  ],
  ['a doubled-slash path', () => send('POST', '//api/login', { headers: json, body: someLogin })],
];
const hostile = hostileKinds.map(([, call]) => call);
/** Each kind of hostile request sent this many times, one at a time, to tell the gateway's CPU per request of each. */
const COST_REQUESTS = Number(process.env.BENCH_COST_REQUESTS ?? 100);

/** Runs `clients` loops of `calls` (in turn) for SECONDS; the answers' times and statuses. */
async function run(calls, clients, until) {
  const answers = [];
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      for (let i = client; performance.now() < until; i += 1) answers.push(await calls[i % calls.length]());
    }),
  );
  return answers;
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};
const summary = (answers) => ({
  requests: answers.length,
  p50: percentile(
    answers.map((a) => a.ms),
    50,
  ).toFixed(1),
  p99: percentile(
    answers.map((a) => a.ms),
    99,
  ).toFixed(1),
  fivexx: answers.filter((a) => a.status >= 500 || a.status === 0).length,
});

/**
 * The hostile clients run on a thread of their own: writing megabytes to sockets would otherwise
 * hold the event loop that times the normal requests, and the figure would be the client's.
 */
function hostileThread(seconds) {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL(import.meta.url), { workerData: { baseUrl, seconds } });
    worker.once('message', resolve);
    worker.once('error', reject);
  });
}

if (!isMainThread) {
  const attack = await run(hostile, HOSTILE, performance.now() + workerData.seconds * 1000);
  const statuses = {};
  for (const { status } of attack) statuses[status] = (statuses[status] ?? 0) + 1;
  parentPort.postMessage(statuses);
} else {
  try {
    const gatewayPid = system?.supervisor.children.get('gateway')?.pid;
    /** A phase's answers, with the CPU each process used per second of it (ms/s) and the machine's busy share. */
    const measured = async (phase) => {
      const meter = cpuMeter({ ...(gatewayPid ? { gateway: gatewayPid } : {}), bench: process.pid });
      const started = performance.now();
      const result = await meter.measure(async () => ({ ...(await phase()), requests: 1 }));
      const seconds = (performance.now() - started) / 1000;
      const { cpuUsPerRequest, machineBusy } = meter.figures();
      const cpuMsPerS = Object.fromEntries(
        Object.entries(cpuUsPerRequest).map(([name, us]) => [name, Math.round(us / 1000 / seconds)]),
      );
      return { ...result, cpu: { msPerS: cpuMsPerS, machineBusy } };
    };
    await run(normal, CLIENTS, performance.now() + 3_000); // warm-up
    const alone = await measured(async () => ({
      answers: await run(normal, CLIENTS, performance.now() + SECONDS * 1000),
    }));
    const under = await measured(async () => {
      const [answers, statuses] = await Promise.all([
        run(normal, CLIENTS, performance.now() + SECONDS * 1000),
        hostileThread(SECONDS),
      ]);
      return { answers, statuses };
    });
    const [aloneSummary, underSummary] = [summary(alone.answers), summary(under.answers)];
    say(`normal requests alone:          ${JSON.stringify(aloneSummary)}`);
    say(`normal requests during hostile: ${JSON.stringify(underSummary)}`);
    say(`hostile requests by status:     ${JSON.stringify(under.statuses)}`);
    say(`CPU alone (ms per s):           ${JSON.stringify(alone.cpu)}`);
    say(`CPU during hostile (ms per s):  ${JSON.stringify(under.cpu)}`);
    if (gatewayPid) {
      // The edge's own cost, which the machine's load does not move: CPU time, not wall time.
      const normalCost = await cpuPerRequest({ gateway: gatewayPid }, async () => ({
        requests: (await run(normal, 1, performance.now() + 3_000)).length,
      }));
      say(`gateway CPU per request (µs):   normal ${normalCost.cpuUsPerRequest.gateway}`);
      for (const [name, call] of hostileKinds) {
        const { cpuUsPerRequest } = await cpuPerRequest({ gateway: gatewayPid }, async () => {
          for (let i = 0; i < COST_REQUESTS; i += 1) await call();
          return { requests: COST_REQUESTS };
        });
        say(`                                ${name}: ${cpuUsPerRequest.gateway}`);
      }
    }
    say(
      `p99 ratio (during / alone):     ${(Number(underSummary.p99) / Number(aloneSummary.p99)).toFixed(2)}× (goal ≤ 2×)`,
    );
  } finally {
    await system?.stop();
  }
}
