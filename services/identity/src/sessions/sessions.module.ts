import { Module } from '@nestjs/common';
import { AdminCredentialModule } from '../admin-credential/admin-credential.module.js';
import { PreApprovalModule } from '../pre-approval/pre-approval.module.js';
import { SecondFactorModule } from '../second-factor/second-factor.module.js';
import { UsersModule } from '../users/users.module.js';
import { SessionHandler } from './session.handler.js';
import { SessionService } from './session.service.js';
import { SessionsStoreModule } from './sessions-store.module.js';

/** Sessions: opening one, resolving a token to its member on every request, signing out. */
@Module({
  imports: [SessionsStoreModule, UsersModule, AdminCredentialModule, SecondFactorModule, PreApprovalModule],
  controllers: [SessionHandler],
  providers: [SessionService],
  exports: [SessionService],
})
export class SessionsModule {}
