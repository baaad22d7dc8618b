import { Injectable } from '@nestjs/common';
import type { AccessChangedEvent } from '@reto/contracts';
import type { Tx } from '@reto/platform';
import { SessionsChangedPublisher } from '../sessions/sessions-changed.publisher.js';
import { UsersRepository } from '../users/users.repository.js';

/** hasPaid's projection of the challenge service's access (`challenge.access.changed.v1`). */
@Injectable()
export class AccessService {
  constructor(
    private readonly users: UsersRepository,
    private readonly changes: SessionsChangedPublisher,
  ) {}

  /**
   * By the account's id, else by its verified e-mail: an unverified account never gets access known
   * by e-mail. Every gateway replica hears of the change once it is stored.
   */
  async applyIn(tx: Tx, event: AccessChangedEvent): Promise<void> {
    const paidUntil = event.accessEndsAt ? new Date(event.accessEndsAt) : null;
    await this.users.setPaidUntil(tx, event.userId, event.email, paidUntil);
    const { userId, email } = event;
    tx.afterCommit(() => this.changes.memberChanged(userId ? { userId } : { email }));
  }
}
