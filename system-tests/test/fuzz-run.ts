// The fuzz tier's run, shared by its spec (fuzz.int-spec.ts) and by `npm run bench:edge`, which
// replays it beside normal traffic: the requests it draws (every REST route, every GraphQL
// operation, the edge's cases), the system it runs against, how it signs its callers in and how it
// sends each request and judges the answer.
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { setTimeout } from 'node:timers/promises';
import { ErrorCodes } from '@reto/contracts';
import { GatewayCopy } from '../../gateway/src/gateway.copy.js';
import { FreshAfterPause, GatewayClient, randomClientAddress } from '@reto/platform/testing';
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

/** Requests in flight at once, and how many the spec draws before sending them (a batch). */
export const FUZZ_CONCURRENCY = 4;
export const FUZZ_BATCH = 250;
/** How many times a caller's first sign-in is tried (each refusal waited out) before the run fails. */
const FIRST_SIGN_IN_ATTEMPTS = 10;

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
  // from addresses of their own (FuzzCallers), as members are elsewhere than whoever floods.
  LOGIN_FAILURES_FROM_ADDRESS: '30',
  // Behind one proxy hop, so forged X-Forwarded-For values are read too.
  TRUST_PROXY_HOPS: '1',
  // Signed store orders reach the body checks (the edge's fuzz cases sign some of theirs).
  SHOPIFY_WEBHOOK_SECRET: FUZZ_SHOPIFY_SECRET,
  // /metrics as production serves it on the public port (the start refuses production without a
  // token or a port of its own): the run's probes, none with the token, meet its refusal.
  METRICS_TOKEN: 'fuzz-metrics-token-not-drawn',
};

/**
 * Production's abuse limits (the gateway's and identity's defaults) in place of the raised ones
 * above: the edge as production has it, where one address's attempts at a limited route are refused
 * past its limit before the route's work (`BENCH_EDGE_LIMITS=production` of `npm run bench:edge`).
 */
export const PRODUCTION_LIMITS: Record<string, string> = {
  RATE_LIMIT_MAX_PER_IP: '30',
  RATE_LIMIT_MAX_PER_ACCOUNT: '10',
  LOGIN_FAILURES_PER_ADDRESS: '10',
  LOGIN_FAILURES_PER_ACCOUNT: '100',
};

/**
 * Production's hold on a flood from one address (the gateway's defaults, http/slow-down.ts) in
 * place of the test systems' count that never holds: with PRODUCTION_LIMITS in `npm run bench:edge`.
 */
export const PRODUCTION_SLOW_DOWN: Record<string, string> = {
  SLOW_DOWN_AFTER_REQUESTS: '100',
  SLOW_DOWN_WINDOW_SECONDS: '10',
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

/** A caller's headers (its session's cookie, an admin's credential). */
export type CallerHeaders = Record<string, string>;
type Account = { email: string; password: string } | { username: string; password: string };

/** A sign-in's outcome: the session's headers, or how long to wait before signing in again (refused: 429). */
type SignedIn = { headers: CallerHeaders } | { refusedForMs: number };

/** Signs an account in from `address` (the system trusts one proxy hop). */
async function signIn(url: string, account: Account, address: string): Promise<SignedIn> {
  const client = new GatewayClient(url, { 'x-forwarded-for': address });
  const login = await client.rest(
    'POST',
    '/api/login',
    'email' in account ? { username: account.email, password: account.password } : account,
  );
  if (login.status === 429) return { refusedForMs: Math.max(1, Number(login.headers.get('retry-after')) || 0) * 1000 };
  if (login.status !== 200) throw new Error(`sign-in failed: ${login.status} ${JSON.stringify(login.body)}`);
  return {
    headers: {
      cookie: client.cookie,
      ...(typeof login.body.adminAuth === 'string' ? { 'x-admin-auth': login.body.adminAuth } : {}),
    },
  };
}

/**
 * The run's callers: a visitor, a demo member and the admin signed in, and a forged session. The
 * member and the admin sign in once, and again only when an answer says their session ended (a
 * fuzzed logout or password change ends it), as a client does: it signs in when its session is
 * gone, not on a timer. So the run's own sign-ins (two argon2 checks each) are few, and the hostile
 * ones are those it draws (the login route and mutation with drawn names and passwords). Each signs
 * in from an address of its own, the same all run long, as a member's device does: the run's floods
 * of wrong passwords close the addresses they come from, not the members'. A sign-in refused (429:
 * that address's limit of sign-ins, or identity's password line busy) leaves the caller signed out,
 * its requests sent as a visitor's, until the answer's Retry-After has passed: what a client does.
 */
export class FuzzCallers {
  /** Sign-ins after the first ones: the sessions the run's own requests ended. */
  signInsAgain = 0;
  /** Of those, the ones refused (429: no password checked). */
  signInsRefused = 0;
  readonly #sessions: Record<'member' | 'admin', Promise<SignedIn & { at: number }>>;
  /** The member's session cookie's name, which the forged caller bears. */
  #cookieName = '';
  readonly #addresses = { member: randomClientAddress(), admin: randomClientAddress() };

  constructor(
    private readonly url: string,
    private readonly accounts: {
      member: { email: string; password: string };
      admin: { username: string; password: string };
    },
  ) {
    this.#sessions = { member: this.#signIn('member'), admin: this.#signIn('admin') };
  }

  /**
   * Both signed in. A first sign-in refused (identity's password line busy on a loaded machine) is
   * tried again after its Retry-After, as a client does, up to FIRST_SIGN_IN_ATTEMPTS times; one
   * that fails, or is refused every time, fails the run.
   */
  async ready(): Promise<this> {
    const [member] = await Promise.all((['member', 'admin'] as const).map((caller) => this.#firstSignIn(caller)));
    this.#cookieName = member.cookie?.split('=')[0] ?? '';
    return this;
  }

  async #firstSignIn(caller: 'member' | 'admin'): Promise<CallerHeaders> {
    for (let attempt = 1; ; attempt += 1) {
      const signedIn = await this.#sessions[caller];
      if ('headers' in signedIn) return signedIn.headers;
      if (attempt === FIRST_SIGN_IN_ATTEMPTS)
        throw new Error(`the ${caller}'s sign-in refused ${attempt} times (${signedIn.refusedForMs} ms each)`);
      await setTimeout(signedIn.refusedForMs);
      this.#sessions[caller] = this.#signIn(caller);
    }
  }

  /** The caller's headers: the forged session bears the member cookie's name and a made-up value. */
  async headersOf(caller: Caller): Promise<CallerHeaders> {
    if (caller === 'visitor') return {};
    if (caller === 'forged') return { cookie: `${this.#cookieName}=${'f'.repeat(64)}`, 'x-admin-auth': '1:admin' };
    const session = this.#sessions[caller];
    const signedIn = await session;
    if ('headers' in signedIn) return signedIn.headers;
    // Refused: a visitor until its wait has passed, then one sign-in (the first request to ask).
    if (performance.now() < signedIn.at + signedIn.refusedForMs) return {};
    if (this.#sessions[caller] === session) this.#again(caller);
    return this.headersOf(caller);
  }

  /** Sends one request of the run as its caller; a session the answer says ended is signed in again, once. */
  async send(request: SentRequest, connections: Dispatcher): Promise<FuzzAnswer> {
    const { caller } = request;
    const headers = await this.headersOf(caller);
    const answer = await sendFuzzRequest(this.url, request, headers, connections);
    if (answer.sessionEnded && (caller === 'member' || caller === 'admin')) {
      const signedIn = await this.#sessions[caller];
      // Four requests in flight may all learn it: only the first signs in, the others find the new session.
      if ('headers' in signedIn && signedIn.headers === headers) {
        this.#again(caller);
        await this.#sessions[caller];
      }
    }
    return answer;
  }

  #again(caller: 'member' | 'admin'): void {
    this.signInsAgain += 1;
    this.#sessions[caller] = this.#signIn(caller).then((signedIn) => {
      if (!('headers' in signedIn)) this.signInsRefused += 1;
      return signedIn;
    });
  }

  /** A sign-in, and when it was answered (a refusal's wait counts from then). */
  async #signIn(caller: 'member' | 'admin'): Promise<SignedIn & { at: number }> {
    return { ...(await signIn(this.url, this.accounts[caller], this.#addresses[caller])), at: performance.now() };
  }
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

/** Refusals that come before a body is read: its origin (CSRF), its content type, its headers, a rate limit. */
const REFUSED_BEFORE_THE_BODY = [403, 415, 429, 431];
/** Whether a body past the JSON limit was refused unread: the plain 413 in Spanish, or an answer before its body. */
const refusedUnread = (status: number, text: string) =>
  status === 413
    ? text.includes(JSON.stringify(GatewayCopy.http.byStatus[413]))
    : REFUSED_BEFORE_THE_BODY.includes(status);

/** A request as the run sends it: its body may be the drawn text's bytes, built once. */
export type SentRequest = Omit<FuzzRequest, 'body'> & { body?: string | Buffer };

/**
 * The answer's status (0: none), why it fails the fuzz tier (a 5xx, also inside a GraphQL answer,
 * or no answer at all), and whether it says the caller's session ended (401 `unauthenticated`).
 */
export interface FuzzAnswer {
  status: number;
  failure?: string;
  sessionEnded?: boolean;
}

/**
 * `/health/deps`'s 503 is its report, not a failure: a dependency that did not answer its ping in
 * time on a machine the fuzz keeps busy (the run ends by asking it for a 200).
 */
function isDependencyReport(path: string, text: string): boolean {
  if (!/^\/health\/deps(\?|$)/.test(path)) return false;
  try {
    const report = JSON.parse(text) as { status?: unknown; checks?: unknown };
    return report.status === 'fail' && typeof report.checks === 'object' && report.checks !== null;
  } catch {
    return false;
  }
}

/** Sends one request of the run with its caller's headers. */
export async function sendFuzzRequest(
  url: string,
  request: SentRequest,
  headers: CallerHeaders,
  connections: Dispatcher,
): Promise<FuzzAnswer> {
  // A large body goes on a connection of its own: the gateway answers 413 and closes while the
  // upload is still under way (edge-limits.int-spec shows that answer), so the client may see its
  // write cut (EPIPE, ECONNRESET) instead of the answer, and that connection is never reused.
  const large = isLarge(request as FuzzRequest);
  const own = large ? new Agent({ pipelining: 0 }) : undefined;
  try {
    return await sendOn(url, request, headers, own ?? connections, large);
  } finally {
    await own?.destroy();
  }
}

async function sendOn(
  url: string,
  request: SentRequest,
  callerHeaders: CallerHeaders,
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
      headers: { ...request.headers, ...callerHeaders },
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
  if (status === 503 && isDependencyReport(request.path, text)) return { status };
  if (status >= 500) return { status, failure: `HTTP ${status}: ${text.slice(0, 300)}` };
  // Every GraphQL body is held to the JSON limit, whatever it carries (a photo never travels in
  // one): past it, the plain 413, unless the request was refused before its body was read.
  if (request.path === '/graphql' && (request.body?.length ?? 0) > LARGE_BODY_BYTES && !refusedUnread(status, text))
    return { status, failure: `a GraphQL body past 1 MB answered ${status}, not 413: ${text.slice(0, 300)}` };
  if (!String(res.headers['content-type'] ?? '').includes('json')) return { status };
  if (!request.path.startsWith('/graphql'))
    // (A HEAD request's answer has no body.)
    return status === 401 && text !== '' && (JSON.parse(text) as { code?: unknown }).code === ErrorCodes.unauthenticated
      ? { status, sessionEnded: true }
      : { status };
  const answers = [JSON.parse(text)].flat() as Array<{
    errors?: Array<{ message: string; extensions?: { code?: string; status?: number } }>;
  }>;
  const errors = answers.flatMap((answer) => answer.errors ?? []);
  const internal = errors.find(
    (error) => (error.extensions?.status ?? 0) >= 500 || error.extensions?.code === 'INTERNAL_SERVER_ERROR',
  );
  if (internal) return { status, failure: `GraphQL error ${JSON.stringify(internal)}` };
  return errors.some((error) => error.extensions?.code === ErrorCodes.unauthenticated)
    ? { status, sessionEnded: true }
    : { status };
}
