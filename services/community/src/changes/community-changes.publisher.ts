import { Injectable } from '@nestjs/common';
import { CommunitySubjects } from '@reto/contracts/community';
import { RpcClient } from '@reto/platform';

/**
 * Tells every gateway replica, once a change is stored, what it may no longer answer from memory
 * (the dashboard's community card: a group's first post, a member's unread count). Awaited before
 * the change is answered (`RpcClient.announce`): the answer never overtakes it.
 */
@Injectable()
export class CommunityChangesPublisher {
  constructor(private readonly rpc: RpcClient) {}

  /** A post of the group, or what is shown beside one (its author's day and streak), changed. */
  groupChanged(groupKey: string): Promise<void> {
    return this.rpc.announce(CommunitySubjects.broadcasts.groupChanged, { groupKey });
  }

  /** What the member sees of their own changed: their group, or the coach's unread messages. */
  memberChanged(userId: number): Promise<void> {
    return this.rpc.announce(CommunitySubjects.broadcasts.memberChanged, { userId });
  }
}
