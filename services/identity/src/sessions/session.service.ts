import { Inject, Injectable } from '@nestjs/common';
import type { AdminCredentialAnswer, ResolvedSession, SessionGrant, UserDto } from '@reto/contracts';
import { Clock, hashToken, newToken } from '@reto/platform';
import { AdminCredentialService } from '../admin-credential/admin-credential.service.js';
import { SESSION_LIFETIMES, SESSION_TOUCH_INTERVAL_MS } from '../identity.constants.js';
import { PreApprovalService } from '../pre-approval/pre-approval.service.js';
import { IDENTITY_CONFIG, type IdentityConfig } from '../identity.config.js';
import { SecondFactorsRepository } from '../second-factor/second-factors.repository.js';
import { hasPaidAt, toUserDto } from '../users/user.mapper.js';
import type { UserEntity } from '../users/user.entity.js';
import { UsersRepository } from '../users/users.repository.js';
import type { SessionEntity, SessionKind } from './session.entity.js';
import { SessionsChangedPublisher } from './sessions-changed.publisher.js';
import { SessionsRepository } from './sessions.repository.js';
import { IdentityErrors } from '../identity.errors.js';

export type SessionState = 'live' | 'expired' | 'not_found';

/**
 * Opens, resolves, rotates and closes sessions of every kind. The token leaves this service once,
 * at opening; a session ends at its absolute end, after its idle time, or when revoked.
 */
@Injectable()
export class SessionService {
  constructor(
    private readonly sessions: SessionsRepository,
    private readonly users: UsersRepository,
    private readonly adminCredentials: AdminCredentialService,
    private readonly clock: Clock,
    private readonly changes: SessionsChangedPublisher,
    private readonly preApproval: PreApprovalService,
    private readonly factors: SecondFactorsRepository,
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
  ) {}

  /** The user as the gateway gets it; the pre-approved list is only read for a verified member without paid access. */
  private async userDto(user: UserEntity, now: Date): Promise<UserDto> {
    const preApproved =
      user.emailVerifiedAt !== null && !hasPaidAt(user, now) && (await this.preApproval.isPreApproved(user.email));
    return toUserDto(user, now, preApproved);
  }

  /**
   * Opens a session ending after its kind's absolute lifetime, or at `endsAt` when it continues an
   * earlier sign-in (a renewal never moves the absolute end).
   */
  async open(
    user: UserEntity,
    kind: SessionKind = 'web',
    deviceId: string | null = null,
    endsAt?: Date,
  ): Promise<SessionGrant> {
    const now = this.clock.now();
    const token = newToken();
    const lifetime = SESSION_LIFETIMES[kind];
    const expiresAt = endsAt ?? new Date(now.getTime() + lifetime.absoluteMs);
    await this.sessions.insert({
      userId: user.id,
      kind,
      tokenHash: hashToken(token),
      expiresAt,
      lastUsedAt: now,
      idleTtlMs: lifetime.idleMs,
      deviceId,
    });
    return {
      user: await this.userDto(user, now),
      token,
      expiresAt: expiresAt.toISOString(),
      ...(user.isAdmin ? { adminAuth: this.adminCredentials.issue(user, now) } : {}),
    };
  }

  stateOf(session: SessionEntity | null, now: Date): SessionState {
    if (!session || session.revokedAt) return 'not_found';
    const idleEnd = session.lastUsedAt.getTime() + session.idleTtlMs;
    if (session.expiresAt.getTime() <= now.getTime() || idleEnd <= now.getTime()) return 'expired';
    return 'live';
  }

  /** What a token is: a live session with its user (its last use refreshed), an ended one, or nothing. */
  async inspect(
    token: string,
  ): Promise<{ state: 'live'; session: SessionEntity; user: UserEntity } | { state: 'expired' | 'not_found' }> {
    const now = this.clock.now();
    const session = await this.sessions.findWithUser(hashToken(token));
    const state = this.stateOf(session, now);
    if (!session || state !== 'live') return { state: state === 'live' ? 'not_found' : state };
    const { user } = session;
    if (!user) return { state: 'not_found' };
    if (now.getTime() - session.lastUsedAt.getTime() >= SESSION_TOUCH_INTERVAL_MS) {
      await this.sessions.touch(session.id, now);
    }
    return { state: 'live', session, user };
  }

  async resolve(token: string): Promise<UserDto> {
    const found = await this.inspect(token);
    if (found.state !== 'live') throw IdentityErrors.unauthenticated();
    return this.userDto(found.user, this.clock.now());
  }

  /**
   * The gateway's resolution: the session's member, and how long that answer stays true with
   * nothing announced: until the session ends (absolute or idle end) or the member's paid access
   * ends, whichever is first.
   */
  async resolveForGateway(token: string): Promise<ResolvedSession> {
    const found = await this.inspect(token);
    if (found.state !== 'live') throw IdentityErrors.unauthenticated();
    const now = this.clock.now();
    const { session, user } = found;
    const ends = [session.expiresAt.getTime(), session.lastUsedAt.getTime() + session.idleTtlMs];
    if (hasPaidAt(user, now)) ends.push(user.paidUntil!.getTime());
    return { ...(await this.userDto(user, now)), trueForMs: Math.min(...ends) - now.getTime() };
  }

  /**
   * renew-session: a live token is replaced by a new one of the same kind, ending when the original
   * sign-in ends (a stolen token cannot be kept alive forever), and stops working at once.
   */
  async renew(token: string): Promise<SessionGrant> {
    const found = await this.inspect(token);
    if (found.state !== 'live') throw IdentityErrors.unauthenticated();
    const revoked = await this.sessions.revoke(found.session.tokenHash, this.clock.now());
    if (!revoked) throw IdentityErrors.unauthenticated();
    await this.changes.sessionEnded(found.session.tokenHash);
    return this.open(found.user, found.session.kind, found.session.deviceId, found.session.expiresAt);
  }

  async close(token: string): Promise<void> {
    const tokenHash = hashToken(token);
    await this.sessions.revoke(tokenHash, this.clock.now());
    await this.changes.sessionEnded(tokenHash);
  }

  /** A fresh X-Admin-Auth credential for the administrator of a live session; null for anyone else. */
  async issueAdminCredential(token: string): Promise<{ adminAuth: string | null }> {
    const found = await this.inspect(token);
    if (found.state !== 'live' || !found.user.isAdmin) return { adminAuth: null };
    return { adminAuth: this.adminCredentials.issue(found.user, this.clock.now()) };
  }

  /**
   * Valid only when the server made it, it has not expired, and it names this administrator. Where
   * the second factor is required (production), an administrator without one is told to set it up
   * first: a password alone must not open the panel, yet must not lock the trainer out either.
   */
  async verifyAdminCredential(credential: string, userId: number): Promise<AdminCredentialAnswer> {
    const claims = this.adminCredentials.verify(credential, this.clock.now());
    if (!claims || claims.userId !== userId) return { valid: false };
    const user = await this.users.findById(userId);
    if (!user?.isAdmin) return { valid: false };
    if (this.config.ADMIN_SECOND_FACTOR_REQUIRED && !(await this.factors.findEnabled(userId)))
      return { valid: true, secondFactorSetupRequired: true };
    return { valid: true };
  }
}
