import { Injectable } from '@nestjs/common';
import type { UserDto } from '@reto/contracts';
import { Clock } from '@reto/platform';
import { PreApprovalService } from '../pre-approval/pre-approval.service.js';
import { SessionsChangedPublisher } from '../sessions/sessions-changed.publisher.js';
import { toUserDto } from './user.mapper.js';
import { UsersRepository } from './users.repository.js';
import { IdentityErrors } from '../identity.errors.js';

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
      throw IdentityErrors.unauthenticated();
    }
    this.changes.memberChanged({ userId });
    return toUserDto(user, this.clock.now(), await this.preApproval.isPreApproved(user.email));
  }
}
