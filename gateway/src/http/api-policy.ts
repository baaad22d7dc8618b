import { ErrorCodes } from '@reto/contracts';
import type { NextFunction, Request, Response } from 'express';
import { GRAPHQL_PATH, MULTIPART_UPLOAD_PATHS } from '../gateway.constants.js';
import { GatewayCopy } from '../gateway.copy.js';

const BODYLESS_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const isApi = (path: string) => path.startsWith('/api/') || path === GRAPHQL_PATH;
const hasBody = (req: Request) =>
  Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;

/**
 * The API's answers are personal unless a route says otherwise: `Cache-Control: no-store` by
 * default (a public route such as a review photo sets its own). And a request body is JSON, or
 * multipart/form-data on the upload paths only: a plain HTML form (url-encoded or text, which a
 * browser may send cross-site without a preflight) can never change anything (415).
 */
export function apiPolicy() {
  return (req: Request, res: Response, next: NextFunction) => {
    if (!isApi(req.path)) return next();
    res.setHeader('Cache-Control', 'no-store');
    if (BODYLESS_METHODS.has(req.method) || !hasBody(req)) return next();
    if (req.is('application/json')) return next();
    if (req.is('multipart/form-data') && MULTIPART_UPLOAD_PATHS.includes(req.path)) return next();
    res.status(415).json({ message: GatewayCopy.http.byStatus[415], code: ErrorCodes.unsupportedMediaType });
  };
}
