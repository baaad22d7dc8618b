import { Module } from '@nestjs/common';
import { EmailVerificationModule } from '../email-verification/email-verification.module.js';
import { IdentityRedisModule } from '../identity-redis.module.js';
import { PreApprovalModule } from '../pre-approval/pre-approval.module.js';
import { SecondFactorModule } from '../second-factor/second-factor.module.js';
import { SessionsModule } from '../sessions/sessions.module.js';
import { UsersModule } from '../users/users.module.js';
import { LoginThrottle } from './login-throttle.service.js';
import { LoginHandler } from './login.handler.js';
import { LoginService } from './login.service.js';
import { PasswordHasher } from './password-hasher.service.js';
import { RegistrationHandler } from './registration.handler.js';
import { RegistrationService } from './registration.service.js';

/** Registration and sign-in by password (its throttle, its hashes). */
@Module({
  imports: [
    IdentityRedisModule,
    UsersModule,
    SessionsModule,
    PreApprovalModule,
    EmailVerificationModule,
    SecondFactorModule,
  ],
  controllers: [RegistrationHandler, LoginHandler],
  providers: [PasswordHasher, LoginThrottle, RegistrationService, LoginService],
  exports: [PasswordHasher, LoginThrottle],
})
export class AuthModule {}
