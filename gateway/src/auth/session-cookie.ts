import { Inject, Injectable } from '@nestjs/common';
import type { SessionGrant } from '@reto/contracts';
import type { CookieOptions, Request, Response } from 'express';
import { GATEWAY_CONFIG, type GatewayConfig } from '../gateway.config.js';
import { AUTH_TOKEN_HEADER, SESSION_COOKIE } from '../gateway.constants.js';

/**
 * The web client's session: an httpOnly, SameSite=Lax cookie holding the opaque session token,
 * `Secure` whenever the product is served over https (PUBLIC_URL), whatever NODE_ENV says.
 */
@Injectable()
export class SessionCookie {
  private readonly options: CookieOptions;

  constructor(@Inject(GATEWAY_CONFIG) config: GatewayConfig) {
    this.options = {
      httpOnly: true,
      sameSite: 'lax',
      secure: new URL(config.PUBLIC_URL).protocol === 'https:',
      path: '/',
    };
  }

  set(res: Response, grant: SessionGrant): void {
    res.cookie(SESSION_COOKIE, grant.token, { ...this.options, expires: new Date(grant.expiresAt) });
  }

  clear(res: Response): void {
    res.clearCookie(SESSION_COOKIE, this.options);
  }
}

const nonEmpty = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim().length > 0 ? value.trim() : undefined;

/** The session cookie's token. */
export const cookieTokenOf = (req: Request): string | undefined => nonEmpty(req.cookies?.[SESSION_COOKIE]);

/** A legacy client's token: `Authorization: Bearer <token>`, else the second token header. */
export function headerTokenOf(req: Request): string | undefined {
  const authorization = req.header('authorization');
  const bearer = authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
  const token = nonEmpty(bearer) ?? nonEmpty(req.header(AUTH_TOKEN_HEADER));
  return token && token !== 'null' && token !== 'undefined' ? token : undefined;
}

/**
 * The session token of a request: a legacy client's header token, else the web cookie. Identity
 * never comes from query parameters (`t` and `username` are accepted and ignored).
 */
export function sessionTokenOf(req: Request): string | undefined {
  return headerTokenOf(req) ?? cookieTokenOf(req);
}

/** The client address (behind TRUST_PROXY_HOPS trusted proxies, the forwarded one). */
export const clientIpOf = (req: Request): string => req.ip ?? req.socket.remoteAddress ?? 'unknown';
