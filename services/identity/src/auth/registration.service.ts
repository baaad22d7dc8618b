import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  ChallengeSubjects,
  ErrorCodes,
  EventSubjects,
  type AccessByEmailDto,
  IdentityMessages,
  type RegisterCommand,
  type SessionGrant,
  type UserRegisteredEvent,
} from '@reto/contracts';
import { appendToOutbox, Clock, DomainError, LOGGER, RpcClient } from '@reto/platform';
import type { Logger } from 'pino';
import type { DataSource } from 'typeorm';
import { IDENTITY_CONFIG, type IdentityConfig } from '../identity.config.js';
import { PreApprovalService } from '../pre-approval/pre-approval.service.js';
import { SessionService } from '../sessions/session.service.js';
import { UserEntity } from '../users/user.entity.js';
import { UsersRepository } from '../users/users.repository.js';
import { PasswordHasher } from './password-hasher.js';

const UNIQUE_VIOLATION = '23505';

/**
 * Creates a member account and signs it in. The account and its `identity.user.registered.v1`
 * event (with `preApproved`, from which the challenge service enrols) commit together. Someone who
 * paid before having an account has access from the first request: the challenge service is asked
 * for the e-mail's access at once (its access event, which follows, says the same).
 */
@Injectable()
export class RegistrationService {
  constructor(
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly users: UsersRepository,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionService,
    private readonly preApproval: PreApprovalService,
    private readonly clock: Clock,
    private readonly rpc: RpcClient,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** The access an e-mail already has; null when it has none or the challenge service does not answer. */
  private async paidUntilOf(email: string): Promise<Date | null> {
    try {
      const { accessEndsAt } = await this.rpc.request<AccessByEmailDto>(ChallengeSubjects.accessByEmail, { email });
      return accessEndsAt ? new Date(accessEndsAt) : null;
    } catch (error) {
      this.logger.warn({ err: (error as Error).message }, 'access at registration unknown; the access event will tell');
      return null;
    }
  }

  async register(command: RegisterCommand): Promise<SessionGrant> {
    if (command.username.toLowerCase() === this.config.ADMIN_USERNAME.toLowerCase()) {
      throw new DomainError({
        status: 409,
        code: ErrorCodes.reservedUsername,
        message: IdentityMessages.reservedUsername,
      });
    }
    await this.refuseTaken(command.username, command.email);
    const [passwordHash, paidUntil] = await Promise.all([
      this.hasher.hash(command.password),
      this.paidUntilOf(command.email),
    ]);
    try {
      const user = await this.dataSource.transaction(async (manager) => {
        const created = await manager.save(
          manager.create(UserEntity, {
            username: command.username,
            usernameKey: command.username.toLowerCase(),
            email: command.email,
            passwordHash,
            gender: command.gender,
            timezone: command.timezone,
            isAdmin: false,
            paidUntil,
          }),
        );
        const event: UserRegisteredEvent = {
          userId: created.id,
          username: created.username,
          email: created.email,
          gender: created.gender,
          timezone: created.timezone,
          preApproved: await this.preApproval.isPreApproved(created.email, manager),
          registeredAt: this.clock.now().toISOString(),
        };
        await appendToOutbox(manager, EventSubjects.userRegistered, event);
        return created;
      });
      return await this.sessions.open(user);
    } catch (error) {
      // Two registrations raced past the check above: the unique indexes decide.
      if ((error as { code?: string }).code === UNIQUE_VIOLATION)
        await this.refuseTaken(command.username, command.email);
      throw error;
    }
  }

  private async refuseTaken(username: string, email: string): Promise<void> {
    const taken = await this.users.findByUsernameOrEmail(username, email);
    if (taken.some((user) => user.usernameKey === username.toLowerCase())) {
      throw new DomainError({ status: 409, code: ErrorCodes.usernameTaken, message: IdentityMessages.usernameTaken });
    }
    if (taken.length > 0) {
      throw new DomainError({ status: 409, code: ErrorCodes.emailTaken, message: IdentityMessages.emailTaken });
    }
  }
}
