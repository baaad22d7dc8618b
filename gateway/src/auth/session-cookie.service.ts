import { Inject, Injectable } from '@nestjs/common';
import type { SessionGrant } from '@reto/contracts';
import type { CookieSerializeOptions } from '@fastify/cookie';
import { isIssuedTokenShape } from '@reto/platform';
import { GATEWAY_CONFIG, type GatewayConfig } from '../gateway.config.js';
import { AUTH_TOKEN_HEADER, SESSION_COOKIE } from '../gateway.constants.js';
import { headerOf, type HttpReply, type HttpRequest } from '../http/http.js';

/**
 * The web client's session: an httpOnly, SameSite=Lax cookie holding the opaque session token,
 * `Secure` whenever the product is served over https (PUBLIC_URL), whatever NODE_ENV says.
 */
@Injectable()
export class SessionCookie {
  private readonly options: CookieSerializeOptions;

  constructor(@Inject(GATEWAY_CONFIG) config: GatewayConfig) {
    this.options = {
      httpOnly: true,
      sameSite: 'lax',
      secure: new URL(config.PUBLIC_URL).protocol === 'https:',
      path: '/',
    };
  }

  set(res: HttpReply, grant: SessionGrant): void {
    res.setCookie(SESSION_COOKIE, grant.token, { ...this.options, expires: new Date(grant.expiresAt) });
  }

  clear(res: HttpReply): void {
    res.clearCookie(SESSION_COOKIE, this.options);
  }
}

/**
 * A value that could be a session token: of the shape identity issues (newToken), surrounding
 * spaces aside. Anything else (empty, "null", a made-up or truncated value) names no session that
 * was ever issued: the request carries none, and is answered as a visitor's without asking identity.
 */
const issued = (value: unknown): string | undefined => {
  if (typeof value !== 'string') return undefined;
  const token = value.trim();
  return isIssuedTokenShape(token) ? token : undefined;
};

/** The session cookie's token among a request's cookies (as @fastify/cookie parses them). */
export const tokenOfCookies = (cookies: Record<string, string | undefined> | undefined): string | undefined =>
  issued(cookies?.[SESSION_COOKIE]);

/** The session cookie's token. */
export const cookieTokenOf = (req: HttpRequest): string | undefined => tokenOfCookies(req.cookies);

/** A legacy client's token: `Authorization: Bearer <token>`, else the second token header. */
export function headerTokenOf(req: HttpRequest): string | undefined {
  const authorization = headerOf(req, 'authorization');
  const bearer = authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
  return issued(bearer) ?? issued(headerOf(req, AUTH_TOKEN_HEADER));
}

/**
 * The session token of a request: a legacy client's header token, else the web cookie, each only
 * of the issued shape. Identity never comes from query parameters (`t` and `username` are accepted
 * and ignored).
 */
export function sessionTokenOf(req: HttpRequest): string | undefined {
  return headerTokenOf(req) ?? cookieTokenOf(req);
}

/** The client address (behind TRUST_PROXY_HOPS trusted proxies, the forwarded one). */
export const clientIpOf = (req: HttpRequest): string => req.ip || req.socket.remoteAddress || 'unknown';
