import { REQUEST_ID_HEADER } from '@reto/contracts';
import { currentRequestId, runWithRequestId } from '@reto/platform';
import type { NextFunction, Request, Response } from 'express';
import type { Logger } from 'pino';
import { httpRequestDuration, routeLabel } from '../metrics/http-metrics.js';

const VALID_REQUEST_ID = /^[\w.-]{8,100}$/;

/**
 * Gives every request an id (the caller's `x-request-id` when well-formed), answers it in the same
 * header, carries it to every NATS call and log line, and logs one line and one observation of
 * reto_http_request_duration_seconds when the response ends.
 */
export const requestContext = (logger: Logger) => (req: Request, res: Response, next: NextFunction) => {
  const incoming = req.header(REQUEST_ID_HEADER);
  runWithRequestId(incoming && VALID_REQUEST_ID.test(incoming) ? incoming : undefined, () => {
    const reqId = currentRequestId()!;
    const started = performance.now();
    res.setHeader(REQUEST_ID_HEADER, reqId);
    res.on('finish', () => {
      const ms = performance.now() - started;
      httpRequestDuration.observe(
        { method: req.method, route: routeLabel(req), status: String(res.statusCode) },
        ms / 1000,
      );
      logger.info(
        { reqId, method: req.method, path: req.originalUrl.split('?')[0], status: res.statusCode, ms: Math.round(ms) },
        'http request',
      );
    });
    next();
  });
};
