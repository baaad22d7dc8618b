import { Inject, Injectable } from '@nestjs/common';
import {
  IdentityMessages,
  type ResetPasswordInput,
  type ResetRequestAnswer,
  type ResetValidationAnswer,
} from '@reto/contracts';
import { LoginThrottle } from '../auth/login-throttle.service.js';
import { EmailVerificationService } from '../email-verification/email-verification.service.js';
import { PasswordHasher } from '../auth/password-hasher.service.js';
import { assertPasswordNotCommon } from '../auth/password-policy.js';
import { MailCopy } from '../identity.copy.js';
import { RESET_TOKEN_TTL_MS } from '../identity.constants.js';
import { IDENTITY_CONFIG, type IdentityConfig } from '../identity.config.js';
import { MailJob } from '../mail/mail.job.js';
import { SessionsRepository } from '../sessions/sessions.repository.js';
import { UsersRepository } from '../users/users.repository.js';
import { LinkRequestsJob } from './link-requests.job.js';
import { Clock, SingleUseTokens } from '@reto/platform';
import { SessionsChangedPublisher } from '../sessions/sessions-changed.publisher.js';
import { IdentityErrors } from '../identity.errors.js';

/**
 * Password recovery (DECISIONS.md 3): a random single-use token, stored hashed, valid 1 hour,
 * e-mailed by the mail job. The request answers the same whether or not the address exists.
 */
@Injectable()
export class PasswordResetService {
  constructor(
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
    private readonly users: UsersRepository,
    private readonly tokens: SingleUseTokens,
    private readonly sessions: SessionsRepository,
    private readonly hasher: PasswordHasher,
    private readonly mail: MailJob,
    private readonly clock: Clock,
    private readonly loginThrottle: LoginThrottle,
    private readonly linkRequests: LinkRequestsJob,
    private readonly verification: EmailVerificationService,
    private readonly changes: SessionsChangedPublisher,
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
    // the token and its mail commit together: no link issued whose mail was lost
    return this.users.transaction(async (tx) => {
      const { token } = await this.tokens.issue('reset', user.id, RESET_TOKEN_TTL_MS, tx, user.email);
      const link = new URL(`/reset-password?token=${encodeURIComponent(token)}`, this.config.PUBLIC_URL).toString();
      await this.mail.enqueueIn(tx, {
        to: user.email,
        subject: MailCopy.reset.subject,
        text: MailCopy.reset.text(link),
      });
      return link;
    });
  }

  async validate(token: string): Promise<ResetValidationAnswer> {
    const checked = await this.tokens.check(['reset'], token);
    const user = checked.state === 'valid' ? await this.users.findById(Number(checked.subject)) : null;
    const stillTheirs = checked.state === 'valid' && checked.address?.toLowerCase() === user?.email.toLowerCase();
    return stillTheirs
      ? { valid: true, message: IdentityMessages.resetTokenValid }
      : { valid: false, message: IdentityMessages.resetTokenInvalid };
  }

  /**
   * Sets the new password, uses the token, ends every session of the member at once, and lets the
   * owner sign in again at once even after a flood of wrong passwords. The link came to the inbox of
   * the address it names, so it also verifies that address (the payer whose address someone else
   * registered first takes the account over this way). A link mailed to an address the account no
   * longer has is refused: it was given to whoever held the old one.
   */
  async complete(input: ResetPasswordInput): Promise<{ success: true; message: string }> {
    // A token that is no live reset link is refused before its password is judged or hashed (an
    // argon2 hash each): a flood of made-up tokens costs a read each. Redeemed below all the same.
    if ((await this.tokens.check(['reset'], input.token)).state !== 'valid') throw IdentityErrors.resetTokenInvalid();
    assertPasswordNotCommon(input.newPassword);
    const passwordHash = await this.hasher.hash(input.newPassword);
    const done = await this.users.transaction(async (tx) => {
      const redeemed = await this.tokens.redeem(['reset'], input.token, tx);
      if (redeemed.state !== 'valid') return false;
      const userId = Number(redeemed.subject);
      if (!(await this.verification.markVerifiedIn(tx, userId, redeemed.address))) {
        return null;
      }
      await this.users.updatePasswordHashIn(tx, userId, passwordHash);
      await this.tokens.invalidateOthers('reset', userId, tx);
      await this.sessions.revokeAllOfIn(tx, userId, this.clock.now());
      return { userId, address: redeemed.address };
    });
    if (done === false || done === null) {
      throw IdentityErrors.resetTokenInvalid();
    }
    await this.changes.memberChanged({ userId: done.userId });
    await this.loginThrottle.clear(done.userId);
    if (done.address) await this.linkRequests.windowUsed('reset', done.address);
    return { success: true, message: IdentityMessages.passwordUpdated };
  }
}
