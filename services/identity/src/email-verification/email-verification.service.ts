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
import { Clock, LOGGER, RpcClient, SingleUseTokens, hashToken, isUniqueViolation, type Tx } from '@reto/platform';
import type { Logger } from 'pino';
import { EMAIL_VERIFICATION_TTL_MS } from '../identity.constants.js';
import { MailCopy } from '../identity.copy.js';
import { IDENTITY_CONFIG, type IdentityConfig } from '../identity.config.js';
import { MailJob } from '../mail/mail.job.js';
import { PreApprovalService } from '../pre-approval/pre-approval.service.js';
import { SessionService } from '../sessions/session.service.js';
import { SessionsRepository } from '../sessions/sessions.repository.js';
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
    private readonly sessionsStore: SessionsRepository,
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
    await this.users.transaction((tx) => this.markVerifiedIn(tx, member.id, member.email));
    return { success: true, message: IdentityMessages.emailVerified };
  }

  /**
   * Issues a link inside `tx` (older ones stop working) and records its mail there too: it leaves
   * once `tx` has committed, whenever Redis takes it (never lost to a Redis away after the commit).
   */
  async sendLinkIn(tx: Tx, user: Pick<UserEntity, 'id' | 'email'>): Promise<void> {
    await this.tokens.invalidateOthers('verify', user.id, tx);
    const { token } = await this.tokens.issue('verify', user.id, EMAIL_VERIFICATION_TTL_MS, tx, user.email);
    const link = new URL(`/confirm-email?token=${encodeURIComponent(token)}`, this.config.PUBLIC_URL).toString();
    await this.mail.enqueueIn(tx, {
      to: user.email,
      subject: MailCopy.verify.subject,
      text: MailCopy.verify.text(link),
    });
  }

  /**
   * Marks `address` verified inside `tx`, with the event that attaches the address's access, when it
   * is still the account's address; answers whether it is verified now. A token names the address it
   * was mailed to (null for one mailed before tokens did: it proves nothing).
   */
  async markVerifiedIn(tx: Tx, userId: number, address: string | null): Promise<boolean> {
    const now = this.clock.now();
    const user = await this.users.findByIdIn(tx, userId);
    if (!user || address === null) return false;
    if (!(await this.users.markEmailVerified(tx, user.id, address, now)))
      return user.emailVerifiedAt !== null && user.email.toLowerCase() === address.toLowerCase();
    const event: UserEmailVerifiedEvent = {
      userId: user.id,
      email: user.email,
      preApproved: await this.preApproval.isPreApproved(user.email, tx),
      verifiedAt: now.toISOString(),
    };
    await this.users.appendEvent(tx, IdentitySubjects.events.userEmailVerified, event);
    // emailVerified (and a pre-approved address's hasAccess) changed for the gateways' session caches.
    tx.afterCommit(() => this.changes.memberChanged({ userId: user.id }));
    return true;
  }

  /** Opens the e-mailed link: the token is used once, the address it was mailed to is verified. */
  async confirm(token: string): Promise<EmailVerificationAnswer> {
    await this.users.transaction(async (tx) => {
      const redeemed = await this.tokens.redeem(['verify'], token, tx);
      if (redeemed.state !== 'valid') throw IdentityErrors.emailVerificationInvalid();
      if (!(await this.markVerifiedIn(tx, Number(redeemed.subject), redeemed.address)))
        throw IdentityErrors.emailVerificationInvalid();
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
   * What waits for the signed-in member's proved address: the edition paid for with it that the
   * challenge service has not linked to the account yet; null when nothing waits, and always null
   * while the address is unproved (the answer would tell whoever typed it what it bought).
   */
  async waitingAccess(requestId: string, sessionToken: string): Promise<WaitingAccessDto | null> {
    const member = await this.sessions.resolve(sessionToken);
    // Nobody proved the address yet: whatever waits for it (a payment, the pre-approved list) is
    // told to its owner only, through the link mailed there; anyone could have typed it.
    if (!member.emailVerified || member.isAdmin) return null;
    // Proved: a paid edition may still be on its way to the account (the pre-approved list's access
    // is the account's at once).
    const access = await this.rpc.request<AccessByEmailDto>(
      ChallengeSubjects.accessByEmail,
      { email: member.email },
      { requestId },
    );
    return access.waiting ? { email: member.email, reason: 'payment', edition: access.waiting } : null;
  }

  /**
   * A member whose address is not verified yet corrects it (typed wrong at registration): the
   * account takes the new address and a new link goes there. Every link mailed before (to verify,
   * reset, sign in) stops working and every other session of the account ends: they were given to
   * whoever held the old address.
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
        await this.tokens.invalidateAllOf(member.id, tx);
        await this.sessionsStore.revokeOthersOfIn(tx, member.id, hashToken(sessionToken), this.clock.now());
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
