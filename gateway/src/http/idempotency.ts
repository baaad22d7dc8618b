import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { SESSION_COOKIE } from '../gateway.constants.js';
import { GatewayCopy } from '../gateway.copy.js';
import { headerOf, routePathOf } from './http.js';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** A first outcome is replayed for a day: a client retrying later than that is making a new request. */
export const IDEMPOTENCY_TTL_SECONDS = 24 * 60 * 60;
/**
 * A request in flight holds its key this long at most: a gateway that died mid-request must not
 * leave the key "en curso" for a day. Longer than any request the gateway waits for.
 */
const IN_FLIGHT_TTL_SECONDS = 60;
const KEY_PATTERN = /^[\x21-\x7e]{1,200}$/;
const CHANGING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/**
 * Refusals that say "not now" rather than what the command came to (signed out, not allowed yet, a
 * limit reached, a conflict in flight): a retry with the same key must be judged again, not told
 * the same for a day.
 */
const PASSING_REFUSALS = new Set([401, 403, 408, 409, 425, 429]);

type Stored =
  | { state: 'in_flight'; body: string }
  | { state: 'done'; body: string; status: number; contentType?: string; payload: string };

type Claim = { redisKey: string; body: string };
const CLAIM = Symbol('idempotency-claim');
type ClaimedRequest = FastifyRequest & { [CLAIM]?: Claim };

const sha256 = (text: string) => createHash('sha256').update(text).digest('base64url');

/**
 * Who is retrying: the member's session (cookie or bearer token) or, for an anonymous caller, its
 * address. A key is only ever looked up under its caller, so one caller's key never answers another.
 */
function callerOf(req: FastifyRequest): string {
  const cookies = (req as FastifyRequest & { cookies?: Record<string, string | undefined> }).cookies;
  const session = cookies?.[SESSION_COOKIE] ?? headerOf(req, 'authorization');
  return session ? `session:${session}` : `anonymous:${req.ip}`;
}

/**
 * Idempotency keys for state-changing requests (REST and GraphQL mutations alike): a request that
 * carries `Idempotency-Key` claims it in Redis (caller + method + route + key) before its handler;
 * the first answer the client could rely on (below 500 and not a passing refusal such as 429, without
 * a new session cookie) is kept for a day and a retry with the same key gets it back (status and body) without the
 * handler running again. While the first is in flight a duplicate gets 409 «en curso»; the same
 * key with a different body is 422. A 5xx (above all 503 outcome_unknown, where the gateway stopped
 * waiting) keeps nothing: the outcome is not known, so the retry is forwarded, which the commands
 * that may be retried are built for (docs/features/safe-retries.md). Redis away or slow: requests go
 * on without idempotency (one warning per outage), never fail for it.
 */
export function registerIdempotency(app: FastifyInstance, redis: Redis, logger: Logger): void {
  let away = false;
  const redisFailed = (error: unknown) => {
    if (!away) logger.warn({ err: (error as Error).message }, 'idempotency keys off: redis unavailable');
    away = true;
  };
  const redisWorked = () => {
    if (away) logger.info('idempotency keys back');
    away = false;
  };

  const claim = async (req: ClaimedRequest, reply: FastifyReply, key: string) => {
    if (!KEY_PATTERN.test(key)) {
      return reply
        .code(400)
        .send({ code: 'bad_request', message: GatewayCopy.idempotency.invalidKey, statusCode: 400 });
    }
    const redisKey = `idem:${sha256(`${callerOf(req)}\n${req.method}\n${routePathOf(req)}\n${key}`)}`;
    const body = sha256(JSON.stringify(req.body ?? null));
    let stored: Stored | undefined;
    try {
      const claimed = await redis.set(
        redisKey,
        JSON.stringify({ state: 'in_flight', body } satisfies Stored),
        'EX',
        IN_FLIGHT_TTL_SECONDS,
        'NX',
      );
      if (claimed === 'OK') {
        req[CLAIM] = { redisKey, body };
        redisWorked();
        return;
      }
      const raw = await redis.get(redisKey);
      redisWorked();
      stored = raw ? (JSON.parse(raw) as Stored) : undefined;
    } catch (error) {
      redisFailed(error);
      return;
    }
    // Gone between the two commands (its first answer was not kept): this request goes on unclaimed.
    if (!stored) return;
    if (stored.body !== body) {
      return reply
        .code(422)
        .send({ code: 'idempotency_key_reused', message: GatewayCopy.idempotency.otherBody, statusCode: 422 });
    }
    if (stored.state === 'in_flight') {
      return reply
        .code(409)
        .header('retry-after', '1')
        .send({ code: 'idempotency_in_flight', message: GatewayCopy.idempotency.inFlight, statusCode: 409 });
    }
    reply.code(stored.status).header('idempotent-replayed', 'true');
    if (stored.contentType) reply.header('content-type', stored.contentType);
    return reply.send(stored.payload);
  };

  const keepOutcome = async (claim: Claim, reply: FastifyReply, payload: unknown) => {
    const text =
      typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : undefined;
    const keep =
      reply.statusCode < 500 &&
      !PASSING_REFUSALS.has(reply.statusCode) &&
      text !== undefined &&
      reply.getHeader('set-cookie') === undefined;
    try {
      if (keep) {
        const contentType = reply.getHeader('content-type');
        const done: Stored = {
          state: 'done',
          body: claim.body,
          status: reply.statusCode,
          contentType: typeof contentType === 'string' ? contentType : undefined,
          payload: text,
        };
        await redis.set(claim.redisKey, JSON.stringify(done), 'EX', IDEMPOTENCY_TTL_SECONDS);
      } else {
        await redis.del(claim.redisKey);
      }
      redisWorked();
    } catch (error) {
      redisFailed(error);
    }
  };

  // Callback hooks, decided at once for a request without a key (nearly all: every read, every
  // poll's 304): no promise and no turn of the microtask queue each, as an async hook costs.
  app.addHook('preHandler', (req: ClaimedRequest, reply: FastifyReply, done: (error?: Error) => void) => {
    const key = CHANGING_METHODS.has(req.method) ? headerOf(req, IDEMPOTENCY_HEADER) : undefined;
    if (key === undefined) return done();
    claim(req, reply, key).then(() => done(), done);
  });

  app.addHook(
    'onSend',
    (
      req: ClaimedRequest,
      reply: FastifyReply,
      payload: unknown,
      done: (error: Error | null, payload?: unknown) => void,
    ) => {
      const claimed = req[CLAIM];
      if (!claimed) return done(null, payload);
      req[CLAIM] = undefined;
      keepOutcome(claimed, reply, payload).then(
        () => done(null, payload),
        (error: Error) => done(error),
      );
    },
  );
}
