import { Module } from '@nestjs/common';
import { SingleUseTokensModule } from '@reto/platform';
import { MailModule } from '../mail/mail.module.js';
import { PreApprovalModule } from '../pre-approval/pre-approval.module.js';
import { SessionsStoreModule } from '../sessions/sessions-store.module.js';
import { SessionsModule } from '../sessions/sessions.module.js';
import { UsersModule } from '../users/users.module.js';
import { EmailVerificationHandler } from './email-verification.handler.js';
import { EmailVerificationService } from './email-verification.service.js';

/** Proving an email address: the link mailed to it, and what opening it unlocks. */
@Module({
  imports: [SingleUseTokensModule, UsersModule, PreApprovalModule, SessionsModule, SessionsStoreModule, MailModule],
  controllers: [EmailVerificationHandler],
  providers: [EmailVerificationService],
  exports: [EmailVerificationService],
})
export class EmailVerificationModule {}
