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

/**
 * Answers every request's id in the same header, and logs one line and one observation of
 * reto_http_request_duration_seconds when the response ends.
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
    logger.info(
      { reqId: req.id, method: req.method, path: pathOf(req), status: reply.statusCode, ms: Math.round(ms) },
      'http request',
    );
    done();
  });
}
