import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { SingleUseTokensModule } from '@reto/platform';
import { AuthModule } from '../auth/auth.module.js';
import { EmailVerificationModule } from '../email-verification/email-verification.module.js';
import { LINK_REQUEST_QUEUE, RETRIED_JOB } from '../identity.constants.js';
import { MailModule } from '../mail/mail.module.js';
import { PreApprovalModule } from '../pre-approval/pre-approval.module.js';
import { SessionsStoreModule } from '../sessions/sessions-store.module.js';
import { SessionsModule } from '../sessions/sessions.module.js';
import { UsersModule } from '../users/users.module.js';
import { LinkRequestsJob } from './link-requests.job.js';
import { PasswordResetHandler } from './password-reset.handler.js';
import { PasswordResetService } from './password-reset.service.js';
import { SignInLinkHandler } from './sign-in-link.handler.js';
import { SignInLinkService } from './sign-in-link.service.js';

/** Getting back in: the password reset and the sign-in link, each requested through the link-request queue. */
@Module({
  imports: [
    BullModule.registerQueue({ name: LINK_REQUEST_QUEUE, defaultJobOptions: RETRIED_JOB }),
    SingleUseTokensModule,
    UsersModule,
    SessionsStoreModule,
    SessionsModule,
    PreApprovalModule,
    AuthModule,
    EmailVerificationModule,
    MailModule,
  ],
  controllers: [PasswordResetHandler, SignInLinkHandler],
  providers: [LinkRequestsJob, PasswordResetService, SignInLinkService],
})
export class RecoveryModule {}
