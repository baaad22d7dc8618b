import { SessionCookie } from './session-cookie.service.js';
import { CoreModule } from '../core/core.module.js';
import { NatsModule } from '../nats/nats.module.js';
import { RateLimitModule } from '../rate-limit/rate-limit.module.js';
import { Module } from '@nestjs/common';
import { AccessController } from './access.controller.js';
import { AccessResolver } from './access.resolver.js';
import { AuthController } from './auth.controller.js';
import { AuthResolver } from './auth.resolver.js';
import { AuthService } from './auth.service.js';
import { RecoveryController } from './recovery.controller.js';
import { SessionCache } from './session.cache.js';
import { SignedInGuard } from './signed-in.guard.js';

@Module({
  imports: [CoreModule, NatsModule, RateLimitModule],
  controllers: [AuthController, AccessController, RecoveryController],
  providers: [AuthService, AuthResolver, AccessResolver, SignedInGuard, SessionCookie, SessionCache],
  exports: [AuthService, SignedInGuard, SessionCookie, SessionCache],
})
export class AuthModule {}
