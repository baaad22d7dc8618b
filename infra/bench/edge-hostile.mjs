// `npm run bench:edge`: the gateway's edge under the fuzz tier's malformed traffic. The goal it
// measures: during the fuzz tier's run, no answer is a 5xx and the p99 of concurrent normal requests
// is at most 2× what it is without it.
// What it replays: the fuzz tier's own run (system-tests/test/fuzz-run.ts, the module its spec
// uses): the same system (the demo members, the tier's environment), the same generator (every REST
// route the controllers declare, every GraphQL operation of the schema and the edge's cases: GraphQL
// bodies of 1.1-8 MB stated or chunked, REST bodies past the 1 MB limit, route spellings, schema
// probes, signed store orders, forged unsubscribe links, /metrics), drawn from BENCH_FUZZ_SEED, the
// same 4 requests in flight, the same callers (signed in again only when an answer says their
// session ended, as a client does, each from an address of its own; one refused sends as a visitor
// until its Retry-After), the same sender (a large body on a connection of its own) and
// the same judgement of an answer (a 5xx, an internal GraphQL error or no answer). Harder than the
// tier in one way: its BENCH_FUZZ_REQUESTS requests are drawn before the clock starts and replayed
// back to back (the tier pauses to draw each batch of 250, with nothing sent).
// Normal requests (the landing's price quote and the reviews page, over REST and GraphQL) are timed
// alone and beside the fuzz run, in alternating slices of BENCH_SLICE_S (alone / hostile / hostile
// with the client at normal priority, below; each round starting with the next side, each slice after
// BENCH_SETTLE_MS of quiet, so that none inherits what another left) until each side has run
// BENCH_SECONDS: the machine's other load meets every side alike. Each side's figures pool its slices. Twice:
// - Closed loop: BENCH_CLIENTS clients, each sending its next request when its last is answered. As
//   fast as the system goes, so the machine is near saturation before the fuzz starts: any work the
//   fuzz adds queues, and the p99 multiplies with how busy the host already was (a saturation test).
//   Its requests per second alone say what the system serves on this host today.
// - Open loop (the goal's figure): requests sent on a fixed schedule at BENCH_OPEN_SHARE (0.5) of
//   what the closed loop was served alone in this same run (or BENCH_RATE per second), whether or
//   not the earlier ones were answered, each timed from its intended send time (a send the bench's
//   own event loop made late counts against the answer: no coordinated omission). This is how a
//   latency goal is read: real members arrive at a rate of their own, below what the host can
//   serve, and do not wait for each other; "p99 under hostile traffic" asks how much the hostile
//   traffic takes from them, not how a host already at its limit shares it. Half the capacity is
//   the usual headroom a service is run with (and keeps the normal load the same on both sides).
//   The closed loop's figures are printed beside it.
// The hostile client at a lower priority. An attacker's CPU is not on the server: what the goal asks
// is what the hostile traffic takes from the system, not what a client drawing, encoding and writing
// megabytes of requests takes from the same two cores (the fuzz client used ~200-350 ms of CPU per
// second in earlier runs, a third of a core the apps then lacked). So the fuzz clients run in
// processes of their own, one at nice BENCH_FUZZ_NICE (19, the lowest priority: it runs when the
// system's processes leave a core idle, as a remote client's CPU would not compete at all) and one
// at the normal 0; the normal traffic's client (this process) and the apps keep the normal priority.
// Processes, not threads: a thread shares this process's V8 platform (the helper threads its
// collections wait on) and memory map, and its megabytes of bodies stalled the loop that times the
// normal requests (up to 171 ms, then a burst of new connections past the gateway's listen queue).
// Each loop has three sides in turns: alone, beside the niced client (the goal's figure), beside the
// client at normal priority (the earlier way, so the reader sees what the client's CPU did). Both
// clients send the same requests (same seed, same count, same 4 in flight); a niced client may send
// fewer of them per second on a saturated host: each side prints the fuzz requests it sent per second.
// Prints the p50/p99 of each side, their ratio (the goal: at most 2×, on the open loop) and the
// 5xx. Beside each side: the CPU each app and this bench used (ms per second of the side, so 1000 =
// one core; "bench: fuzz client" is the fuzz client's process, apart from "bench"),
// how busy the machine was, and the gateway's loop: its delay (p99 of the median slice, and the
// largest, from its /metrics) and how long its thread waited for a core (/proc schedstat): a task
// holding the loop, or the cores taken by other processes around it; and the connections the host's
// TCP dropped before the gateway accepted them (each a request a second late), and the connections it accepted a second (a refusal that closes its connection makes its client open another). Then the gateway's CPU per refused body of the edge's large shapes
// (stated and chunked), one at a time, and the bytes it read of each: the cost the machine's load does not move; and the CPU
// (gateway, identity) per fuzz request by its answer (REST, GraphQL or large body, by status), each
// drawn request sent once, one at a time (BENCH_COST_BY_ANSWER=0 leaves it out).
// BENCH_PROFILE_DIR: a CPU profile of every app written there (see cpu-profile.mjs).
// BENCH_EDGE_LIMITS=production: the system with production's abuse limits instead of the tier's
// raised ones (the tier raises them so that its run from one address reaches past them): one
// address's attempts at a limited route, and each caller's sign-ins, are refused past production's
// limit before the route's work, as in production.
// A measurement, not a test: on a shared, loaded machine the figures move from run to run.
import { mkdirSync, readFileSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { getPriority } from 'node:os';
import { request } from 'node:http';
import { join } from 'node:path';
import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { createJiti } from 'jiti';
import { cpuMeter, cpuPerRequest } from './cpu-time.mjs';
import { ROOT } from '../local/system.mjs';
import { startTestSystem } from '../local/test-system.mjs';

/** Each side's length (s): its p99 is a few stalls of the gateway's loop; 20 s left it to chance. */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const SLICE_S = Number(process.env.BENCH_SLICE_S ?? 2);
/**
 * Unmeasured quiet before each slice: what the slice before left in flight (a large body still
 * read, the fuzz client's garbage collection on the cores) ends before the next side is timed.
 */
const SETTLE_MS = Number(process.env.BENCH_SETTLE_MS ?? 1000);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 4);
/** The open loop's rate: this share of what the closed loop was served alone, or BENCH_RATE requests per second. */
const OPEN_SHARE = Number(process.env.BENCH_OPEN_SHARE ?? 0.5);
/** How many client addresses the normal requests come from, in turn (visitorAddress). */
const NORMAL_ADDRESSES = Number(process.env.BENCH_NORMAL_ADDRESSES ?? 1000);
const RATE = process.env.BENCH_RATE ? Number(process.env.BENCH_RATE) : undefined;
const FUZZ_SEED = Number(process.env.BENCH_FUZZ_SEED ?? 1);
const FUZZ_REQUESTS = Number(process.env.BENCH_FUZZ_REQUESTS ?? 600);
/** Each refused shape sent this many times, one at a time, to tell the gateway's CPU per request of each. */
const COST_REQUESTS = Number(process.env.BENCH_COST_REQUESTS ?? 50);
/** BENCH_COST_BY_ANSWER=0 leaves out the table of CPU per fuzz request by its answer (a minute or two). */
const COST_BY_ANSWER = process.env.BENCH_COST_BY_ANSWER !== '0';
const PROFILE_DIR = process.env.BENCH_PROFILE_DIR;
/** `production`: production's abuse limits instead of the tier's raised ones (fuzz-run.ts, PRODUCTION_LIMITS). */
const EDGE_LIMITS = process.env.BENCH_EDGE_LIMITS ?? 'tier';
/**
 * With production's limits, production's hold on a flood from one address too (PRODUCTION_SLOW_DOWN);
 * BENCH_EDGE_SLOW_DOWN=0 leaves it at the test systems' count, which never holds (a before/after).
 */
const SLOW_DOWN = EDGE_LIMITS === 'production' && process.env.BENCH_EDGE_SLOW_DOWN !== '0';
/** The hostile client's scheduling priority on the main side (nice, 19 = the lowest); its other side runs it at the normal 0. */
const FUZZ_NICE = Number(process.env.BENCH_FUZZ_NICE ?? 19);
/**
 * BENCH_FUZZ_LARGE=0 leaves the drawn bodies past 1 MB or chunked out of the fuzz (the rest sent as
 * drawn): what the large ones add to the gateway's collections and stalls.
 */
const FUZZ_LARGE = process.env.BENCH_FUZZ_LARGE !== '0';
const say = (line = '') => process.stdout.write(`${line}\n`);
const MB = 1024 * 1024;

/**
 * The normal requests' client addresses, in turn: a launch's visitors, each from an address of their
 * own (in 198.18.0.0/15, the range set aside for benchmarks), told by X-Forwarded-For to the system,
 * which trusts one proxy hop. The fuzz comes from the few addresses it draws (most from none: the
 * bench's own).
 */
const visitorAddress = (index) => {
  const visitor = index % NORMAL_ADDRESSES;
  return `198.18.${Math.floor(visitor / 256)}.${visitor % 256}`;
};

let measured = 0;
/**
 * A request of a cost measurement from an address of its own (in 198.19.0.0/16): measured one at a
 * time, hundreds in a row, it must not meet the hold on a flood from one address, which it is not.
 */
const ownAddress = (request) => {
  measured += 1;
  const address = `198.19.${Math.floor(measured / 256) % 256}.${measured % 256}`;
  return { ...request, headers: { ...request.headers, 'x-forwarded-for': address } };
};

/** The fuzz tier's run (TypeScript, loaded as it is: the spec's own module, not a copy). */
const fuzz = await createJiti(import.meta.url).import(join(ROOT, 'system-tests/test/fuzz-run.ts'));
const { largeGraphqlBody } = await createJiti(import.meta.url).import(join(ROOT, 'system-tests/test/fuzz-requests.ts'));

/** Set in a fuzz client's process (`fuzzClient`): what it reaches and signs in with. */
const FUZZ_CLIENT = process.env.BENCH_FUZZ_CLIENT;
if (FUZZ_CLIENT) await fuzzProcess(JSON.parse(FUZZ_CLIENT));
else await main();

/** A fuzz request whose body is past 1 MB or chunked. */
function isLargeBody(request) {
  return request.chunked === true || request.body?.length > MB;
}

/** CPU time (ms) this process has used, all its threads (user + system). */
function processCpuMs() {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

/** Bytes process `pid` has read from sockets and files (`rchar` of /proc/<pid>/io). */
function bytesReadBy(pid) {
  try {
    return Number(/^rchar: (\d+)$/m.exec(readFileSync(`/proc/${pid}/io`, 'utf8'))?.[1]);
  } catch {
    return NaN;
  }
}

/**
 * A fuzz client's process (started under `nice` by `fuzzClient`): draws the run's requests, then
 * on each message runs them for that many seconds, FUZZ_CONCURRENCY at a time, and answers the
 * statuses and failures of the slice and the CPU the process used.
 */
async function fuzzProcess({ url, member, admin }) {
  const { requestOf } = fuzz.fuzzTargets(join(ROOT, 'gateway/'));
  const requests = Array.from({ length: FUZZ_REQUESTS }, (_, index) => {
    const drawn = requestOf(FUZZ_SEED, index);
    // The bytes built once: the client's own cost stays out of the figures.
    return drawn.body === undefined ? drawn : { ...drawn, body: Buffer.from(drawn.body) };
  }).filter((request) => FUZZ_LARGE || !isLargeBody(request));
  const connections = fuzz.fuzzConnections();
  const callers = await new fuzz.FuzzCallers(url, { member, admin }).ready();
  let next = 0;
  process.send({
    ready: true,
    nice: getPriority(),
    large: requests.filter(isLargeBody).length,
  });
  // The bench gone (ended, or failed before it stopped its clients): no client fuzzes on unwatched.
  process.on('disconnect', () => process.exit(0));
  process.on('message', async ({ seconds, costOf }) => {
    if (costOf) {
      process.send(await costByAnswer(requests, callers, connections, costOf));
      return;
    }
    const until = performance.now() + seconds * 1000;
    const cpuBefore = processCpuMs();
    const statuses = {};
    const failures = [];
    let sent = 0;
    const client = async () => {
      while (performance.now() < until) {
        const index = next++;
        const { status, failure } = await callers.send(requests[index % requests.length], connections);
        sent += 1;
        statuses[status] = (statuses[status] ?? 0) + 1;
        if (failure) failures.push(`request ${index % requests.length}: ${failure}`);
      }
    };
    await Promise.all(Array.from({ length: fuzz.FUZZ_CONCURRENCY }, client));
    process.send({
      sent,
      statuses,
      failures,
      signInsAgain: callers.signInsAgain,
      signInsRefused: callers.signInsRefused,
      cpuMs: processCpuMs() - cpuBefore,
    });
  });
}

/**
 * What each kind of fuzz request costs the apps: every drawn request sent once, one at a time, to
 * learn its answer's status; then each group (REST, GraphQL or large body, by status) sent again,
 * one at a time, with the CPU each app in `pids` used measured over it. Per request, in µs.
 */
async function costByAnswer(requests, callers, connections, pids) {
  const kindOf = (r) => (isLargeBody(r) ? 'large body' : r.path.startsWith('/graphql') ? 'GraphQL' : 'REST');
  const groups = new Map();
  for (const request of requests) {
    const { status } = await callers.send(ownAddress(request), connections);
    const group = `${kindOf(request)} ${status}`;
    groups.set(group, [...(groups.get(group) ?? []), request]);
  }
  const rows = [];
  for (const [group, members] of [...groups].sort(([a], [b]) => a.localeCompare(b))) {
    const { cpuUsPerRequest } = await cpuPerRequest(pids, async () => {
      for (const request of members) await callers.send(ownAddress(request), connections);
      return { requests: members.length };
    });
    rows.push({ group, requests: members.length, cpuUsPerRequest });
  }
  return rows;
}

async function main() {
  let system = null;
  let baseUrl = process.env.BENCH_URL;
  let demo;
  if (!baseUrl) {
    say(
      `▸ Starting a test system as the fuzz tier does (its demo members, its environment${EDGE_LIMITS === 'production' ? ", production's abuse limits" : ''}${SLOW_DOWN ? ", production's hold on a flood from one address" : ''})…`,
    );
    if (PROFILE_DIR) mkdirSync(PROFILE_DIR, { recursive: true });
    system = await startTestSystem({
      demo: true,
      env: {
        ...fuzz.FUZZ_SYSTEM_ENV,
        ...(EDGE_LIMITS === 'production' ? fuzz.PRODUCTION_LIMITS : {}),
        ...(SLOW_DOWN ? fuzz.PRODUCTION_SLOW_DOWN : {}),
        ...(PROFILE_DIR
          ? { NODE_OPTIONS: `--import ${join(ROOT, 'infra/bench/cpu-profile.mjs')}`, BENCH_PROFILE_DIR: PROFILE_DIR }
          : {}),
      },
    });
    baseUrl = system.url;
    demo = { member: system.demoMembers[0], admin: system.admin };
  } else {
    demo = {
      member: { email: process.env.BENCH_MEMBER_EMAIL, password: process.env.BENCH_MEMBER_PASSWORD },
      admin: { username: process.env.BENCH_ADMIN_USERNAME, password: process.env.BENCH_ADMIN_PASSWORD },
    };
  }
  const url = new URL(baseUrl);

  /**
   * One normal request over a fresh connection: its status, and how long the answer took (ms) from
   * `started` (the open loop's intended send time: a late send counts against the answer).
   */
  let sent = 0;
  const send = (method, path, { headers = {}, body } = {}, started = performance.now()) =>
    new Promise((resolve) => {
      const req = request(
        {
          host: url.hostname,
          port: url.port,
          method,
          path,
          headers: {
            ...headers,
            'x-forwarded-for': visitorAddress(sent++),
            ...(body ? { 'content-length': body.length } : {}),
          },
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode, ms: performance.now() - started }));
        },
      );
      req.on('error', () => resolve({ status: 0, ms: performance.now() - started }));
      req.end(body);
    });
  const reviewsQuery = Buffer.from(JSON.stringify({ query: '{ reviews(limit: 10) { total } }' }));
  const normal = [
    (started) => send('GET', '/api/price-quote', {}, started),
    (started) => send('GET', '/api/reviews?limit=10', {}, started),
    (started) =>
      send('POST', '/graphql', { headers: { 'content-type': 'application/json' }, body: reviewsQuery }, started),
  ];
  /** Closed loop: runs `clients` loops of `calls` (in turn, each sent once the last is answered) until `until`. */
  const run = async (calls, clients, until) => {
    const answers = [];
    await Promise.all(
      Array.from({ length: clients }, async (_, client) => {
        for (let i = client; performance.now() < until; i += 1) answers.push(await calls[i % calls.length]());
      }),
    );
    return answers;
  };
  /**
   * Open loop: `calls` (in turn) sent at `perSecond` on a fixed schedule until `until`, whether or not
   * the earlier ones were answered; each answer timed from its intended send time.
   */
  const runAtRate = async (calls, perSecond, until) => {
    const start = performance.now();
    const answers = [];
    for (let k = 0; start + (k * 1000) / perSecond < until; k += 1) {
      const intended = start + (k * 1000) / perSecond;
      const wait = intended - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      answers.push(calls[k % calls.length](intended));
    }
    return Promise.all(answers);
  };
  const percentile = (values, p) => {
    const sorted = Float64Array.from(values).sort();
    return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
  };
  /**
   * A side's answers as kept: their times (a plain array of numbers, held unboxed: a million answers
   * kept as objects grew this process's heap until its collections stalled the loop timing them, up
   * to 148 ms) and how many were a 5xx or none.
   */
  const keptAnswers = () => ({ ms: [], fivexx: 0 });
  const keep = (kept, answers) => {
    for (const { status, ms } of answers) {
      kept.ms.push(ms);
      if (status >= 500 || status === 0) kept.fivexx += 1;
    }
  };
  const summary = ({ ms, fivexx }) => ({
    requests: ms.length,
    p50: percentile(ms, 50).toFixed(1),
    p99: percentile(ms, 99).toFixed(1),
    fivexx,
  });

  say(
    `▸ Drawing the fuzz tier's requests (FUZZ_SEED=${FUZZ_SEED}, ${FUZZ_REQUESTS} of them) in two client processes, at nice ${FUZZ_NICE} and 0…`,
  );
  /**
   * A fuzz client's process at `nice` (this script again, started by nice(1): every thread of it at
   * that priority): `slice(seconds)` runs the fuzz that long and answers its figures.
   */
  const fuzzClient = (nice) => {
    const child = spawn('nice', ['-n', String(nice), process.execPath, fileURLToPath(import.meta.url)], {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      env: { ...process.env, BENCH_FUZZ_CLIENT: JSON.stringify({ url: baseUrl, ...demo }) },
    });
    const fromChild = () =>
      new Promise((resolve, reject) => {
        const exited = (code) => reject(new Error(`the fuzz client at nice ${nice} exited (${code})`));
        child.once('exit', exited);
        child.once('message', (message) => {
          child.off('exit', exited);
          resolve(message);
        });
      });
    const ready = fromChild();
    return {
      child,
      ready,
      /** Runs the fuzz `seconds` long (or, with `{ costOf: pids }`, measures its cost by answer). */
      slice: async (seconds) => {
        const answer = fromChild();
        child.send(typeof seconds === 'number' ? { seconds } : seconds);
        return answer;
      },
    };
  };
  const clients = { niced: fuzzClient(FUZZ_NICE), normal: fuzzClient(0) };
  const [{ large, nice: niced }, { nice: normalNice }] = await Promise.all([clients.niced.ready, clients.normal.ready]);
  say(`  (the processes read their priority back: nice ${niced} and ${normalNice})`);

  try {
    const pids = Object.fromEntries(
      [...(system?.supervisor.children ?? new Map())].map(([name, child]) => [name, child.pid]),
    );
    const gatewayPid = pids.gateway;
    /** Each client's run over both loops: its statuses, failures, sign-ins and CPU. */
    const fuzzRuns = Object.fromEntries(
      Object.keys(clients).map((name) => [
        name,
        { sent: 0, statuses: {}, failures: [], signInsAgain: 0, signInsRefused: 0 },
      ]),
    );
    /**
     * The gateway's event loop over a slice: its delay (p99 and max, ms) from its own `/metrics`
     * (prom-client's `nodejs_eventloop_lag_*`, whose histogram starts again at every scrape, so
     * `loopStart()` scrapes once before the slice), and how long its main thread (the loop's) was
     * ready to run but waited for a core (`/proc/<pid>/schedstat`, its second field, ns). Whether the
     * normal requests' p99 is lost in the gateway's loop (a task holding it) or around it (the cores
     * taken by other processes).
     */
    const metricsToken = system ? fuzz.FUZZ_SYSTEM_ENV.METRICS_TOKEN : process.env.BENCH_METRICS_TOKEN;
    const scrapeLoop = async () => {
      if (!metricsToken) return undefined;
      const res = await fetch(new URL('/metrics', baseUrl), { headers: { authorization: `Bearer ${metricsToken}` } });
      const text = await res.text();
      // (Each line carries the app's label: `name{app="gateway"} 0.012`.)
      const seconds = (name) => Number(new RegExp(`^${name}(?:\\{[^}]*\\})? ([0-9.e+-]+)`, 'm').exec(text)?.[1]);
      // prom-client's GC histogram is cumulative: its sum (s) and count by kind, told apart per slice.
      const gc = {};
      for (const [, field, kind, value] of text.matchAll(
        /^nodejs_gc_duration_seconds_(sum|count)\{[^}]*kind="(\w+)"[^}]*\} ([0-9.e+-]+)/gm,
      ))
        (gc[kind] ??= { sum: 0, count: 0 })[field] = Number(value);
      // Its collections past 10 ms (a bucket's bound): all of them less those within it, every kind.
      const sumOf = (pattern) => [...text.matchAll(pattern)].reduce((sum, [, value]) => sum + Number(value), 0);
      const over10ms =
        sumOf(/^nodejs_gc_duration_seconds_count\{[^}]*\} ([0-9.e+-]+)/gm) -
        sumOf(/^nodejs_gc_duration_seconds_bucket\{[^}]*le="0\.01"[^}]*\} ([0-9.e+-]+)/gm);
      return {
        over10ms,
        p99: seconds('nodejs_eventloop_lag_p99_seconds') * 1000,
        max: seconds('nodejs_eventloop_lag_max_seconds') * 1000,
        gc,
      };
    };
    const waitedNs = () => {
      try {
        return Number(readFileSync(`/proc/${gatewayPid}/schedstat`, 'utf8').split(' ')[1]);
      } catch {
        return NaN;
      }
    };
    /** One of the host's TCP counters: `name` of the `section` lines (`TcpExt:`, `Tcp:`) of `file`. */
    const tcpCounter = (file, section, name) => {
      try {
        const [names, values] = readFileSync(file, 'utf8')
          .split('\n')
          .filter((line) => line.startsWith(section))
          .map((line) => line.split(/\s+/));
        return Number(values[names.indexOf(name)]);
      } catch {
        return NaN;
      }
    };
    /**
     * Connections the host's TCP dropped before any app saw them (`ListenDrops`, the kernel's whole
     * count: the accept queue full, or its half-open one): the client sends its SYN again a second
     * later, so one drop is a request a second late whatever the apps do.
     */
    const listenDrops = () => tcpCounter('/proc/net/netstat', 'TcpExt:', 'ListenDrops');
    /**
     * Connections the host accepted (`PassiveOpens`): the system's own to PostgreSQL, Redis and NATS
     * stay open, so these are the clients' new connections to the gateway, each a handshake, a
     * socket and a parser on both sides (a refusal that closes its connection makes its client open
     * another).
     */
    const accepted = () => tcpCounter('/proc/net/snmp', 'Tcp:', 'PassiveOpens');
    /** The longest pause of this process's own garbage collection in the slice (ms). */
    let benchGcMax = 0;
    new PerformanceObserver((list) => {
      for (const { duration } of list.getEntries()) benchGcMax = Math.max(benchGcMax, duration);
    }).observe({ entryTypes: ['gc'] });
    /**
     * A slice's start: the gateway's counters, and the bench's own loop delay from here (the open
     * loop counts a send this loop made late against the answer: a stall of the bench's own is in
     * the figure too, and told apart here).
     */
    const loopStart = async () => {
      const before = await scrapeLoop();
      benchGcMax = 0;
      const benchLoop = monitorEventLoopDelay({ resolution: 5 });
      benchLoop.enable();
      return {
        waited: waitedNs(),
        drops: listenDrops(),
        opens: accepted(),
        gc: before?.gc ?? {},
        over10ms: before?.over10ms ?? 0,
        benchLoop,
      };
    };
    const loopEnd = async ({ waited, drops, opens, gc, over10ms, benchLoop }) => {
      benchLoop.disable();
      const after = await scrapeLoop();
      const gcMs = Object.fromEntries(
        Object.entries(after?.gc ?? {}).map(([kind, { sum }]) => [kind, (sum - (gc[kind]?.sum ?? 0)) * 1000]),
      );
      return {
        ...after,
        gcMs,
        gcPausesOver10ms: (after?.over10ms ?? 0) - over10ms,
        waitedMs: (waitedNs() - waited) / 1e6,
        listenDrops: listenDrops() - drops,
        connectionsAccepted: accepted() - opens,
        benchLoopP99: benchLoop.percentile(99) / 1e6,
        benchLoopMax: benchLoop.max / 1e6,
        benchGcMax,
      };
    };
    /**
     * The normal traffic (`normalRun(until)`), alone and beside the fuzz run from each client
     * process (niced, at normal priority), in turns: each side's answers, CPU and the fuzz client's
     * own CPU and requests sent.
     */
    const alternate = async (normalRun) => {
      const side = (client) => ({
        client,
        meter: cpuMeter({ ...pids, bench: process.pid }),
        answers: keptAnswers(),
        seconds: 0,
        slices: 0,
        fuzzCpuMs: 0,
        fuzzSent: 0,
        loop: [],
      });
      const sides = { alone: side(undefined), hostile: side('niced'), hostileNormalClient: side('normal') };
      const order = Object.values(sides);
      for (let elapsed = 0, round = 0; elapsed < SECONDS; elapsed += SLICE_S, round += 1) {
        const seconds = Math.min(SLICE_S, SECONDS - elapsed);
        // Each round begins with the next side (alone, hostile, normal-priority hostile in turn), so
        // none always follows the same one.
        for (const current of order.map((_, i) => order[(i + round) % order.length])) {
          await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
          const sliceStart = await loopStart();
          const started = performance.now();
          await current.meter.measure(async () => {
            const [answers, slice] = await Promise.all([
              normalRun(performance.now() + seconds * 1000),
              current.client ? clients[current.client].slice(seconds) : undefined,
            ]);
            keep(current.answers, answers);
            if (slice) {
              const fuzzRun = fuzzRuns[current.client];
              fuzzRun.sent += slice.sent;
              for (const [status, n] of Object.entries(slice.statuses))
                fuzzRun.statuses[status] = (fuzzRun.statuses[status] ?? 0) + n;
              fuzzRun.failures.push(...slice.failures);
              fuzzRun.signInsAgain = slice.signInsAgain;
              fuzzRun.signInsRefused = slice.signInsRefused;
              current.fuzzCpuMs += slice.cpuMs;
              current.fuzzSent += slice.sent;
            }
            return { requests: 1 };
          });
          current.seconds += (performance.now() - started) / 1000;
          current.slices += 1;
          current.loop.push(await loopEnd(sliceStart));
        }
      }
      return sides;
    };
    /**
     * The loops over a side's slices: the gateway's delay and the bench's own (the median slice's
     * p99, the largest max), the gateway's main thread's wait for a core and its garbage collection
     * by kind (minor, major, incremental), in ms per second of the side.
     */
    const loopOf = ({ loop, seconds }) => {
      const medianSlice = (key) =>
        Number(
          percentile(
            loop.map((l) => l[key]),
            50,
          ).toFixed(1),
        );
      const largest = (key) => Number(Math.max(...loop.map((l) => l[key])).toFixed(1));
      const perSecond = (valueOf) => loop.reduce((sum, l) => sum + valueOf(l), 0) / seconds;
      return {
        delayP99MedianSlice: medianSlice('p99'),
        delayMax: largest('max'),
        waitedForCoreMsPerS: Math.round(perSecond((l) => l.waitedMs)),
        listenDrops: loop.reduce((sum, l) => sum + l.listenDrops, 0),
        connectionsAcceptedPerS: Math.round(perSecond((l) => l.connectionsAccepted)),
        gcMsPerS: Object.fromEntries(
          [...new Set(loop.flatMap((l) => Object.keys(l.gcMs)))].map((kind) => [
            kind,
            Number(perSecond((l) => l.gcMs[kind] ?? 0).toFixed(1)),
          ]),
        ),
        gcPausesOver10ms: loop.reduce((sum, l) => sum + l.gcPausesOver10ms, 0),
        benchLoopP99MedianSlice: medianSlice('benchLoopP99'),
        benchLoopMax: largest('benchLoopMax'),
        benchGcMax: largest('benchGcMax'),
      };
    };
    const cpuOf = ({ meter, seconds, slices, client, fuzzCpuMs, fuzzSent }) => {
      // The meter's "per request" is per slice here (each slice counted 1): per second of the side.
      const { cpuUsPerRequest, machineBusy } = meter.figures();
      const msPerS = Object.fromEntries(
        Object.entries(cpuUsPerRequest).map(([name, us]) => [name, Math.round((us * slices) / 1000 / seconds)]),
      );
      return {
        msPerS: client ? { ...msPerS, 'bench: fuzz client': Math.round(fuzzCpuMs / seconds) } : msPerS,
        machineBusy,
        ...(client ? { fuzzSentPerS: Math.round(fuzzSent / seconds) } : {}),
      };
    };
    await run(normal, CLIENTS, performance.now() + 3_000); // warm-up
    say(
      `▸ Closed loop: normal requests from ${CLIENTS} clients back to back, alone and beside the fuzz run, in turns of ${SLICE_S} s, ${SECONDS} s each…`,
    );
    const closed = await alternate((until) => run(normal, CLIENTS, until));
    const servedAlone = summary(closed.alone.answers).requests / closed.alone.seconds;
    const rate = RATE ?? Math.max(1, Math.round(servedAlone * OPEN_SHARE));
    say(
      `▸ Open loop: normal requests at ${rate}/s (${RATE ? 'BENCH_RATE' : `${OPEN_SHARE} × the ${servedAlone.toFixed(0)}/s served alone above`}), alone and beside the fuzz run, the same turns…`,
    );
    const open = await alternate((until) => runAtRate(normal, rate, until));
    const fivexxOf = ({ statuses }) =>
      Object.entries(statuses)
        .filter(([status]) => Number(status) >= 500)
        .reduce((sum, [, n]) => sum + n, 0);
    const ratio = (during, alone) => `${(Number(during.p99) / Number(alone.p99)).toFixed(2)}×`;
    for (const [loop, phase] of [
      ['closed loop', closed],
      [`open loop, ${rate}/s`, open],
    ]) {
      const alone = summary(phase.alone.answers);
      say(`${loop}:`);
      say(`  normal requests alone:        ${JSON.stringify(alone)}`);
      say(`  CPU alone (ms per s):         ${JSON.stringify(cpuOf(phase.alone))}`);
      say(`  gateway loop alone (ms):       ${JSON.stringify(loopOf(phase.alone))}`);
      for (const [key, name] of [
        ['hostile', `fuzz client at nice ${FUZZ_NICE}`],
        ['hostileNormalClient', 'fuzz client at normal priority'],
      ]) {
        const during = summary(phase[key].answers);
        say(`  during the fuzz, ${name}:`);
        say(`    normal requests:            ${JSON.stringify(during)}`);
        say(`    CPU (ms per s):             ${JSON.stringify(cpuOf(phase[key]))}`);
        say(`    gateway loop (ms):           ${JSON.stringify(loopOf(phase[key]))}`);
        say(`    p99 ratio (during / alone): ${ratio(during, alone)}`);
      }
    }
    for (const [name, fuzzRun] of Object.entries(fuzzRuns)) {
      say(
        `fuzz requests by status (${name === 'niced' ? `nice ${FUZZ_NICE}` : 'normal priority'}): ${JSON.stringify(fuzzRun.statuses)} (${fuzzRun.sent} sent, ${FUZZ_LARGE ? `${large} of the ${FUZZ_REQUESTS} drawn past 1 MB or chunked` : `the ${FUZZ_REQUESTS} drawn less those past 1 MB or chunked`}; 0 = write cut after an early answer; ${fuzzRun.signInsAgain} sign-ins after a session ended, ${fuzzRun.signInsRefused} of them refused)`,
      );
      say(`  failures (5xx etc.): ${fuzzRun.failures.length} (5xx: ${fivexxOf(fuzzRun)})`);
      for (const failure of fuzzRun.failures.slice(0, 5)) say(`    ${failure.slice(0, 300)}`);
    }
    if (gatewayPid) {
      // The edge's own cost, which the machine's load does not move: CPU time, not wall time.
      const normalCost = await cpuPerRequest({ gateway: gatewayPid }, async () => ({
        requests: (await run(normal, 1, performance.now() + 3_000)).length,
      }));
      say(`gateway CPU per request (µs):   normal ${normalCost.cpuUsPerRequest.gateway}`);
      say(
        "a refused large body, one at a time: the gateway's CPU and the bytes it read of it (its sockets' and files' reads):",
      );
      const connections = fuzz.fuzzConnections();
      const refused = [
        ...[0, 1, 2, 3].flatMap((shape) =>
          [false, true].map((chunked) => [
            `GraphQL body of shape ${shape}, 5 MB${chunked ? ', chunked' : ''}`,
            { path: '/graphql', body: Buffer.from(largeGraphqlBody(shape, 5 * MB)), chunked },
          ]),
        ),
        ...[false, true].map((chunked) => [
          `REST JSON body of 2 MB${chunked ? ', chunked' : ''}`,
          { path: '/api/login', body: Buffer.from(JSON.stringify({ username: 'a'.repeat(2 * MB) })), chunked },
        ]),
      ];
      for (const [name, { path, body, chunked }] of refused) {
        const request = {
          index: 0,
          caller: 'visitor',
          method: 'POST',
          path,
          headers: { 'content-type': 'application/json' },
          body,
          chunked,
        };
        const statuses = new Set();
        const readBefore = bytesReadBy(gatewayPid);
        const { cpuUsPerRequest } = await cpuPerRequest({ gateway: gatewayPid }, async () => {
          for (let i = 0; i < COST_REQUESTS; i += 1)
            statuses.add((await fuzz.sendFuzzRequest(baseUrl, ownAddress(request), {}, connections)).status);
          return { requests: COST_REQUESTS };
        });
        const kbRead = Math.round((bytesReadBy(gatewayPid) - readBefore) / COST_REQUESTS / 1024);
        say(`  ${name} (${[...statuses].join(', ')}): ${cpuUsPerRequest.gateway} µs, ${kbRead} KB read`);
      }
      await connections.close();
      if (COST_BY_ANSWER) {
        say('CPU per fuzz request by its answer (µs; each drawn request once, one at a time):');
        const apps = { gateway: gatewayPid, identity: pids.identity };
        for (const { group, requests, cpuUsPerRequest } of await clients.normal.slice({ costOf: apps }))
          say(`  ${group.padEnd(16)} ${String(requests).padStart(4)} requests: ${JSON.stringify(cpuUsPerRequest)}`);
      }
    }
    const alone = summary(open.alone.answers);
    const fivexx = fivexxOf(fuzzRuns.niced) + fivexxOf(fuzzRuns.normal);
    say(
      `p99 ratio (open loop at ${rate}/s, during / alone): ${ratio(summary(open.hostile.answers), alone)} with the fuzz client at nice ${FUZZ_NICE} (goal ≤ 2×), ${ratio(summary(open.hostileNormalClient.answers), alone)} with it at normal priority; fuzz 5xx: ${fivexx}`,
    );
  } finally {
    for (const { child } of Object.values(clients)) child.kill();
    // The gateway first, given time to write its profile.
    if (PROFILE_DIR) await system?.supervisor.stop('gateway', 30_000);
    await system?.stop();
  }
}
