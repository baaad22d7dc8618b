import { Inject, Injectable } from '@nestjs/common';
import {
  BillingSubjects,
  ChallengeSubjects,
  type AccessByEmailDto,
  type CheckoutProof,
  CheckoutProofSchema,
  IdentityMessages,
  IdentitySubjects,
  type EmailVerificationAnswer,
  type UserEmailVerifiedEvent,
  type WaitingAccessDto,
} from '@reto/contracts';
import { Clock, LOGGER, RpcClient, SingleUseTokens, isUniqueViolation, type Tx } from '@reto/platform';
import type { Logger } from 'pino';
import { EMAIL_VERIFICATION_TTL_MS } from '../identity.constants.js';
import { MailCopy } from '../identity.copy.js';
import { IDENTITY_CONFIG, type IdentityConfig } from '../identity.config.js';
import { MailJob } from '../mail/mail.job.js';
import { PreApprovalService } from '../pre-approval/pre-approval.service.js';
import { SessionService } from '../sessions/session.service.js';
import type { UserEntity } from '../users/user.entity.js';
import { SessionsChangedPublisher } from '../sessions/sessions-changed.publisher.js';
import { UsersRepository } from '../users/users.repository.js';
import { IdentityErrors } from '../identity.errors.js';

/**
 * The account's e-mail is verified by a single-use link e-mailed to it (at registration, again on
 * request). Access attached by e-mail (payments, the pre-approved list) waits for it: the
 * verification and its `identity.user.email-verified.v1` event commit together, and the challenge
 * service links the address's enrolments to the account from that event, exactly once.
 */
@Injectable()
export class EmailVerificationService {
  constructor(
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
    private readonly users: UsersRepository,
    private readonly tokens: SingleUseTokens,
    private readonly preApproval: PreApprovalService,
    private readonly sessions: SessionService,
    private readonly mail: MailJob,
    private readonly clock: Clock,
    private readonly rpc: RpcClient,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly changes: SessionsChangedPublisher,
  ) {}

  /**
   * Whether the checkout known by its client secret (only the buyer's browser has it) paid for this
   * e-mail, as billing says; billing not answering: no (the e-mailed link verifies instead).
   */
  async checkoutProves(requestId: string, email: string, clientSecret: string | undefined): Promise<boolean> {
    if (!CheckoutProofSchema.safeParse({ clientSecret }).success) return false;
    try {
      const { paidEmail } = await this.rpc.request<CheckoutProof>(
        BillingSubjects.checkoutProof,
        { clientSecret },
        { requestId },
      );
      return paidEmail !== null && paidEmail.toLowerCase() === email.toLowerCase();
    } catch (error) {
      this.logger.warn(
        { reqId: requestId, err: (error as Error).message },
        'checkout proof unknown; the e-mailed link verifies',
      );
      return false;
    }
  }

  /** The signed-in member paid for their own address from this browser: that verifies it. */
  async confirmByCheckout(
    requestId: string,
    sessionToken: string,
    clientSecret: string,
  ): Promise<EmailVerificationAnswer> {
    const member = await this.sessions.resolve(sessionToken);
    if (member.emailVerified) return { success: true, message: IdentityMessages.emailAlreadyVerified };
    if (!(await this.checkoutProves(requestId, member.email, clientSecret)))
      throw IdentityErrors.emailVerificationInvalid();
    await this.users.transaction((tx) => this.markVerifiedIn(tx, member.id));
    return { success: true, message: IdentityMessages.emailVerified };
  }

  /** Issues a link inside `tx` (older ones stop working) and mails it once `tx` has committed. */
  async sendLinkIn(tx: Tx, user: Pick<UserEntity, 'id' | 'email'>): Promise<void> {
    await this.tokens.invalidateOthers('verify', user.id, tx);
    const { token } = await this.tokens.issue('verify', user.id, EMAIL_VERIFICATION_TTL_MS, tx);
    const link = new URL(`/confirm-email?token=${encodeURIComponent(token)}`, this.config.PUBLIC_URL).toString();
    tx.afterCommit(async () => {
      try {
        await this.mail.enqueue({ to: user.email, subject: MailCopy.verify.subject, text: MailCopy.verify.text(link) });
      } catch (error) {
        // The account exists; the member can ask for the link again from the notice.
        this.logger.warn({ err: (error as Error).message }, 'verification mail not queued');
      }
    });
  }

  /** Marks the address verified inside `tx`, with the event that attaches the address's access. */
  async markVerifiedIn(tx: Tx, userId: number): Promise<void> {
    const now = this.clock.now();
    const user = await this.users.findByIdIn(tx, userId);
    if (!user || !(await this.users.markEmailVerified(tx, user.id, now))) return;
    const event: UserEmailVerifiedEvent = {
      userId: user.id,
      email: user.email,
      preApproved: await this.preApproval.isPreApproved(user.email, tx),
      verifiedAt: now.toISOString(),
    };
    await this.users.appendEvent(tx, IdentitySubjects.events.userEmailVerified, event);
    // emailVerified (and a pre-approved address's hasAccess) changed for the gateways' session caches.
    tx.afterCommit(() => this.changes.memberChanged({ userId: user.id }));
  }

  /** Opens the e-mailed link: the token is used once, the address is verified. */
  async confirm(token: string): Promise<EmailVerificationAnswer> {
    await this.users.transaction(async (tx) => {
      const redeemed = await this.tokens.redeem(['verify'], token, tx);
      if (redeemed.state !== 'valid') throw IdentityErrors.emailVerificationInvalid();
      await this.markVerifiedIn(tx, Number(redeemed.subject));
    });
    return { success: true, message: IdentityMessages.emailVerified };
  }

  /** The signed-in member asks for a new link. */
  async resend(sessionToken: string): Promise<EmailVerificationAnswer> {
    const member = await this.sessions.resolve(sessionToken);
    if (member.emailVerified || member.isAdmin)
      return { success: true, message: IdentityMessages.emailAlreadyVerified };
    await this.users.transaction((tx) => this.sendLinkIn(tx, member));
    return { success: true, message: IdentityMessages.emailVerificationSent };
  }

  /**
   * What waits for the signed-in member's address to be verified, so a buyer is told what waits instead of paying again: the edition paid for
   * with it (the challenge service keeps it by e-mail), else the pre-approved list's access; null
   * when nothing waits, or the address is verified (then it is the member's already).
   */
  async waitingAccess(requestId: string, sessionToken: string): Promise<WaitingAccessDto | null> {
    const member = await this.sessions.resolve(sessionToken);
    if (member.emailVerified || member.isAdmin) return null;
    const [access, preApproved] = await Promise.all([
      this.rpc.request<AccessByEmailDto>(ChallengeSubjects.accessByEmail, { email: member.email }, { requestId }),
      this.preApproval.isPreApproved(member.email),
    ]);
    if (access.waiting) return { email: member.email, reason: 'payment', edition: access.waiting };
    return preApproved ? { email: member.email, reason: 'pre_approval', edition: null } : null;
  }

  /**
   * A member whose address is not verified yet corrects it (typed wrong at registration): the
   * account takes the new address and a new link goes there; the links sent before stop working.
   */
  async changeEmail(sessionToken: string, email: string): Promise<EmailVerificationAnswer> {
    const member = await this.sessions.resolve(sessionToken);
    if (member.emailVerified || member.isAdmin) {
      throw IdentityErrors.emailChangeVerified();
    }
    const others = await this.users.findOthersWithEmailOrName(email, member.id);
    if (others.some((user) => user.email === email)) throw IdentityErrors.emailTaken();
    if (others.length > 0) throw IdentityErrors.emailIsOtherUsername();
    try {
      await this.users.transaction(async (tx) => {
        await this.users.setEmailIn(tx, member.id, email);
        await this.sendLinkIn(tx, { id: member.id, email });
        tx.afterCommit(() => this.changes.memberChanged({ userId: member.id }));
      });
    } catch (error) {
      // Another account took the address meanwhile: the unique index decides.
      if (isUniqueViolation(error)) {
        throw IdentityErrors.emailTaken();
      }
      throw error;
    }
    return { success: true, message: IdentityMessages.emailChanged(email) };
  }
}
