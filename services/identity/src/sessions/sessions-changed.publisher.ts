import { Injectable } from '@nestjs/common';
import { IdentitySubjects, type SessionsChangedNotice } from '@reto/contracts';
import { RpcClient } from '@reto/platform';

/**
 * Tells every gateway replica, after the change is stored, that a session ended or that what a
 * member's sessions resolve to changed, so none keeps answering from its short session cache.
 * Awaited before the change is answered (`RpcClient.announce`): the answer never overtakes it.
 */
@Injectable()
export class SessionsChangedPublisher {
  constructor(private readonly rpc: RpcClient) {}

  /** One session ended (logout, renewal): by the hash of its token. */
  sessionEnded(tokenHash: string): Promise<void> {
    return this.publish({ tokenHash });
  }

  /** Every session of the member ended, or the member's data changed (password reset, access, timezone). */
  memberChanged(member: { userId: number } | { email: string }): Promise<void> {
    return this.publish('userId' in member ? { userId: member.userId } : { email: member.email.toLowerCase() });
  }

  /** Many members changed at once (an import): published together, confirmed by one round trip, not one each. */
  async membersChanged(members: ({ userId: number } | { email: string })[]): Promise<void> {
    await Promise.all(members.map((member) => this.memberChanged(member)));
  }

  private publish(notice: SessionsChangedNotice): Promise<void> {
    return this.rpc.announce(IdentitySubjects.broadcasts.sessionsChanged, notice);
  }
}
