import { Injectable } from '@nestjs/common';
import type { Gender, UserDto } from '@reto/contracts';
import { Clock } from '@reto/platform';
import { IdentityErrors } from '../identity.errors.js';
import { PreApprovalService } from '../pre-approval/pre-approval.service.js';
import { SessionsChangedPublisher } from '../sessions/sessions-changed.publisher.js';
import { toUserDto } from './user.mapper.js';
import { UsersRepository } from './users.repository.js';

/**
 * A member chooses the version of the videos (male or female) from the settings page. The gender
 * travels with every challenge request from the session, so dropping the gateway's cached session
 * is all the workout pages need to follow.
 */
@Injectable()
export class VideoVersionService {
  constructor(
    private readonly users: UsersRepository,
    private readonly clock: Clock,
    private readonly changes: SessionsChangedPublisher,
    private readonly preApproval: PreApprovalService,
  ) {}

  async set(userId: number, gender: Gender): Promise<UserDto> {
    const user = await this.users.transaction(async (tx) => {
      const changed = await this.users.setGender(tx, userId, gender);
      if (!changed) throw IdentityErrors.unauthenticated();
      return changed;
    });
    await this.changes.memberChanged({ userId });
    return toUserDto(user, this.clock.now(), await this.preApproval.isPreApproved(user.email));
  }
}
