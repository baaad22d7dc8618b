import { createHash } from 'node:crypto';
import type { IncomingMessage, OutgoingHttpHeaders, Server, ServerResponse } from 'node:http';
import type { UserDto } from '@reto/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest, onSendHookHandler } from 'fastify';
import { localDateOf } from '../challenge/exercise-answers.cache.js';
import { GRAPHQL_PATH } from '../gateway.constants.js';
import { member } from '../member/member.service.js';
import { headerOf, routePathOf, type HttpRequest } from '../http/http.js';

/**
 * The GraphQL queries the app polls, which it may send as GET (GraphQL over HTTP) to be answered
 * "not modified" when nothing changed: the exercise page's, every 10 s, and the units list, asked
 * at each exercise page's opening and every 5 minutes on it. Both depend only on what challenge
 * announces (a member's completion or enrolment, new content) and the member's local date. Every
 * other operation is POST only (graphql-request.ts).
 */
export const POLLED_OPERATIONS: ReadonlySet<string> = new Set(['Exercise', 'WorkoutUnits']);

/** Cached by the browser for this member only, and asked again (with its ETag) every time. */
const REVALIDATE = 'private, no-cache';

/** The GET of a polled operation: its name and document in the query string (GraphQL over HTTP). */
export function polledOperationOf(req: Pick<FastifyRequest, 'method' | 'query'>): string | undefined {
  if (req.method !== 'GET') return undefined;
  const { operationName, query } = (req.query ?? {}) as Record<string, unknown>;
  if (typeof operationName !== 'string' || !POLLED_OPERATIONS.has(operationName)) return undefined;
  return typeof query === 'string' && query.trim() !== '' ? operationName : undefined;
}

/** Where the validators of the answers given are kept, per member (challenge's announcements drop them). */
export interface PollValidators {
  validatorOf(request: string): string | undefined;
  validatorFor(userId: number, request: string): (etag: string | null) => void;
}

/** What one poll's request carries from its first hook to its answer. */
interface PollState {
  /** Answered "not modified" before any GraphQL ran. */
  notModified: boolean;
  /** Tells the validators the answer's ETag (or null: nothing kept). */
  settle?: (etag: string | null) => void;
}

type PollRequest = HttpRequest & { poll?: PollState | null };

/** Whether `If-None-Match` names `etag` (weak comparison, RFC 9110 13.1.2: `W/` ignored; `*` any). */
export function noneMatchHits(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = opaque(etag);
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === wanted);
}

/** A weak ETag of an answer's bytes: the same answer, the same tag, whichever replica gave it. */
export const etagOf = (payload: string): string => `W/"${createHash('sha256').update(payload).digest('base64url')}"`;

/**
 * What an answer depends on besides challenge's data: the member's local date (challenge keys its
 * own answers by it: a new day, an edition's access ending, is a new answer), the member's facts as
 * the gateway sends them and the whole request (document, variables), hashed so a key stays short.
 */
const requestKeyOf = (user: UserDto, url: string): string => {
  const date = localDateOf(user.timezone);
  const last = lastKeys.get(user);
  if (last?.date === date && last.url === url) return last.key;
  const key = createHash('sha256')
    .update(date)
    .update('\n')
    .update(JSON.stringify(member(user)))
    .update('\n')
    .update(url)
    .digest('base64url');
  lastKeys.set(user, { date, url, key });
  return key;
};

/**
 * The last key made for a member's facts as a session of this replica holds them (the same object
 * at every poll while the session is kept; a changed member is a new object), with its date and
 * request: a member's polls ask the same request all day, so each poll after the first makes no
 * hash. Held weakly: gone with the session.
 */
const lastKeys = new WeakMap<UserDto, { date: string; url: string; key: string }>();

const notModified = (reply: FastifyReply, etag: string) =>
  reply.code(304).header('etag', etag).header('cache-control', REVALIDATE).send();

/**
 * Conditional GETs of the polled queries. Every answer of one carries its ETag (a hash of its
 * bytes) and `Cache-Control: private, no-cache`, so the browser keeps it and asks again with
 * `If-None-Match` at each poll: the spec's poll still reaches the server every 10 s. An unchanged
 * answer is 304 with no body. When this replica gave the member that very answer and no
 * announcement about them (a completion, an enrolment change) or the content (a new video) came
 * since, the 304 is answered from memory before any GraphQL runs; otherwise the query runs and the
 * 304 (or the new answer) follows from its bytes. Only a member's own answers are compared: the key
 * is their session's facts and the request. Registered before @fastify/compress, which then sees
 * the body (or none) this hook leaves.
 */
export function registerConditionalPolls(
  fastify: FastifyInstance,
  {
    userOf,
    keptUserOf,
    validators,
    answerHeaders,
  }: {
    userOf: (req: HttpRequest) => Promise<UserDto>;
    /** The member of a session this replica holds in memory now (nothing asked), else undefined. */
    keptUserOf: (req: HttpRequest) => UserDto | undefined;
    validators: PollValidators;
    /**
     * What the onSend hooks set on a bodiless 304 (the gateway's: security.ts's data headers), for
     * the 304 answered as the poll arrives, which is written without them; without it that 304 goes
     * through reply.send and every onSend hook.
     */
    answerHeaders?: (req: FastifyRequest, reply: FastifyReply) => void;
  },
): void {
  fastify.decorateRequest('poll', null);
  const pollOf = (req: FastifyRequest) => (req as PollRequest).poll ?? undefined;

  // The 304 of a poll whose session and validator this replica holds, as the request arrives: no
  // promise, no other hook after this one (the headers of a page, CORS, CSRF, the body's policy and
  // parsers, GraphQL's own hooks and route). Registered right after the request's id, log line and
  // metric are set up, and after the cookies are read. A request with an Origin (cross-origin, whose
  // CORS headers are the CORS hook's) or whose session or validator is not in memory goes on, and the
  // preHandler below answers it.
  fastify.addHook('onRequest', (req: PollRequest, reply, done) => {
    if (req.method !== 'GET' || headerOf(req, 'origin') !== undefined) return done();
    const ifNoneMatch = headerOf(req, 'if-none-match');
    if (!ifNoneMatch || routePathOf(req) !== GRAPHQL_PATH || !polledOperationOf(req)) return done();
    const user = keptUserOf(req);
    const kept = user && validators.validatorOf(requestKeyOf(user, req.url));
    if (!kept || !noneMatchHits(ifNoneMatch, kept)) return done();
    req.poll = { notModified: true };
    // the Vary its 200 carried (the CORS hook's: each origin answered apart), as a 304 must (RFC 9110 15.4.5)
    reply.header('vary', 'Origin').header('etag', kept).header('cache-control', REVALIDATE);
    if (!answerHeaders) return void reply.code(304).send();
    // Written here, not through reply.send: of the onSend hooks only `answerHeaders` adds anything
    // to a bodiless 304 (the others pass it on as it is), so the answer is theirs, without running
    // the chain for four in five of a member's requests. The onResponse hooks (the request's
    // metric and log line) still run when it is written.
    answerHeaders(req, reply);
    reply.hijack();
    reply.raw.writeHead(304, reply.getHeaders() as OutgoingHttpHeaders);
    reply.raw.end();
  });

  // callback hooks, decided at once for every other request (no promise made for them)
  fastify.addHook('preHandler', (req: PollRequest, reply, done) => {
    if (req.method !== 'GET' || !polledOperationOf(req) || routePathOf(req) !== GRAPHQL_PATH) return done();
    userOf(req).then(
      (user) => {
        const key = requestKeyOf(user, req.url);
        const kept = validators.validatorOf(key);
        if (kept && noneMatchHits(headerOf(req, 'if-none-match'), kept)) {
          req.poll = { notModified: true };
          notModified(reply, kept);
          return;
        }
        req.poll = { notModified: false, settle: validators.validatorFor(user.id, key) };
        done();
      },
      // no session (or it ended): GraphQL answers that itself
      () => done(),
    );
  });

  fastify.addHook('onSend', (req, reply, payload, done) => {
    const poll = pollOf(req);
    if (!poll || poll.notModified) return done(null, payload);
    // an answer with errors (no subscription, an unknown exercise) is sent as it is, and not kept
    if (reply.statusCode !== 200 || typeof payload !== 'string' || payload.includes('"errors"')) {
      poll.settle?.(null);
      return done(null, payload);
    }
    const etag = etagOf(payload);
    poll.settle?.(etag);
    reply.header('etag', etag).header('cache-control', REVALIDATE);
    if (!noneMatchHits(headerOf(req, 'if-none-match'), etag)) return done(null, payload);
    reply.code(304);
    done(null, '');
  });

  // whatever ended the request (a failure before any answer, a client gone), nothing stays pending
  const unsettle = (req: FastifyRequest, _reply: FastifyReply, done: () => void) => {
    pollOf(req)?.settle?.(null);
    done();
  };
  fastify.addHook('onResponse', unsettle);
  fastify.addHook('onRequestAbort', (req, done) => {
    pollOf(req)?.settle?.(null);
    done();
  });
}

/** What answers a poll's 304 before Fastify sees the request (answerKeptPollsFirst). */
export interface EarlyPolls {
  /**
   * The member of the request's session when this replica holds it in memory now and the request
   * names it by its cookie alone (a header token, which would come first, sends it on), else
   * undefined.
   */
  keptUserOf: (req: IncomingMessage) => UserDto | undefined;
  validators: PollValidators;
  /** The headers the hooks before the poll's give the request's answer (its id). */
  requestHeadersOf: (req: IncomingMessage) => OutgoingHttpHeaders;
  /** What the onSend hooks add to a bodiless 304 of `/graphql` (security.ts's data headers). */
  answerHeaders: OutgoingHttpHeaders;
  /** What the onResponse hooks do for it (the request's metric and log line), `ms` in all. */
  answered: (req: IncomingMessage, headers: OutgoingHttpHeaders, ms: number) => void;
}

/**
 * The 304 of a poll whose session and validator this replica holds, answered as the HTTP server
 * hands the request over, before Fastify makes its request and reply, routes it and runs its
 * hooks: four in five of a member's requests are this poll, and what the onRequest hook above
 * saves is only what comes after it. It takes a strict part of what that hook answers: a GET of
 * `/graphql` spelled so (another spelling of the route goes through Fastify), with no Origin and no
 * header token, whose URL, with the member's facts and local date, is the very request this
 * replica answered the member with that ETag (a validator is kept only for a polled operation's
 * GET: the key names the whole URL). Everything else, and everything once the server begins to
 * close (Fastify then answers 503), goes to Fastify's own handler as before.
 */
export function answerKeptPollsFirst(fastify: FastifyInstance, early: EarlyPolls): void {
  const server: Server = fastify.server;
  const handlers = server.listeners('request') as Array<(req: IncomingMessage, res: ServerResponse) => void>;
  if (handlers.length !== 1)
    throw new Error(`the HTTP server has ${handlers.length} request listeners, not Fastify's one`);
  const [fastifyHandler] = handlers as [(req: IncomingMessage, res: ServerResponse) => void];
  let closing = false;
  fastify.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  const pathAndQuery = `${GRAPHQL_PATH}?`;
  const answeredFromMemory = (req: IncomingMessage, res: ServerResponse): boolean => {
    if (closing || req.method !== 'GET' || !req.url?.startsWith(pathAndQuery)) return false;
    const started = performance.now();
    const { headers } = req;
    const ifNoneMatch = headers['if-none-match'];
    if (!ifNoneMatch || headers.origin !== undefined) return false;
    const user = early.keptUserOf(req);
    const kept = user && early.validators.validatorOf(requestKeyOf(user, req.url));
    if (!kept || !noneMatchHits(ifNoneMatch, kept)) return false;
    const answer: OutgoingHttpHeaders = {
      ...early.requestHeadersOf(req),
      // the Vary its 200 carried (the CORS hook's: each origin answered apart), as a 304 must
      vary: 'Origin',
      etag: kept,
      'cache-control': REVALIDATE,
      ...early.answerHeaders,
    };
    res.writeHead(304, answer);
    res.end();
    early.answered(req, answer, performance.now() - started);
    return true;
  };
  server.removeListener('request', fastifyHandler);
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    let answered = false;
    try {
      answered = answeredFromMemory(req, res);
    } catch (error) {
      // answered whole (the metric failed): done; half written: the socket goes; nothing written
      // yet: Fastify answers it (its error too, if it has one)
      if (res.writableEnded) return;
      if (res.headersSent) return void res.destroy(error as Error);
    }
    if (!answered) fastifyHandler(req, res);
  });
}

/**
 * The headers an onSend hook (security.ts's) gives a bodiless 304 of `/graphql`, read once: it sets
 * the same ones on every such answer, from what the answer is (data), not from the request.
 */
export function headersOfAGraphQL304(onSend: onSendHookHandler): OutgoingHttpHeaders {
  const headers: OutgoingHttpHeaders = {};
  const req = { is404: false, routeOptions: { url: GRAPHQL_PATH }, headers: {} } as unknown as FastifyRequest;
  const reply = {
    getHeader: (name: string) => headers[name.toLowerCase()],
    hasHeader: (name: string) => name.toLowerCase() in headers,
    header(name: string, value: string) {
      headers[name.toLowerCase()] = value;
      return reply;
    },
  } as unknown as FastifyReply;
  let finished = false;
  void onSend.call(undefined as unknown as FastifyInstance, req, reply, undefined, () => void (finished = true));
  if (!finished) throw new Error('the onSend hook did not answer at once');
  return headers;
}
