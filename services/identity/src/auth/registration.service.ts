import { Inject, Injectable } from '@nestjs/common';
import {
  ChallengeSubjects,
  type AccessByEmailDto,
  type RegisterCommand,
  type SessionGrant,
  type UserRegisteredEvent,
  IdentitySubjects,
} from '@reto/contracts';
import { Clock, LOGGER, RpcClient, isUniqueViolation } from '@reto/platform';
import type { Logger } from 'pino';
import { EmailVerificationService } from '../email-verification/email-verification.service.js';
import { IDENTITY_CONFIG, type IdentityConfig } from '../identity.config.js';
import { PreApprovalService } from '../pre-approval/pre-approval.service.js';
import { SessionService } from '../sessions/session.service.js';
import { UsersRepository } from '../users/users.repository.js';
import { PasswordHasher } from './password-hasher.service.js';
import { assertPasswordNotCommon } from './password-policy.js';
import { looksAlike, usernameSkeleton } from './username-policy.js';
import { IdentityErrors } from '../identity.errors.js';
import { REPEAT_WINDOW_SECONDS } from '../identity.constants.js';

/**
 * Creates a member account and signs it in. The account and its `identity.user.registered.v1`
 * event commit together. Access attached by e-mail (a payment, the pre-approved list) follows the
 * address only once it is verified: a buyer coming from the checkout proves it with the checkout's
 * client secret (billing confirms that checkout paid for this e-mail), and has access from the
 * first request; anyone else gets a single-use link by e-mail and the access once they open it.
 */
@Injectable()
export class RegistrationService {
  constructor(
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
    private readonly users: UsersRepository,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionService,
    private readonly preApproval: PreApprovalService,
    private readonly verification: EmailVerificationService,
    private readonly clock: Clock,
    private readonly rpc: RpcClient,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** The access an e-mail already has; null when it has none or the challenge service does not answer. */
  private async paidUntilOf(requestId: string, email: string): Promise<Date | null> {
    try {
      const { accessEndsAt } = await this.rpc.request<AccessByEmailDto>(
        ChallengeSubjects.accessByEmail,
        { email },
        { requestId },
      );
      return accessEndsAt ? new Date(accessEndsAt) : null;
    } catch (error) {
      this.logger.warn(
        { reqId: requestId, err: (error as Error).message },
        'access at registration unknown; the access event will tell',
      );
      return null;
    }
  }

  async register(requestId: string, command: RegisterCommand): Promise<SessionGrant> {
    if (looksAlike(command.username, this.config.ADMIN_USERNAME)) {
      throw IdentityErrors.reservedUsername();
    }
    assertPasswordNotCommon(command.password);
    const repeated = await this.sameRegistrationAgain(command);
    if (repeated) return this.sessions.open(repeated);
    await this.refuseTaken(command.username, command.email);
    const [passwordHash, verified] = await Promise.all([
      this.hasher.hash(command.password),
      this.verification.checkoutProves(requestId, command.email, command.checkoutProof),
    ]);
    const now = this.clock.now();
    const paidUntil = verified ? await this.paidUntilOf(requestId, command.email) : null;
    try {
      const user = await this.users.transaction(async (tx) => {
        const created = await this.users.insert(tx, {
          username: command.username,
          usernameKey: command.username.toLowerCase(),
          usernameSkeleton: usernameSkeleton(command.username),
          email: command.email,
          passwordHash,
          gender: command.gender,
          timezone: command.timezone,
          isAdmin: false,
          paidUntil,
          emailVerifiedAt: verified ? now : null,
        });
        const event: UserRegisteredEvent = {
          userId: created.id,
          username: created.username,
          email: created.email,
          gender: created.gender,
          timezone: created.timezone,
          preApproved: await this.preApproval.isPreApproved(created.email, tx),
          emailVerified: verified,
          registeredAt: now.toISOString(),
        };
        await this.users.appendEvent(tx, IdentitySubjects.events.userRegistered, event);
        if (!verified) await this.verification.sendLinkIn(tx, created);
        return created;
      });
      return await this.sessions.open(user);
    } catch (error) {
      // Two registrations raced past the check above: the unique indexes decide.
      if (isUniqueViolation(error)) await this.refuseTaken(command.username, command.email);
      throw error;
    }
  }

  /**
   * The account this very registration made a moment ago (same e-mail, name and password, within
   * the repeat window): a retry of a registration whose answer was lost signs in to it instead of
   * hearing "e-mail taken". Only the password's owner gets it, as a sign-in would.
   */
  private async sameRegistrationAgain(command: RegisterCommand) {
    const user = await this.users.findRegisteredWithin(command.email, REPEAT_WINDOW_SECONDS);
    if (!user || user.username !== command.username || user.isAdmin) return null;
    return (await this.hasher.verify(user.passwordHash, command.password)) ? user : null;
  }

  /**
   * Refuses a name taken, or only looking like a taken one, then a taken e-mail, then a username
   * equal to another's e-mail (or an e-mail equal to another's username): sign-in would pick either.
   */
  private async refuseTaken(username: string, email: string): Promise<void> {
    const key = username.toLowerCase();
    const skeleton = usernameSkeleton(username);
    const clashing = await this.users.findClashing(username, skeleton, email);
    if (clashing.some((user) => user.usernameKey === key || user.usernameSkeleton === skeleton)) {
      throw IdentityErrors.usernameTaken();
    }
    if (clashing.some((user) => user.email === email)) {
      throw IdentityErrors.emailTaken();
    }
    if (clashing.some((user) => user.email === key)) {
      throw IdentityErrors.usernameIsOtherEmail();
    }
    if (clashing.length > 0) throw IdentityErrors.emailIsOtherUsername();
  }
}
