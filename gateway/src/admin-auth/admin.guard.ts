import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { AuthService } from '../auth/auth.service.js';
import { SignedInGuard } from '../auth/signed-in.guard.js';
import { requestOf } from '../http/request-of.js';
import { ADMIN_AUTH_HEADER } from '../gateway.constants.js';
import { GatewayErrors } from '../gateway.errors.js';
import { headerOf } from '../http/http.js';

/**
 * For admin calls (DECISIONS.md 3): a live session of an administrator (401 without a session) and
 * an `X-Admin-Auth` credential the server issued to that same administrator, unexpired (else 403).
 * A plain `id:username`, a forged or an expired credential is refused.
 */
@Injectable()
export class AdminGuard implements CanActivate {
  constructor(
    private readonly auth: AuthService,
    private readonly signedIn: SignedInGuard,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    await this.signedIn.canActivate(context);
    const req = requestOf(context);
    if (await this.auth.adminCredentialValid(req.id, headerOf(req, ADMIN_AUTH_HEADER), req.user!)) return true;
    throw GatewayErrors.adminCredentialInvalid();
  }
}
