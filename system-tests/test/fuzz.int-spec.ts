// The fuzz tier: a few thousand generated requests over every REST route the
// controllers declare and every GraphQL operation of the schema, against one whole running system.
// No answer may be a 5xx and no process may restart. fast-check draws the requests from FUZZ_SEED
// (each from a seed of its own, derived from FUZZ_SEED and its index). Reproduce a failure with the
// printed FUZZ_SEED (and FUZZ_REQUESTS); the failing requests are printed exactly as sent, with their
// index for FUZZ_ONLY.
import { createHash, randomInt } from 'node:crypto';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startTestSystem, type TestSystem } from '../../infra/local/test-system.mjs';
import {
  edgeRequests,
  FUZZ_SHOPIFY_SECRET,
  fuzzValues,
  graphqlOperations,
  graphqlRequest,
  loadSchema,
  restBodies,
  restRequest,
  restRoutes,
  sampleRequest,
  schemaVocabulary,
  type Caller,
  type FuzzRequest,
} from './fuzz-requests.js';
import { FreshAfterPause, GatewayClient } from '@reto/platform/testing';
import { Agent, fetch, type Dispatcher } from 'undici';

const GATEWAY = fileURLToPath(new URL('../../gateway/', import.meta.url));
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : randomInt(2 ** 31);
const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 3_000);
/** FUZZ_ONLY=12,345 replays only those requests of the run (their index is printed on failure). */
const ONLY = process.env.FUZZ_ONLY?.split(',').map(Number);
/** Requests in flight at once, and how often the callers sign in again (a fuzzed logout ends them). */
const CONCURRENCY = 4;
const SIGN_IN_EVERY = 250;

const routes = restRoutes(join(GATEWAY, 'src'));
const schema = loadSchema(join(GATEWAY, 'schema.graphql'));
const operations = graphqlOperations(schema);
const vocabulary = [...new Set([...schemaVocabulary(schema), ...routes.flatMap((route) => route.queryNames)])].sort();
const values = fuzzValues(vocabulary);
const bodies = restBodies(values, operations);
/** One arbitrary per REST route and per GraphQL operation, taken in turn. */
const targets = [
  ...routes.map((route) => restRequest(route, vocabulary, bodies)),
  ...operations.map((operation) => graphqlRequest(operation, values)),
  ...edgeRequests(routes),
];

/** Request `index` of a run: drawn alone from the run's seed, so it does not depend on the others. */
const requestOf = (seed: number, index: number): FuzzRequest =>
  sampleRequest(targets[index % targets.length], seed, index);
const generate = (index: number) => requestOf(SEED, index);

let system: TestSystem;
const credentials: Record<Caller, Record<string, string>> = { visitor: {}, member: {}, admin: {}, forged: {} };

async function signIn() {
  const [demo] = system.demoMembers;
  const member = new GatewayClient(system.url);
  const memberLogin = await member.rest('POST', '/api/login', { username: demo.email, password: demo.password });
  const admin = new GatewayClient(system.url);
  const adminLogin = await admin.rest('POST', '/api/login', system.admin);
  if (memberLogin.status !== 200 || adminLogin.status !== 200) {
    throw new Error(`sign-in failed: member ${memberLogin.status}, admin ${adminLogin.status}`);
  }
  credentials.member = { cookie: member.cookie };
  credentials.admin = { cookie: admin.cookie, 'x-admin-auth': adminLogin.body.adminAuth as string };
  credentials.forged = { cookie: `${member.cookie.split('=')[0]}=${'f'.repeat(64)}`, 'x-admin-auth': '1:admin' };
}

/**
 * The fuzz requests' own connections, fresh after a pause: building a batch blocks this process for
 * seconds on a busy machine (9.7 s seen under load), longer than the idle connections live.
 */
const connections = new FreshAfterPause();

/** How many answers had each HTTP status (printed, to see the run reached past the validation). */
const statuses = new Map<number, number>();

/** A body sent in chunks of 64 KB, with no stated length. */
async function* chunksOf(body: string) {
  const bytes = Buffer.from(body);
  for (let at = 0; at < bytes.length; at += 64 * 1024) yield bytes.subarray(at, at + 64 * 1024);
}

/** Why the answer fails the fuzz tier (a 5xx, also inside a GraphQL answer, or no answer at all). */
/** A body the gateway may refuse while it is still being sent (above the 1 MB JSON limit, or chunked). */
const LARGE_BODY_BYTES = 1024 * 1024;
const isLarge = (request: FuzzRequest) =>
  request.chunked === true || (request.body !== undefined && request.body.length > LARGE_BODY_BYTES);

async function send(request: FuzzRequest): Promise<string | undefined> {
  // A large body goes on a connection of its own: the gateway answers 413 and closes while the
  // upload is still under way (edge-limits.int-spec shows that answer), so the client may see its
  // write cut (EPIPE, ECONNRESET) instead of the answer, and that connection is never reused.
  const large = isLarge(request);
  const own = large ? new Agent({ pipelining: 0 }) : undefined;
  try {
    return await sendOn(request, own ?? connections, large);
  } finally {
    await own?.destroy();
  }
}

async function sendOn(request: FuzzRequest, dispatcher: Dispatcher, large: boolean): Promise<string | undefined> {
  let res: Awaited<ReturnType<typeof fetch>>;
  try {
    res = await fetch(`${system.url}${request.path}`, {
      dispatcher,
      method: request.method,
      headers: { ...request.headers, ...credentials[request.caller] },
      body: request.chunked && request.body !== undefined ? chunksOf(request.body) : request.body,
      ...(request.chunked ? { duplex: 'half' as const } : {}),
      signal: AbortSignal.timeout(60_000),
    });
  } catch (error) {
    const { message, cause } = error as Error & { cause?: { code?: string; message?: string } };
    if (large && (cause?.code === 'EPIPE' || cause?.code === 'ECONNRESET')) return undefined;
    return `no answer: ${message} (${cause?.code ?? ''} ${cause?.message ?? ''})`;
  }
  const text = await res.text();
  statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
  if (res.status >= 500) return `HTTP ${res.status}: ${text.slice(0, 300)}`;
  if (!request.path.startsWith('/graphql') || !res.headers.get('content-type')?.includes('json')) return undefined;
  const answers = [JSON.parse(text)].flat() as Array<{
    errors?: Array<{ message: string; extensions?: { code?: string; status?: number } }>;
  }>;
  const internal = answers
    .flatMap((answer) => answer.errors ?? [])
    .find((error) => (error.extensions?.status ?? 0) >= 500 || error.extensions?.code === 'INTERNAL_SERVER_ERROR');
  return internal && `GraphQL error ${JSON.stringify(internal)}`;
}

/** What to paste into a bug report: the request as sent, long values shortened. */
const printable = (request: FuzzRequest) =>
  JSON.stringify(request, (_key, value: unknown) =>
    typeof value === 'string' && value.length > 500 ? `${value.slice(0, 200)}…(${value.length} chars)` : value,
  );

beforeAll(async () => {
  system = await startTestSystem({
    demo: true,
    env: {
      // Real limits, high enough that a few thousand requests from one address are not all 429.
      RATE_LIMIT_MAX_PER_IP: '100000',
      RATE_LIMIT_MAX_PER_ACCOUNT: '100000',
      LOGIN_FAILURES_PER_ADDRESS: '100000',
      LOGIN_FAILURES_PER_ACCOUNT: '100000',
      // Behind one proxy hop, so forged X-Forwarded-For values are read too.
      TRUST_PROXY_HOPS: '1',
      // Signed store orders reach the body checks (the edge's fuzz cases sign some of theirs).
      SHOPIFY_WEBHOOK_SECRET: FUZZ_SHOPIFY_SECRET,
    },
  });
  process.stdout.write(
    `fuzz tier: FUZZ_SEED=${SEED} FUZZ_REQUESTS=${REQUESTS} (${routes.length} REST routes, ${operations.length} GraphQL operations; logs in ${system.logDir})\n`,
  );
}, 180_000);

afterAll(async () => {
  await connections.close();
  await system?.stop();
});

describe('the fuzz tier', () => {
  it('reads every route from the controllers and every operation from the schema', () => {
    expect(routes).toEqual(
      expect.arrayContaining([
        { method: 'POST', path: '/api/login', queryNames: [] },
        { method: 'GET', path: '/api/workout-units/:id', queryNames: ['unlockAll'] },
        { method: 'POST', path: '/api/admin/reviews/:id/approve', queryNames: [] },
      ]),
    );
    expect(operations.map(({ operation, field }) => `${operation} ${field.name}`)).toEqual(
      expect.arrayContaining(['query me', 'mutation login', 'mutation createSubscription']),
    );
    expect(REQUESTS).toBeGreaterThanOrEqual(targets.length);
  });

  it('draws the same requests from one seed and others from another', () => {
    // Every route and operation twice; each request is drawn alone, as FUZZ_ONLY draws it.
    const indexes = Array.from({ length: 2 * targets.length }, (_, i) => i);
    const drawn = indexes.map((index) => requestOf(SEED, index));
    expect(indexes.map((index) => requestOf(SEED, index))).toEqual(drawn);
    expect(indexes.map((index) => requestOf(SEED + 1, index))).not.toEqual(drawn);
    expect(new Set(drawn.map((request) => JSON.stringify(request))).size).toBeGreaterThan(targets.length);
  });

  it(`answers generated requests over every REST path and GraphQL operation without a 5xx or a restart`, async () => {
    const failures: string[] = [];
    // What was sent: two runs with one FUZZ_SEED print the same count and digest.
    const digest = createHash('sha256');
    let sent = 0;
    // Stops at the first restart: the requests after it would only meet the app coming back.
    const running = () => system.supervisor.crashes.length === 0;
    for (let start = 0; start < REQUESTS && running(); start += SIGN_IN_EVERY) {
      await signIn();
      // Generated before any is sent: building a large body blocks this process for a while, and an
      // upload it stalls past the server's keep-alive timeout (after an early 413/415) is cut off.
      const batch = Array.from({ length: Math.min(SIGN_IN_EVERY, REQUESTS - start) }, (_, i) => start + i)
        .filter((index) => !ONLY || ONLY.includes(index))
        .map(generate);
      let next = 0;
      const worker = async () => {
        while (next < batch.length && running()) {
          const request = batch[next++];
          digest.update(JSON.stringify(request));
          sent += 1;
          const failure = await send(request);
          if (failure) failures.push(`FUZZ_SEED=${SEED} request ${printable(request)}\n  got ${failure}`);
        }
      };
      await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    }

    process.stdout.write(
      `fuzz tier: ${sent} requests sent (sha256 ${digest.digest('hex').slice(0, 16)}), answers by status ${JSON.stringify(Object.fromEntries([...statuses].sort()))}\n`,
    );
    expect({ failures, restarts: system.supervisor.crashes }).toEqual({ failures: [], restarts: [] });
    expect((await fetch(`${system.url}/health/deps`)).status).toBe(200);
  }, 1_200_000);
});
