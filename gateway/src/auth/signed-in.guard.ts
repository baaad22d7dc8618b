import { createParamDecorator, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { UserDto } from '@reto/contracts';
import type { onRequestHookHandler } from 'fastify';
import { GatewayErrors } from '../gateway.errors.js';
import { guardedRoutes, SESSION_REQUIRED } from '../http/guarded-routes.js';
import { closeAfterAnswer } from '../http/refused-body.js';
import { requestOf } from '../http/request-of.js';
import { AuthService } from './auth.service.js';
import { sessionTokenOf } from './session-cookie.service.js';

/** Lets a REST route or a resolver through only with a valid session (else 401), and resolves its user once. */
@Injectable()
export class SignedInGuard implements CanActivate {
  constructor(private readonly auth: AuthService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = requestOf(context);
    req.user ??= await this.auth.userOf(req);
    return true;
  }
}

/** The user SignedInGuard resolved: `@Member.Get(path) handler(@CurrentUser() user: UserDto)` (or `@UseGuards(SignedInGuard)`). */
export const CurrentUser = createParamDecorator((_: unknown, context: ExecutionContext): UserDto => {
  const user = requestOf(context).user;
  if (!user) throw new Error('CurrentUser used without SignedInGuard');
  return user;
});

/** The routes of a signed-in member: each behind SignedInGuard (401 in Spanish without a live session). */
export const Member = guardedRoutes(SignedInGuard);

/**
 * The guards' first refusal, at the edge: a request to a REST route behind them (SESSION_REQUIRED)
 * that carries no session token (none of the shape identity issues: sessionTokenOf) gets the
 * guard's own 401 (its status, code and Spanish message) when it arrives, before its body is read
 * or parsed, since no body could change that answer. A Fastify `onRequest` hook, after the cookies
 * are read. A token of the issued shape, even a made-up one, goes on to the guard (identity says
 * whether it names a live session).
 */
export const refuseWithoutSession: onRequestHookHandler = (req, reply, done) => {
  const config = req.routeOptions.config as Partial<typeof SESSION_REQUIRED> | undefined;
  if (!config?.sessionRequired || sessionTokenOf(req) !== undefined) return done();
  closeAfterAnswer(req, reply);
  const { status, code, message } = GatewayErrors.unauthenticated().body;
  void reply.code(status).type('application/json; charset=utf-8').send({ message, code });
};
