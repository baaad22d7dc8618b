import { Injectable } from '@nestjs/common';
import { IdentitySubjects, type UserDto, type UserTimezoneChangedEvent } from '@reto/contracts';
import { Clock } from '@reto/platform';
import { PreApprovalService } from '../pre-approval/pre-approval.service.js';
import { SessionsChangedPublisher } from '../sessions/sessions-changed.publisher.js';
import { toUserDto } from './user.mapper.js';
import { UsersRepository } from './users.repository.js';
import { IdentityErrors } from '../identity.errors.js';

/** A member changes their timezone from the settings page; the challenge service hears it (the reminders' local time). */
@Injectable()
export class TimezoneService {
  constructor(
    private readonly users: UsersRepository,
    private readonly clock: Clock,
    private readonly changes: SessionsChangedPublisher,
    private readonly preApproval: PreApprovalService,
  ) {}

  async set(userId: number, timezone: string): Promise<UserDto> {
    const now = this.clock.now();
    const user = await this.users.transaction(async (tx) => {
      const changed = await this.users.setTimezone(tx, userId, timezone);
      if (!changed) throw IdentityErrors.unauthenticated();
      const event: UserTimezoneChangedEvent = { userId, email: changed.email, timezone, changedAt: now.toISOString() };
      await this.users.appendEvent(tx, IdentitySubjects.events.userTimezoneChanged, event);
      return changed;
    });
    await this.changes.memberChanged({ userId });
    return toUserDto(user, now, await this.preApproval.isPreApproved(user.email));
  }
}
