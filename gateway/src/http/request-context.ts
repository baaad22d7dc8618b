import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { REQUEST_ID_HEADER } from '@reto/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import { httpRequestDuration, routeLabel } from '../metrics/http-metrics.js';
import { headerOf, pathOf } from './http.js';

const VALID_REQUEST_ID = /^[\w.-]{8,100}$/;
const kStarted = Symbol('reto.requestStarted');
type TimedRequest = FastifyRequest & { [kStarted]?: number };

/**
 * Fastify's `genReqId`: a request's id is the caller's `x-request-id` when well-formed, else a new
 * one. It is the request's `req.id`, which the gateway passes explicitly to every NATS call it makes
 * for it (RpcClient's `requestId`) and logs: no AsyncLocalStorage in the gateway, whose promise hooks
 * would tax every promise of every request on Node 20.
 */
export function requestIdFor(req: IncomingMessage): string {
  const incoming = headerOf(req, REQUEST_ID_HEADER);
  return incoming && VALID_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/** Refusals an operator reads one by one: a session or a right missing, a limit that held. */
const REFUSALS_LOGGED = new Set([401, 403, 429]);

/**
 * The level of a request's line: info, but debug for a client's other refusals (400, 404, 413,
 * 415…) and for "not modified" (304). The refusals are what malformed and hostile traffic gets;
 * a 304 is the exercise page's poll finding nothing new (every 10 s while a member trains: four
 * in five of a member's requests), which says nothing an operator reads line by line. Each is
 * counted by route and status in reto_http_request_duration_seconds; a line each would cost the
 * gateway a log write per request (a tenth of its CPU in the edge's bench and on a 304 poll). A
 * 5xx keeps its line (and its error's own, api-exception.filter.ts), as do 401, 403 and 429.
 */
export const requestLogLevel = (status: number): 'info' | 'debug' =>
  status === 304 || (status >= 400 && status < 500 && !REFUSALS_LOGGED.has(status)) ? 'debug' : 'info';

/**
 * Answers every request's id in the same header, and logs one line (requestLogLevel) and one
 * observation of reto_http_request_duration_seconds when the response ends.
 */
export function registerRequestContext(app: FastifyInstance, logger: Logger): void {
  // Declared up front, so every request object has the same shape.
  app.decorateRequest(kStarted, 0);
  app.addHook('onRequest', (req: TimedRequest, reply, done) => {
    req[kStarted] = performance.now();
    reply.header(REQUEST_ID_HEADER, req.id);
    done();
  });
  app.addHook('onResponse', (req: TimedRequest, reply, done) => {
    const ms = performance.now() - req[kStarted]!;
    httpRequestDuration.observe(
      { method: req.method, route: routeLabel(req), status: String(reply.statusCode) },
      ms / 1000,
    );
    const level = requestLogLevel(reply.statusCode);
    // a line at debug (a poll's 304: most requests) is not even built when debug is off
    if (logger.isLevelEnabled(level))
      logger[level](
        { reqId: req.id, method: req.method, path: pathOf(req), status: reply.statusCode, ms: Math.round(ms) },
        'http request',
      );
    done();
  });
}
