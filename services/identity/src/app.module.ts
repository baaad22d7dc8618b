import { Module } from '@nestjs/common';
import { QueuesModule, ServiceKitModule } from '@reto/platform';
import { AccessModule } from './access/access.module.js';
import { AuthModule } from './auth/auth.module.js';
import { EmailVerificationModule } from './email-verification/email-verification.module.js';
import { IDENTITY_CONFIG, loadIdentityConfig } from './identity.config.js';
import { identityDatabase } from './identity.database.js';
import { MaintenanceModule } from './maintenance/maintenance.module.js';
import { PreApprovalModule } from './pre-approval/pre-approval.module.js';
import { RecoveryModule } from './recovery/recovery.module.js';
import { SecondFactorModule } from './second-factor/second-factor.module.js';
import { SessionsModule } from './sessions/sessions.module.js';
import { UsersModule } from './users/users.module.js';

/** Identity: the platform's wiring, then one module per feature (each importing what it uses). */
@Module({
  imports: [
    ServiceKitModule.forService({
      ...identityDatabase,
      config: { token: IDENTITY_CONFIG, load: loadIdentityConfig },
    }),
    QueuesModule.forService('identity'),
    UsersModule,
    SessionsModule,
    AuthModule,
    PreApprovalModule,
    EmailVerificationModule,
    RecoveryModule,
    SecondFactorModule,
    AccessModule,
    MaintenanceModule,
  ],
})
export class AppModule {}
