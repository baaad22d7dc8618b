// The fuzz tier's run, shared by its spec (fuzz.int-spec.ts) and by `npm run bench:edge`, which
// replays it beside normal traffic: the requests it draws (every REST route, every GraphQL
// operation, the edge's cases), the system it runs against, how it signs its callers in and how it
// sends each request and judges the answer.
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { FreshAfterPause, GatewayClient } from '@reto/platform/testing';
import { Agent, request as send, type Dispatcher } from 'undici';
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

/** Requests in flight at once, and how often the callers sign in again (a fuzzed logout ends them). */
export const FUZZ_CONCURRENCY = 4;
export const FUZZ_SIGN_IN_EVERY = 250;

/** The environment of the system the fuzz tier runs against. */
export const FUZZ_SYSTEM_ENV: Record<string, string> = {
  // Real limits, high enough that a few thousand requests from one address are not all 429.
  RATE_LIMIT_MAX_PER_IP: '100000',
  RATE_LIMIT_MAX_PER_ACCOUNT: '100000',
  LOGIN_FAILURES_PER_ADDRESS: '100000',
  LOGIN_FAILURES_PER_ACCOUNT: '100000',
  // Production's limit of wrong passwords from one address over any names (identity's default): the
  // run's sign-in attempts with drawn names and passwords come from a few addresses, and past it they
  // are refused before their password is hashed, as a flood would be. The run's own callers sign in
  // from addresses of their own (signInCallers), as members are elsewhere than whoever floods.
  LOGIN_FAILURES_FROM_ADDRESS: '30',
  // Behind one proxy hop, so forged X-Forwarded-For values are read too.
  TRUST_PROXY_HOPS: '1',
  // Signed store orders reach the body checks (the edge's fuzz cases sign some of theirs).
  SHOPIFY_WEBHOOK_SECRET: FUZZ_SHOPIFY_SECRET,
};

/** What the run draws from: one arbitrary per REST route and per GraphQL operation, and the edge's, taken in turn. */
export function fuzzTargets(gatewayDir: string) {
  const routes = restRoutes(join(gatewayDir, 'src'));
  const schema = loadSchema(join(gatewayDir, 'schema.graphql'));
  const operations = graphqlOperations(schema);
  const vocabulary = [...new Set([...schemaVocabulary(schema), ...routes.flatMap((route) => route.queryNames)])].sort();
  const values = fuzzValues(vocabulary);
  const bodies = restBodies(values, operations);
  const targets = [
    ...routes.map((route) => restRequest(route, vocabulary, bodies)),
    ...operations.map((operation) => graphqlRequest(operation, values)),
    ...edgeRequests(routes),
  ];
  /** Request `index` of a run: drawn alone from the run's seed, so it does not depend on the others. */
  const requestOf = (seed: number, index: number): FuzzRequest =>
    sampleRequest(targets[index % targets.length]!, seed, index);
  return { routes, operations, targets, requestOf };
}

export type Credentials = Record<Caller, Record<string, string>>;

/** The callers' headers: a demo member and the admin signed in, and a forged session. */
export async function signInCallers(
  url: string,
  member: { email: string; password: string },
  admin: { username: string; password: string },
): Promise<Credentials> {
  // Each from an address of its own (the system trusts one proxy hop): the run's floods of wrong
  // passwords close the addresses they come from, not the members'.
  const memberClient = GatewayClient.fromOwnAddress(url);
  const memberLogin = await memberClient.rest('POST', '/api/login', {
    username: member.email,
    password: member.password,
  });
  const adminClient = GatewayClient.fromOwnAddress(url);
  const adminLogin = await adminClient.rest('POST', '/api/login', admin);
  if (memberLogin.status !== 200 || adminLogin.status !== 200) {
    throw new Error(`sign-in failed: member ${memberLogin.status}, admin ${adminLogin.status}`);
  }
  return {
    visitor: {},
    member: { cookie: memberClient.cookie },
    admin: { cookie: adminClient.cookie, 'x-admin-auth': adminLogin.body.adminAuth as string },
    forged: { cookie: `${memberClient.cookie.split('=')[0]}=${'f'.repeat(64)}`, 'x-admin-auth': '1:admin' },
  };
}

/**
 * The run's own connections, fresh after a pause: building a batch blocks the process for seconds
 * on a busy machine (9.7 s seen under load), longer than the idle connections live.
 */
export const fuzzConnections = () => new FreshAfterPause();

/** A body sent in chunks of 64 KB, with no stated length. */
async function* chunksOf(body: string | Buffer) {
  const bytes = Buffer.isBuffer(body) ? body : Buffer.from(body);
  for (let at = 0; at < bytes.length; at += 64 * 1024) yield bytes.subarray(at, at + 64 * 1024);
}

/** A body the gateway may refuse while it is still being sent (above the 1 MB JSON limit, or chunked). */
const LARGE_BODY_BYTES = 1024 * 1024;
const isLarge = (request: FuzzRequest) =>
  request.chunked === true || (request.body !== undefined && request.body.length > LARGE_BODY_BYTES);

/** A request as the run sends it: its body may be the drawn text's bytes, built once. */
export type SentRequest = Omit<FuzzRequest, 'body'> & { body?: string | Buffer };

/** The answer's status (0: none), and why it fails the fuzz tier (a 5xx, also inside a GraphQL answer, or no answer at all). */
export interface FuzzAnswer {
  status: number;
  failure?: string;
}

/** Sends one request of the run with its caller's credentials. */
export async function sendFuzzRequest(
  url: string,
  request: SentRequest,
  credentials: Credentials,
  connections: Dispatcher,
): Promise<FuzzAnswer> {
  // A large body goes on a connection of its own: the gateway answers 413 and closes while the
  // upload is still under way (edge-limits.int-spec shows that answer), so the client may see its
  // write cut (EPIPE, ECONNRESET) instead of the answer, and that connection is never reused.
  const large = isLarge(request as FuzzRequest);
  const own = large ? new Agent({ pipelining: 0 }) : undefined;
  try {
    return await sendOn(url, request, credentials, own ?? connections, large);
  } finally {
    await own?.destroy();
  }
}

async function sendOn(
  url: string,
  request: SentRequest,
  credentials: Credentials,
  dispatcher: Dispatcher,
  large: boolean,
): Promise<FuzzAnswer> {
  let res: Dispatcher.ResponseData;
  let text: string;
  try {
    // undici's own request (the bytes fetch would send, at a fraction of its client-side CPU: the
    // fuzz clients share the machine with the system they test).
    res = await send(`${url}${request.path}`, {
      dispatcher,
      method: request.method as Dispatcher.HttpMethod,
      headers: { ...request.headers, ...credentials[request.caller] },
      body:
        request.chunked && request.body !== undefined
          ? Readable.from(chunksOf(request.body), { objectMode: false })
          : request.body,
      signal: AbortSignal.timeout(60_000),
    });
    text = await res.body.text();
  } catch (error) {
    const { message, code, cause } = error as Error & { code?: string; cause?: { code?: string; message?: string } };
    const why = code ?? cause?.code;
    if (large && (why === 'EPIPE' || why === 'ECONNRESET' || why === 'UND_ERR_SOCKET')) return { status: 0 };
    return { status: 0, failure: `no answer: ${message} (${why ?? ''} ${cause?.message ?? ''})` };
  }
  const status = res.statusCode;
  if (status >= 500) return { status, failure: `HTTP ${status}: ${text.slice(0, 300)}` };
  if (!request.path.startsWith('/graphql') || !String(res.headers['content-type'] ?? '').includes('json'))
    return { status };
  const answers = [JSON.parse(text)].flat() as Array<{
    errors?: Array<{ message: string; extensions?: { code?: string; status?: number } }>;
  }>;
  const internal = answers
    .flatMap((answer) => answer.errors ?? [])
    .find((error) => (error.extensions?.status ?? 0) >= 500 || error.extensions?.code === 'INTERNAL_SERVER_ERROR');
  return internal ? { status, failure: `GraphQL error ${JSON.stringify(internal)}` } : { status };
}
