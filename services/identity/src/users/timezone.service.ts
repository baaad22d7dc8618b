import { Injectable } from '@nestjs/common';
import { ErrorCodes, IdentityMessages, type UserDto } from '@reto/contracts';
import { Clock, DomainError } from '@reto/platform';
import { PreApprovalService } from '../pre-approval/pre-approval.service.js';
import { SessionsChangedPublisher } from '../sessions/sessions-changed.publisher.js';
import { toUserDto } from './user.mapper.js';
import { UsersRepository } from './users.repository.js';

/** A member changes their timezone from the settings page. */
@Injectable()
export class TimezoneService {
  constructor(
    private readonly users: UsersRepository,
    private readonly clock: Clock,
    private readonly changes: SessionsChangedPublisher,
    private readonly preApproval: PreApprovalService,
  ) {}

  async set(userId: number, timezone: string): Promise<UserDto> {
    const user = await this.users.setTimezone(userId, timezone);
    if (!user) {
      throw new DomainError({
        status: 401,
        code: ErrorCodes.unauthenticated,
        message: IdentityMessages.unauthenticated,
      });
    }
    this.changes.memberChanged({ userId });
    return toUserDto(user, this.clock.now(), await this.preApproval.isPreApproved(user.email));
  }
}
