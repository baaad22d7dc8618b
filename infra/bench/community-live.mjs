// The bench's `community` phase (BENCH_PHASES=community): the edition group live on two gateway
// replicas. BENCH_COMMUNITY_SUBSCRIBERS (1000) WebSockets (graphql-transport-ws, each a seeded
// member's session) subscribe to `communityEvents`, half on each replica; one member posts
// BENCH_COMMUNITY_POSTS_PER_S (20) posts a second for BENCH_COMMUNITY_SECONDS (30), every post
// through a replica in turn. Reported: the deliveries every subscriber should get and those lost
// (0 is the goal), delivery time from the post's acceptance (its `createdAt`, the service's clock,
// which is this machine's) to a subscriber's message event, p50/p99/max (p99 ≤ 250 ms the goal),
// the same time by stage (accepted → on NATS → on Redis → at the subscriber, see watchStages), and
// the CPU each gateway replica used per message delivered (the load generator's beside it, with its
// event-loop delay and busy share: on one machine the subscribers' own work shares the cores with
// the system's, and a late loop delays every time it takes).
import { randomUUID } from 'node:crypto';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import Redis from 'ioredis';
import { createRequire } from 'node:module';
import pg from 'pg';
import WebSocket from 'ws';
import { ROOT, waitUntilReady } from '../local/system.mjs';
import { freePort } from '../local/test-system.mjs';
import { cpuSeconds } from './cpu-time.mjs';
import { benchSessionToken } from './members.mjs';

const SUBSCRIBERS = Number(process.env.BENCH_COMMUNITY_SUBSCRIBERS ?? 1000);
const POSTS_PER_S = Number(process.env.BENCH_COMMUNITY_POSTS_PER_S ?? 20);
const SECONDS = Number(process.env.BENCH_COMMUNITY_SECONDS ?? 30);
/** How long the last post may take to reach everyone before what has not arrived counts as late. */
const DRAIN_MS = 15_000; // docs/performance-figures.mjs names it
/**
 * How much longer the phase waits for what was late before counting it lost: a delivery that comes
 * (late) is not lost, and one that never comes is a bug, not a slow machine. The late ones' times
 * are in the quantiles.
 */
const LOST_AFTER_MS = Number(process.env.BENCH_COMMUNITY_LOST_AFTER_MS ?? 60_000);
export const COMMUNITY_GOALS = { lost: 0, p99Ms: 250 };

const EVENTS = 'subscription { communityEvents { change post { id createdAt } } }';
const POST = 'mutation ($body: String!) { createCommunityPost(body: $body) { id createdAt } }';
const load = (path) => import(pathToFileURL(join(ROOT, path)).href);
const { ChallengeSubjects } = await load('packages/contracts/dist/index.js');
const { CommunitySubjects } = await load('packages/contracts/dist/community.js');
// the live emitter's own encoding (mqemitter-redis's), to read what the gateways publish on Redis
const msgpack = createRequire(join(ROOT, 'node_modules/mqemitter-redis/package.json'))('msgpack-lite');
const { createLogger, EventBus, RpcClient } = await load('packages/platform/dist/index.js');
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** `q` quantile of `sorted` (ascending), one decimal. */
const quantileOf = (sorted, q) =>
  sorted.length
    ? Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] * 10) / 10
    : undefined;

/** Waits until `condition()` holds, naming `what` if it never does within `ms`. */
async function until(condition, what, ms = 60_000) {
  const deadline = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`community phase: timed out waiting for ${what}`);
    await pause(200);
  }
}

/** A NATS connection to `system`'s server, as the bench's user, named `name`. */
const natsOf = (system, name) =>
  RpcClient.connect({
    url: system.base.NATS_URL ?? 'nats://127.0.0.1:4222',
    name,
    timeoutMs: 5000,
    subjectPrefix: system.base.NATS_SUBJECT_PREFIX,
    logger: createLogger('bench', 'silent'),
  });

/**
 * Where each post is on its way, timed here on the same clock as its acceptance (`createdAt`): when
 * the community's outbox published `community.post.changed.v1` on NATS (heard as a core subscriber of
 * the JetStream subject) and when a gateway published it on the live emitter's Redis channel (heard
 * as one more listener of the group's channel). Beside the subscribers' own times they split the
 * delivery into accepted → NATS (the outbox relay), NATS → Redis (the gateway's JetStream consumer)
 * and Redis → subscriber (each replica's fan-out, the sockets, and the load generator's own reading).
 */
async function watchStages(system) {
  const onNats = new Map();
  const onRedis = new Map();
  const rpc = await natsOf(system, 'bench-community-stages');
  const nc = rpc.nats;
  nc.subscribe(`${system.base.NATS_SUBJECT_PREFIX ?? ''}${CommunitySubjects.events.postChanged}`, {
    callback: (_error, message) => {
      const at = Date.now();
      const event = message.json();
      if (event.change === 'created' && !onNats.has(event.post.id)) onNats.set(event.post.id, at);
    },
  });
  const redis = new Redis(system.base.REDIS_URL ?? 'redis://127.0.0.1:6379', { lazyConnect: true });
  await redis.connect();
  await redis.psubscribe(`${system.base.REDIS_PREFIX}:gateway:live:community/group/*`);
  redis.on('pmessageBuffer', (_pattern, _channel, buffer) => {
    const at = Date.now();
    const event = msgpack.decode(buffer).msg.payload.communityEvents;
    if (event.change === 'created' && !onRedis.has(event.post.id)) onRedis.set(event.post.id, at);
  });
  await nc.flush();
  const spans = (pairs) => {
    const sorted = pairs.filter((ms) => Number.isFinite(ms)).sort((a, b) => a - b);
    return { count: sorted.length, p50Ms: quantileOf(sorted, 0.5), p99Ms: quantileOf(sorted, 0.99) };
  };
  return {
    async close() {
      await Promise.all([rpc.close(), redis.quit()]);
    },
    figures(posts, subscribers) {
      const toRedis = [];
      const toSubscriber = [];
      for (const p of posts) {
        const redisAt = onRedis.get(p.id);
        toRedis.push(redisAt - onNats.get(p.id));
        for (const s of subscribers) {
          const at = s.received.get(p.id);
          if (at !== undefined) toSubscriber.push(at - redisAt);
        }
      }
      return {
        acceptedToNats: spans(posts.map((p) => onNats.get(p.id) - Date.parse(p.createdAt))),
        natsToRedis: spans(toRedis),
        redisToSubscriber: spans(toSubscriber),
      };
    },
  };
}

/** The stages in one line: `accepted → NATS 12/80, …` (p50/p99 ms). */
const stageLine = (stages) =>
  [
    ['accepted → NATS', stages.acceptedToNats],
    ['NATS → Redis', stages.natsToRedis],
    ['Redis → subscriber', stages.redisToSubscriber],
  ]
    .map(([name, span]) => `${name} ${span.p50Ms}/${span.p99Ms}`)
    .join(', ');

/** The bytes a subscriber looks for in a message, instead of parsing it (it gets 20,000 a second). */
const NEXT = Buffer.from('{"type":"next"');
const CREATED = Buffer.from('"change":"created"');
const POST_ID = Buffer.from('"post":{"id":"');
const QUOTE = 0x22;

/**
 * One subscriber: a WebSocket with `cookie` speaking graphql-transport-ws (the protocol of the app's
 * client, graphql-ws) with the least work a message can cost, so that the load generator measures the
 * system rather than itself: a post's message is timed first thing when it arrives and only its id is
 * read from the bytes (no JSON parse, no validation); anything else (ping, errors, complete) is parsed.
 * Like the app's client it connects again after a dropped or refused connection (up to 10 times in a
 * row, backing off) and subscribes again: the times it had to are counted (`closes`).
 */
function subscriber(baseUrl, cookie, onCreated) {
  const url = `${baseUrl.replace(/^http/, 'ws')}/graphql`;
  const received = new Map();
  const errors = [];
  let acknowledged = false;
  let closes = 0;
  let attempts = 0;
  let disposed = false;
  let socket;
  const open = () => {
    socket = new WebSocket(url, 'graphql-transport-ws', { headers: { cookie } });
    socket.on('open', () => socket.send('{"type":"connection_init","payload":{}}'));
    socket.on('message', (data, isBinary) => {
      const at = Date.now();
      if (!isBinary && data.indexOf(NEXT) === 0 && data.indexOf(CREATED) !== -1) {
        const start = data.indexOf(POST_ID);
        if (start !== -1) {
          const from = start + POST_ID.length;
          const id = data.toString('latin1', from, data.indexOf(QUOTE, from));
          if (!received.has(id)) onCreated();
          received.set(id, at);
          return;
        }
      }
      const message = JSON.parse(data.toString());
      if (message.type === 'connection_ack') {
        acknowledged = true;
        attempts = 0;
        socket.send(JSON.stringify({ id: '1', type: 'subscribe', payload: { query: EVENTS } }));
      } else if (message.type === 'ping') socket.send('{"type":"pong"}');
      else if (message.type === 'error') errors.push(...message.payload);
      else if (message.type === 'next' && message.payload.errors) errors.push(...message.payload.errors);
    });
    socket.on('error', () => undefined);
    socket.on('close', () => {
      acknowledged = false;
      closes += 1;
      if (disposed || attempts >= 10) return;
      attempts += 1;
      setTimeout(open, Math.min(10_000, 500 * 2 ** attempts * (0.5 + Math.random())));
    });
  };
  open();
  return {
    received,
    errors,
    dispose() {
      disposed = true;
      socket.close();
    },
    get acknowledged() {
      return acknowledged;
    },
    get closes() {
      return closes;
    },
  };
}

/**
 * Runs the phase on `system` (a started test system whose gateway is replica A): `writer` is a
 * signed-in member of the running edition (`cookie`, `userId`), `memberIds` the seeded members
 * (each with the session `benchSessionToken(id)`), `challengeDatabaseUrl` where their enrolment
 * is. Answers the figures; `say` prints progress.
 */
export async function benchCommunityLive({ system, writer, memberIds, challengeDatabaseUrl, replicas, say }) {
  // The seeded members are in the challenge's tables only: the community learns of each from the
  // access event the challenge would have published, published here for them.
  const sql = new pg.Client({ connectionString: challengeDatabaseUrl });
  await sql.connect();
  const { rows } = await sql.query(`SELECT (end_date + 1)::text AS day FROM challenge.enrolments WHERE user_id = $1`, [
    writer.userId,
  ]);
  await sql.end();
  const accessEndsAt = `${rows[0].day}T12:00:00.000Z`;
  const members = memberIds.slice(0, SUBSCRIBERS);
  say(`▸ Community: ${members.length} members into the edition's group…`);
  const changedAt = new Date().toISOString();
  const rpc = await natsOf(system, 'bench-community');
  try {
    const challenge = await EventBus.create(
      rpc.nats,
      'challenge',
      system.base.NATS_SUBJECT_PREFIX,
      createLogger('bench', 'silent'),
    );
    for (const userId of members)
      await challenge.publish(
        ChallengeSubjects.events.accessChanged,
        { userId, email: `miembro-${userId}@bench.example`, accessEndsAt, changedAt },
        `bench-community-${userId}-${randomUUID()}`,
      );
  } finally {
    await rpc.close();
  }
  const feedOf = (baseUrl, cookie) =>
    fetch(`${baseUrl}/graphql`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ communityFeed(limit: 1) { nextCursor } }' }),
    }).then((res) => res.json());
  await until(
    async () => !(await feedOf(system.url, `reto_session=${benchSessionToken(members.at(-1))}`)).errors,
    'the last member to join',
    180_000,
  );

  const port = await freePort();
  const replicaB = system.startReplica('gateway', { env: { PORT: String(port) } });
  replicas.push(replicaB); // stopped with the system when the bench is interrupted
  const urlB = `http://127.0.0.1:${port}`;
  try {
    const { ready } = await waitUntilReady(urlB, 150_000);
    if (!ready) throw new Error('community phase: the second gateway did not become ready');
    const urls = [system.url, urlB];
    say(`▸ Community: ${SUBSCRIBERS} WebSockets over 2 gateway replicas…`);
    const subscribers = [];
    // every first arrival of a post at a subscriber: the wait for the deliveries reads this, not the maps
    let arrivals = 0;
    const arrived = () => (arrivals += 1);
    for (let i = 0; i < SUBSCRIBERS; i += 1) {
      const id = memberIds[i % memberIds.length];
      subscribers.push(subscriber(urls[i % 2], `reto_session=${benchSessionToken(id)}`, arrived));
      if (i % 25 === 24) await pause(250); // the handshakes in waves (100 a second), as members arrive
    }
    await until(() => subscribers.every((s) => s.acknowledged), 'every WebSocket to be acknowledged', 300_000);
    const closesOf = () => subscribers.reduce((sum, s) => sum + s.closes, 0);
    const connectReconnects = closesOf();
    const refused = subscribers.flatMap((s) => s.errors);
    if (refused.length)
      throw new Error(`community phase: ${refused.length} refusals, first ${JSON.stringify(refused[0])}`);

    const post = async (baseUrl, body) => {
      const res = await fetch(`${baseUrl}/graphql`, {
        method: 'POST',
        headers: { cookie: writer.cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ query: POST, variables: { body } }),
        // never waits past the gateway's own deadlines (then it counts as refused)
        signal: AbortSignal.timeout(30_000),
      });
      const answer = await res.json();
      if (!answer.data?.createCommunityPost)
        throw new Error(`community phase: a post was refused: ${JSON.stringify(answer)}`);
      return answer.data.createCommunityPost;
    };
    // Every subscription is in place once a probe reaches all of them.
    await until(
      async () => {
        const probe = await post(system.url, `Calentando ${Date.now()}`);
        await pause(1_000);
        return subscribers.every((s) => s.received.has(probe.id));
      },
      'every subscription to receive a probe',
      120_000,
    );
    for (const s of subscribers) s.received.clear();
    arrivals = 0;
    const stages = await watchStages(system);

    const pids = {
      'gateway A': system.supervisor.children.get('gateway')?.pid,
      'gateway B': replicaB.pid,
      'load generator': process.pid,
    };
    const before = Object.fromEntries(Object.entries(pids).map(([name, pid]) => [name, cpuSeconds(pid)]));
    // The subscribers' own process: a message is timed when its event loop gets to it, so its lag is
    // in every delivery time (on one machine with the system, a busy load generator adds its own).
    const loop = monitorEventLoopDelay({ resolution: 10 });
    loop.enable();
    say(`▸ Community: ${POSTS_PER_S} posts a second for ${SECONDS} s…`);
    const posts = [];
    const refusedPosts = [];
    const total = POSTS_PER_S * SECONDS;
    const started = performance.now();
    const writes = [];
    for (let n = 0; n < total; n += 1) {
      const due = started + (n * 1000) / POSTS_PER_S;
      const wait = due - performance.now();
      if (wait > 0) await pause(wait);
      // A post refused (or answered 503 after the gateway's wait) is counted, not expected anywhere.
      writes.push(
        post(urls[n % 2], `Post ${n + 1} del bench: ¡vamos, equipo!`).then(
          (written) => posts.push(written),
          (error) => refusedPosts.push(error.message),
        ),
      );
    }
    // the rate offered: every post sent (the last one leaves 1/POSTS_PER_S before the run's end)
    const sentSeconds = (performance.now() - started) / 1000 + 1 / POSTS_PER_S;
    await Promise.all(writes);
    const expected = posts.length * subscribers.length;
    const deliveredCount = () =>
      posts.reduce((sum, p) => sum + subscribers.filter((s) => s.received.has(p.id)).length, 0);
    // the exact count only once the arrivals could make it (a post whose answer was lost arrives too)
    const everyDelivery = () => arrivals >= expected && deliveredCount() === expected;
    await until(everyDelivery, 'every delivery', DRAIN_MS).catch(() => undefined);
    const lateAtDrain = expected - deliveredCount();
    if (lateAtDrain > 0) await until(everyDelivery, 'the late deliveries', LOST_AFTER_MS).catch(() => undefined);
    loop.disable();
    const loadGeneratorBusy =
      (cpuSeconds(process.pid) - before['load generator']) / ((performance.now() - started) / 1000);
    await stages.close();
    const after = Object.fromEntries(Object.entries(pids).map(([name, pid]) => [name, cpuSeconds(pid)]));

    const latencies = [];
    for (const p of posts) {
      const acceptedAt = Date.parse(p.createdAt);
      for (const s of subscribers) {
        const at = s.received.get(p.id);
        if (at !== undefined) latencies.push(Math.max(0, at - acceptedAt));
      }
    }
    latencies.sort((a, b) => a - b);
    const delivered = latencies.length;
    const stageFigures = stages.figures(posts, subscribers);
    // every message a subscriber received in the run (those of a post whose answer was lost too)
    const messages = subscribers.reduce((sum, sub) => sum + sub.received.size, 0);
    const cpuUsPerMessage = Object.fromEntries(
      Object.keys(pids).map((name) => [name, Math.round(((after[name] - before[name]) * 1e6) / Math.max(1, messages))]),
    );
    const runReconnects = closesOf() - connectReconnects;
    // The sockets close when the replica stops; a client still reconnecting may never settle its dispose.
    for (const s of subscribers) s.dispose();
    const figures = {
      subscribers: subscribers.length,
      // connections refused or dropped and made again (as the app's client does): while connecting, while measured
      reconnects: { connecting: connectReconnects, measured: runReconnects },
      replicas: 2,
      posts: posts.length,
      refusedPosts: refusedPosts.length,
      ...(refusedPosts.length ? { firstRefusal: refusedPosts[0] } : {}),
      postsPerS: Math.round((total / sentSeconds) * 10) / 10,
      expected,
      delivered,
      // not arrived DRAIN_MS after the last post; of those, still not arrived LOST_AFTER_MS later
      late: lateAtDrain,
      lost: expected - delivered,
      loadGeneratorLoopDelayP99Ms: Math.round(loop.percentile(99) / 1e5) / 10,
      // the share of a core the load generator used from the first post to the last delivery
      loadGeneratorBusy: Math.round(loadGeneratorBusy * 100) / 100,
      stages: stageFigures,
      p50Ms: quantileOf(latencies, 0.5),
      p99Ms: quantileOf(latencies, 0.99),
      maxMs: latencies.at(-1),
      cpuUsPerMessage,
      goal: `0 lost, delivery p99 ≤ ${COMMUNITY_GOALS.p99Ms} ms from acceptance`,
    };
    figures.met =
      figures.refusedPosts === 0 &&
      figures.lost === COMMUNITY_GOALS.lost &&
      (figures.p99Ms ?? Infinity) <= COMMUNITY_GOALS.p99Ms;
    figures.line = `Community live: ${figures.subscribers} subscribers on 2 replicas, ${total} posts sent at ${figures.postsPerS}/s (${figures.posts} accepted, ${figures.refusedPosts} refused): ${figures.delivered}/${figures.expected} delivered (${figures.late} not within ${DRAIN_MS / 1000} s of the last post, ${figures.lost} never within a further ${LOST_AFTER_MS / 1000} s: lost; ${figures.reconnects.connecting} reconnections while connecting, ${figures.reconnects.measured} while measured), p50 ${figures.p50Ms} ms, p99 ${figures.p99Ms} ms, max ${figures.maxMs} ms (the load generator's event loop p99 delay ${figures.loadGeneratorLoopDelayP99Ms} ms, ${figures.loadGeneratorBusy} of a core busy); by stage, p50/p99 ms: ${stageLine(stageFigures)}; CPU µs per delivered message: ${Object.entries(
      cpuUsPerMessage,
    )
      .map(([name, us]) => `${name} ${us}`)
      .join(', ')} (goal ${figures.goal}): ${figures.met ? 'met' : 'NOT met'}`;
    say(`  ${figures.line}`);
    return figures;
  } finally {
    const exited = new Promise((resolve) => replicaB.once('exit', resolve));
    replicaB.kill('SIGTERM');
    await exited;
  }
}
