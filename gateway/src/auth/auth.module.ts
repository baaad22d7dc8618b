import { SessionCookie } from './session-cookie.js';
import { Module } from '@nestjs/common';
import { AccessController } from './access.controller.js';
import { AccessResolver } from './access.resolver.js';
import { AuthController } from './auth.controller.js';
import { AuthResolver } from './auth.resolver.js';
import { AuthService } from './auth.service.js';
import { RecoveryController } from './recovery.controller.js';
import { SignedInGuard } from './signed-in.guard.js';

@Module({
  controllers: [AuthController, AccessController, RecoveryController],
  providers: [AuthService, AuthResolver, AccessResolver, SignedInGuard, SessionCookie],
  exports: [AuthService, SignedInGuard, SessionCookie],
})
export class AuthModule {}
