import { Injectable } from '@nestjs/common';
import type { AccessChangedEvent } from '@reto/contracts';
import { Clock, type Tx } from '@reto/platform';
import { CommunityErrors } from '../community.errors.js';
import { MembersRepository } from './members.repository.js';

/**
 * An edition's group is named by the day its access ends: every enrolment of one edition ends on
 * the same day (the challenge's `accessEndsAt`), and two editions never share it.
 */
export const groupKeyOf = (accessEndsAt: string): string => accessEndsAt.slice(0, 10);

/**
 * Who belongs to which group, from the challenge's access events (exactly once each): access
 * granted joins the member to their latest edition's group; a refund, dispute or revocation (no
 * access left) removes them at once, and their open subscriptions end with it.
 */
@Injectable()
export class MembersService {
  constructor(
    private readonly members: MembersRepository,
    private readonly clock: Clock,
  ) {}

  async accessChanged(tx: Tx, event: AccessChangedEvent): Promise<void> {
    // An account-less purchase has no one to show in a group yet; the account's own event follows.
    if (event.userId === null) return;
    await this.members.insertIfAbsent(tx, event.userId);
    const member = (await this.members.findForUpdate(tx, event.userId))!;
    const changedAt = new Date(event.changedAt);
    if (member.changedAt.getTime() > changedAt.getTime()) return;
    const before = member.groupKey;
    member.groupKey = event.accessEndsAt === null ? null : groupKeyOf(event.accessEndsAt);
    member.accessEndsAt = event.accessEndsAt === null ? null : new Date(event.accessEndsAt);
    member.changedAt = changedAt;
    await this.members.save(tx, member);
    if (before !== null && before !== member.groupKey) {
      await this.members.announceRemoved(tx, {
        userId: event.userId,
        groupKey: before,
        removedAt: event.changedAt,
      });
    }
  }

  /** The member's group while their access lasts; otherwise 404, as for anyone's group. */
  async groupOf(userId: number): Promise<string> {
    const member = await this.members.find(userId);
    if (!member?.groupKey || !member.accessEndsAt || member.accessEndsAt <= this.clock.now())
      throw CommunityErrors.groupNotFound();
    return member.groupKey;
  }
}
