import { ErrorCodes } from '@reto/contracts';
import type { FastifyRequest, onRequestHookHandler } from 'fastify';
import { GRAPHQL_PATH, MULTIPART_UPLOAD_PATHS, ONE_CLICK_UNSUBSCRIBE_PATH } from '../gateway.constants.js';
import { GatewayCopy } from '../gateway.copy.js';
import { headerOf, mediaTypeOf, routePathOf } from './http.js';
import { closeAfterAnswer } from './refused-body.js';

const BODYLESS_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const isApi = (path: string) => path.startsWith('/api/') || path === GRAPHQL_PATH;
const hasBody = (req: FastifyRequest) =>
  Number(headerOf(req, 'content-length') ?? 0) > 0 || headerOf(req, 'transfer-encoding') !== undefined;

/**
 * The API's answers are personal unless a route says otherwise: `Cache-Control: no-store` by
 * default (a public route such as a review photo sets its own). And a request body is JSON, or
 * multipart/form-data on the upload paths only (and the form a mail client's one-click unsubscribe
 * posts, RFC 8058, on its path): a plain HTML form (url-encoded or text, which a
 * browser may send cross-site without a preflight) can never change anything (415). A Fastify
 * `onRequest` hook, so a refused body is never read (closeAfterAnswer). Judged on the route Fastify
 * matched, never on the raw URL: `/%61pi/user/timezone` reaches the same handler as
 * `/api/user/timezone`.
 */
export function apiPolicy(): onRequestHookHandler {
  return (req, reply, done) => {
    const path = routePathOf(req);
    if (!isApi(path)) return done();
    reply.header('cache-control', 'no-store');
    if (BODYLESS_METHODS.has(req.method) || !hasBody(req) || admitted(mediaTypeOf(req), path)) return done();
    closeAfterAnswer(req, reply);
    reply.code(415).send({ message: GatewayCopy.http.byStatus[415], code: ErrorCodes.unsupportedMediaType });
  };
}

/** The bodies the API takes: JSON everywhere, the uploads' forms and the one-click unsubscribe's form on their paths. */
const admitted = (type: string | undefined, path: string): boolean =>
  type === 'application/json' ||
  (type === 'multipart/form-data' && MULTIPART_UPLOAD_PATHS.includes(path)) ||
  (type === 'application/x-www-form-urlencoded' && path === ONE_CLICK_UNSUBSCRIBE_PATH);
