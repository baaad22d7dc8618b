import { ErrorCodes } from '@reto/contracts';
import type { onRequestAsyncHookHandler } from 'fastify';
import { GRAPHQL_PATH, MULTIPART_UPLOAD_PATHS, ONE_CLICK_UNSUBSCRIBE_PATH } from '../gateway.constants.js';
import { GatewayCopy } from '../gateway.copy.js';
import { headerOf, mediaTypeOf, pathOf } from './http.js';

const BODYLESS_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const isApi = (path: string) => path.startsWith('/api/') || path === GRAPHQL_PATH;
const hasBody = (req: Parameters<onRequestAsyncHookHandler>[0]) =>
  Number(headerOf(req, 'content-length') ?? 0) > 0 || headerOf(req, 'transfer-encoding') !== undefined;

/**
 * The API's answers are personal unless a route says otherwise: `Cache-Control: no-store` by
 * default (a public route such as a review photo sets its own). And a request body is JSON, or
 * multipart/form-data on the upload paths only (and the form a mail client's one-click unsubscribe
 * posts, RFC 8058, on its path): a plain HTML form (url-encoded or text, which a
 * browser may send cross-site without a preflight) can never change anything (415). A Fastify
 * `onRequest` hook, so a refused body is never read.
 */
export function apiPolicy(): onRequestAsyncHookHandler {
  return async (req, reply) => {
    const path = pathOf(req);
    if (!isApi(path)) return;
    reply.header('cache-control', 'no-store');
    if (BODYLESS_METHODS.has(req.method) || !hasBody(req)) return;
    const type = mediaTypeOf(req);
    if (type === 'application/json') return;
    if (type === 'multipart/form-data' && MULTIPART_UPLOAD_PATHS.includes(path)) return;
    if (type === 'application/x-www-form-urlencoded' && path === ONE_CLICK_UNSUBSCRIBE_PATH) return;
    await reply.code(415).send({ message: GatewayCopy.http.byStatus[415], code: ErrorCodes.unsupportedMediaType });
  };
}
