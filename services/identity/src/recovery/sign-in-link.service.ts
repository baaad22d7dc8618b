import { Inject, Injectable } from '@nestjs/common';
import {
  type AdminActor,
  IdentityMessages,
  type EmergencyAccessAnswer,
  type MagicLinkAnswer,
  type MagicLinkInput,
  type SessionGrant,
  type VerifyDeviceTokenInput,
} from '@reto/contracts';
import { Clock, SingleUseTokens } from '@reto/platform';
import { EmailVerificationService } from '../email-verification/email-verification.service.js';
import { MailCopy } from '../identity.copy.js';
import { EMERGENCY_LINK_TTL_MS } from '../identity.constants.js';
import { IDENTITY_CONFIG, type IdentityConfig } from '../identity.config.js';
import { MailJob } from '../mail/mail.job.js';
import { PreApprovalService } from '../pre-approval/pre-approval.service.js';
import { LinkRequestsJob } from './link-requests.job.js';
import { SessionService } from '../sessions/session.service.js';
import { UsersRepository } from '../users/users.repository.js';
import { IdentityErrors } from '../identity.errors.js';

const HOUR_MS = 3_600_000;

/**
 * Sign-in without a password: device tokens of legacy mobile clients, and single-use links opened
 * as `/?token=...` (the emergency link e-mailed for 15 minutes, the admin's 48-hour magic link).
 * Pre-approval never hands a token to an anonymous caller: the link goes to the address's inbox.
 */
@Injectable()
export class SignInLinkService {
  constructor(
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
    private readonly users: UsersRepository,
    private readonly preApproval: PreApprovalService,
    private readonly tokens: SingleUseTokens,
    private readonly sessions: SessionService,
    private readonly mail: MailJob,
    private readonly clock: Clock,
    private readonly linkRequests: LinkRequestsJob,
    private readonly verification: EmailVerificationService,
  ) {
    linkRequests.handle('emergency', (email) => this.sendEmergencyLink(email));
  }

  private linkFor(token: string): string {
    return new URL(`/?token=${encodeURIComponent(token)}`, this.config.PUBLIC_URL).toString();
  }

  /** The same answer, at once, for every address; the link leaves in the background (LinkRequestsJob). */
  async requestEmergencyAccess(email: string): Promise<EmergencyAccessAnswer> {
    await this.linkRequests.enqueue('emergency', email);
    return { message: IdentityMessages.emergencyLinkSent };
  }

  /** A pre-approved member's account gets a 15-minute single-use sign-in link; anyone else nothing. */
  private async sendEmergencyLink(email: string): Promise<void> {
    if (!(await this.preApproval.isPreApproved(email))) return;
    const user = await this.users.findByEmail(email);
    if (!user || user.isAdmin) return;
    await this.users.transaction(async (tx) => {
      const { token } = await this.tokens.issue('emergency', user.id, EMERGENCY_LINK_TTL_MS, tx, user.email);
      await this.mail.enqueueIn(tx, {
        to: user.email,
        subject: MailCopy.emergency.subject,
        text: MailCopy.emergency.text(this.linkFor(token)),
      });
    });
  }

  /** The admin's 48-hour link for a member, audited in the same transaction; never for an admin account. */
  async createMagicLink(requestId: string, input: MagicLinkInput, actor: AdminActor): Promise<MagicLinkAnswer> {
    const user = await this.users.findByLogin(input.username);
    if (!user) throw IdentityErrors.userNotFound();
    if (user.isAdmin) throw IdentityErrors.magicLinkForAdmin();
    return this.users.transaction(async (tx) => {
      const { token, expiresAt } = await this.tokens.issue('magic', user.id, input.expiresInHours * HOUR_MS, tx);
      await this.users.appendAudit(
        tx,
        {
          action: 'magic_link.created',
          actor,
          requestId,
          target: user.username,
          before: null,
          after: { userId: user.id, expiresAt: expiresAt.toISOString() },
        },
        this.clock.now(),
      );
      return { magicLink: this.linkFor(token), username: user.username, expiresAt: expiresAt.toISOString() };
    });
  }

  /**
   * A live session token answers its user; an unused sign-in link token is used up and exchanged
   * for a new 30-day device session. Otherwise token_expired or token_not_found.
   */
  async verifyDeviceToken(input: VerifyDeviceTokenInput): Promise<SessionGrant> {
    const session = await this.sessions.inspect(input.token);
    if (session.state === 'live') {
      return {
        user: await this.sessions.resolve(input.token),
        token: input.token,
        expiresAt: session.session.expiresAt.toISOString(),
      };
    }
    if (session.state === 'expired') throw IdentityErrors.tokenExpired();
    const redeemed = await this.users.transaction(async (tx) => {
      const used = await this.tokens.redeem(['emergency', 'magic'], input.token, tx);
      // The emergency link came to the inbox of the address it names: it verifies that address, and
      // signs in only while the account still has it.
      if (used.state === 'valid' && used.purpose === 'emergency') {
        if (!(await this.verification.markVerifiedIn(tx, Number(used.subject), used.address)))
          return { state: 'not_found' as const };
      }
      return used;
    });
    if (redeemed.state !== 'valid')
      throw redeemed.state === 'expired' ? IdentityErrors.tokenExpired() : IdentityErrors.tokenNotFound();
    const user = await this.users.findById(Number(redeemed.subject));
    if (!user) throw IdentityErrors.tokenNotFound();
    return this.sessions.open(user, 'device', input.deviceId ?? null);
  }
}
