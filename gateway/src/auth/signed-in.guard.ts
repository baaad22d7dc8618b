import { createParamDecorator, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { UserDto } from '@reto/contracts';
import { guardedRoutes } from '../http/guarded-routes.js';
import { requestOf } from '../http/request-of.js';
import { AuthService } from './auth.service.js';

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
