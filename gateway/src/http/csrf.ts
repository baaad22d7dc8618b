import { ErrorCodes } from '@reto/contracts';
import type { onRequestHookHandler } from 'fastify';
import { GatewayCopy } from '../gateway.copy.js';
import { headerOf } from './http.js';
import { closeAfterAnswer } from './refused-body.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const originOf = (value: string): string | undefined => {
  try {
    return new URL(value).origin;
  } catch {
    return undefined;
  }
};

/**
 * CSRF prevention for cookie sessions (REST and GraphQL, beside GraphQL's JSON-only POST and the
 * SameSite=Lax cookie): a state-changing request sent by a browser from a foreign page is refused
 * with 403. A browser names the page's origin (`Origin`, or at least `Sec-Fetch-Site`); allowed are
 * this server's own origin, PUBLIC_URL and the CORS allow-list. Clients that are not browsers send
 * neither header and carry their bearer token themselves. A Fastify `onRequest` hook: a refused
 * body is never read (closeAfterAnswer).
 */
export function csrfProtection(allowedOrigins: string[]): onRequestHookHandler {
  const allowed = new Set(allowedOrigins.map(originOf).filter((origin): origin is string => Boolean(origin)));
  return (req, reply, done) => {
    if (SAFE_METHODS.has(req.method)) return done();
    const origin = headerOf(req, 'origin');
    const own = `${req.protocol}://${headerOf(req, 'host') ?? ''}`;
    const refused = origin ? origin !== own && !allowed.has(origin) : headerOf(req, 'sec-fetch-site') === 'cross-site';
    if (!refused) return done();
    closeAfterAnswer(req, reply);
    reply.code(403).send({ message: GatewayCopy.http.csrfRefused, code: ErrorCodes.csrf });
  };
}
