import { Injectable, SetMetadata, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthService } from '../auth/auth.service.js';
import { SignedInGuard } from '../auth/signed-in.guard.js';
import { requestOf } from '../http/request-of.js';
import { ADMIN_AUTH_HEADER } from '../gateway.constants.js';
import { GatewayErrors } from '../gateway.errors.js';
import { guardedRoutes } from '../http/guarded-routes.js';
import { headerOf } from '../http/http.js';

const OPEN_BEFORE_SECOND_FACTOR = 'admin:open-before-second-factor';

/**
 * Marks the admin operations an administrator may use before their required second factor is on:
 * checking the credential and setting the second factor up. Every other admin operation stays shut.
 */
export const OpenBeforeSecondFactor = () => SetMetadata(OPEN_BEFORE_SECOND_FACTOR, true);

/**
 * For admin calls (DECISIONS.md 3): a live session of an administrator (401 without a session) and
 * an `X-Admin-Auth` credential the server issued to that same administrator, unexpired (else 403).
 * A plain `id:username`, a forged or an expired credential is refused. Where identity requires the
 * second factor (production) and it is not on yet, the session is limited to setting it up: other
 * operations answer 403 with a code the panel recognises (it opens its Security tab).
 */
@Injectable()
export class AdminGuard implements CanActivate {
  constructor(
    private readonly auth: AuthService,
    private readonly signedIn: SignedInGuard,
    private readonly reflector: Reflector,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    await this.signedIn.canActivate(context);
    const req = requestOf(context);
    const answer = await this.auth.adminCredentialCheck(req.id, headerOf(req, ADMIN_AUTH_HEADER), req.user!);
    if (!answer.valid) throw GatewayErrors.adminCredentialInvalid();
    if (!answer.secondFactorSetupRequired) return true;
    const open = this.reflector.getAllAndOverride<boolean | undefined>(OPEN_BEFORE_SECOND_FACTOR, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (open) return true;
    throw GatewayErrors.adminSecondFactorSetupRequired();
  }
}

/** The routes of an administrator: each behind AdminGuard (the admin's session and X-Admin-Auth). */
export const Admin = guardedRoutes(AdminGuard);
