import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  ErrorCodes,
  IdentityMessages,
  type ResetPasswordInput,
  type ResetRequestAnswer,
  type ResetValidationAnswer,
} from '@reto/contracts';
import { DomainError } from '@reto/platform';
import type { DataSource } from 'typeorm';
import { LoginThrottle } from '../auth/login-throttle.js';
import { PasswordHasher } from '../auth/password-hasher.js';
import { MailCopy } from '../identity.copy.js';
import { RESET_TOKEN_TTL_MS } from '../identity.constants.js';
import { IDENTITY_CONFIG, type IdentityConfig } from '../identity.config.js';
import { MailJob } from '../mail/mail.job.js';
import { OneTimeTokenService } from '../one-time-tokens/one-time-token.service.js';
import { SessionsRepository } from '../sessions/sessions.repository.js';
import { UserEntity } from '../users/user.entity.js';
import { UsersRepository } from '../users/users.repository.js';
import { LinkRequestsJob } from './link-requests.job.js';
import { Clock } from '@reto/platform';

/**
 * Password recovery (DECISIONS.md 3): a random single-use token, stored hashed, valid 1 hour,
 * e-mailed by the mail job. The request answers the same whether or not the address exists.
 */
@Injectable()
export class PasswordResetService {
  constructor(
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly users: UsersRepository,
    private readonly tokens: OneTimeTokenService,
    private readonly sessions: SessionsRepository,
    private readonly hasher: PasswordHasher,
    private readonly mail: MailJob,
    private readonly clock: Clock,
    private readonly loginThrottle: LoginThrottle,
    private readonly linkRequests: LinkRequestsJob,
  ) {
    linkRequests.handle('reset', async (email) => {
      await this.sendResetLink(email);
    });
  }

  /**
   * The same answer, at once, for every address: the link is made and mailed in the background
   * (LinkRequestsJob). Only the development echo (MAIL_DEV_ECHO, never in production) makes it here
   * to answer it.
   */
  async request(email: string): Promise<ResetRequestAnswer> {
    const answer: ResetRequestAnswer = { success: true, message: IdentityMessages.resetRequested };
    if (!this.config.MAIL_DEV_ECHO) {
      await this.linkRequests.enqueue('reset', email);
      return answer;
    }
    const link = await this.sendResetLink(email);
    return link ? { ...answer, resetLink: link } : answer;
  }

  /** A member's account (never the admin's) gets a 1-hour single-use reset link; answers it, if any. */
  private async sendResetLink(email: string): Promise<string | null> {
    const user = await this.users.findByEmail(email);
    if (!user || user.isAdmin) return null;
    const { token } = await this.tokens.issue('reset', user.id, RESET_TOKEN_TTL_MS);
    const link = new URL(`/reset-password?token=${encodeURIComponent(token)}`, this.config.PUBLIC_URL).toString();
    await this.mail.enqueue({ to: user.email, subject: MailCopy.reset.subject, text: MailCopy.reset.text(link) });
    return link;
  }

  async validate(token: string): Promise<ResetValidationAnswer> {
    const checked = await this.tokens.check(['reset'], token);
    return checked.state === 'valid'
      ? { valid: true, message: IdentityMessages.resetTokenValid }
      : { valid: false, message: IdentityMessages.resetTokenInvalid };
  }

  /**
   * Sets the new password, uses the token, ends every session of the member at once, and lets the
   * owner sign in again at once even after a flood of wrong passwords.
   */
  async complete(input: ResetPasswordInput): Promise<{ success: true; message: string }> {
    const passwordHash = await this.hasher.hash(input.newPassword);
    const done = await this.dataSource.transaction(async (manager) => {
      const redeemed = await this.tokens.redeem(['reset'], input.token, manager);
      if (redeemed.state !== 'valid') return false;
      const userId = redeemed.row.userId;
      await manager.update(UserEntity, { id: userId }, { passwordHash });
      await this.tokens.invalidateOthers('reset', userId, manager);
      await this.sessions.revokeAllOfIn(manager, userId, this.clock.now());
      return userId;
    });
    if (done === false) {
      throw new DomainError({
        status: 400,
        code: ErrorCodes.resetTokenInvalid,
        message: IdentityMessages.resetTokenInvalid,
      });
    }
    await this.loginThrottle.clear(done);
    return { success: true, message: IdentityMessages.passwordUpdated };
  }
}
