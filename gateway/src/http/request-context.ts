import { REQUEST_ID_HEADER } from '@reto/contracts';
import { currentRequestId, runWithRequestId } from '@reto/platform';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import { httpRequestDuration, routeLabel } from '../metrics/http-metrics.js';
import { headerOf, pathOf } from './http.js';

const VALID_REQUEST_ID = /^[\w.-]{8,100}$/;
const kRequestId = Symbol('reto.requestId');
const kStarted = Symbol('reto.requestStarted');
type ScopedRequest = FastifyRequest & { [kRequestId]?: string; [kStarted]?: number };

/**
 * Gives every request an id (the caller's `x-request-id` when well-formed), answers it in the same
 * header, carries it to every NATS call and log line, and logs one line and one observation of
 * reto_http_request_duration_seconds when the response ends. The id lives in an AsyncLocalStorage
 * scope entered at `onRequest`; reading the body leaves it (the socket's callbacks run in their own
 * context), so `preValidation`, the first hook after the body, enters one with the same id again.
 */
export function registerRequestContext(app: FastifyInstance, logger: Logger): void {
  // Declared up front, so every request object has the same shape.
  app.decorateRequest(kRequestId, '');
  app.decorateRequest(kStarted, 0);
  app.addHook('onRequest', (req: ScopedRequest, reply, done) => {
    const incoming = headerOf(req, REQUEST_ID_HEADER);
    runWithRequestId(incoming && VALID_REQUEST_ID.test(incoming) ? incoming : undefined, () => {
      const reqId = currentRequestId()!;
      req[kStarted] = performance.now();
      req[kRequestId] = reqId;
      reply.header(REQUEST_ID_HEADER, reqId);
      done();
    });
  });
  app.addHook('preValidation', (req: ScopedRequest, _reply, done) => {
    runWithRequestId(req[kRequestId], done);
  });
  app.addHook('onResponse', (req: ScopedRequest, reply, done) => {
    const ms = performance.now() - req[kStarted]!;
    httpRequestDuration.observe(
      { method: req.method, route: routeLabel(req), status: String(reply.statusCode) },
      ms / 1000,
    );
    logger.info(
      {
        reqId: req[kRequestId],
        method: req.method,
        path: pathOf(req),
        status: reply.statusCode,
        ms: Math.round(ms),
      },
      'http request',
    );
    done();
  });
}
