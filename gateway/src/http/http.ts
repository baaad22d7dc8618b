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
