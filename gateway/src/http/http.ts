import type { UserDto } from '@reto/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
// The plugins' additions to Fastify's request and reply (cookies, setCookie, parts(), sendFile).
import type {} from '@fastify/cookie';
import type {} from '@fastify/multipart';
import type {} from '@fastify/static';

/**
 * A request as the gateway's handlers see it (Fastify's): the user SignedInGuard resolved, the
 * resolution of its session every field of a GraphQL operation shares (AuthService.userOf), and the
 * exact bytes of a webhook's body (http/json-body.ts keeps them for the webhook paths only).
 */
export type HttpRequest = FastifyRequest & { user?: UserDto; signedIn?: Promise<UserDto>; rawBody?: Buffer };
export type HttpReply = FastifyReply;

/** One request header as text (the first, when repeated); undefined when absent. */
export function headerOf(req: Pick<FastifyRequest, 'headers'>, name: string): string | undefined {
  const value = req.headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}

/** The path of a request, without its query string. */
export function pathOf(req: Pick<FastifyRequest, 'url'>): string {
  const query = req.url.indexOf('?');
  return query === -1 ? req.url : req.url.slice(0, query);
}

/** The media type of a request's body (`application/json`), lower-cased, without its parameters. */
export function mediaTypeOf(req: Pick<FastifyRequest, 'headers'>): string | undefined {
  const header = headerOf(req, 'content-type');
  if (!header) return undefined;
  const semicolon = header.indexOf(';');
  return (semicolon === -1 ? header : header.slice(0, semicolon)).trim().toLowerCase();
}

/** The SPA's catch-all route (http/spa.ts): it matches any GET, so its pattern names no path. */
export const SPA_ROUTE = '/*';

/**
 * A path as the router reads it, for what no route took: percent-decoded (where it decodes),
 * repeated slashes as one, lower-cased. Only ever used to widen a policy (`/API//user` is judged
 * as an API path), never to route.
 */
export function normalisedPath(path: string): string {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // A malformed escape stays as sent: the router refuses it (400) before any handler.
  }
  return decoded.replace(/\/{2,}/g, '/').toLowerCase();
}

/**
 * The path a request's policies judge: the pattern of the route Fastify matched, which its router
 * found after decoding the URL (`/%61pi/user` is `/api/user` here, `/api/members/:id` for any id).
 * The raw URL is never judged: its spellings are many, the route it reaches is one. What no route
 * took (a 404, the SPA's catch-all) is judged on its normalised path.
 */
export function routePathOf(req: FastifyRequest): string {
  const pattern = req.is404 ? undefined : req.routeOptions.url;
  return pattern !== undefined && pattern !== SPA_ROUTE ? pattern : normalisedPath(pathOf(req));
}
