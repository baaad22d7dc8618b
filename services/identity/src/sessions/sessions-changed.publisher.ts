import { Inject, Injectable } from '@nestjs/common';
import { IdentitySubjects, type SessionsChangedNotice } from '@reto/contracts';
import { RpcClient, SERVICE_CONFIG, type ServiceConfig } from '@reto/platform';

/**
 * Tells every gateway replica, after the change is stored, that a session ended or that what a
 * member's sessions resolve to changed, so none keeps answering from its short session cache.
 */
@Injectable()
export class SessionsChangedPublisher {
  constructor(
    private readonly rpc: RpcClient,
    @Inject(SERVICE_CONFIG) private readonly config: ServiceConfig,
  ) {}

  /** One session ended (logout, renewal): by the hash of its token. */
  sessionEnded(tokenHash: string): void {
    this.publish({ tokenHash });
  }

  /** Every session of the member ended, or the member's data changed (password reset, access, timezone). */
  memberChanged(member: { userId: number } | { email: string }): void {
    this.publish('userId' in member ? { userId: member.userId } : { email: member.email.toLowerCase() });
  }

  private publish(notice: SessionsChangedNotice): void {
    this.rpc.nats.publish(
      `${this.config.NATS_SUBJECT_PREFIX}${IdentitySubjects.broadcasts.sessionsChanged}`,
      JSON.stringify(notice),
    );
  }
}
