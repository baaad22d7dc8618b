import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Tx } from '@reto/platform';
import { IsNull, type Repository } from 'typeorm';
import { SessionEntity } from './session.entity.js';

/**
 * The columns of a session and of its user (`u.`), named as the entities' properties: read as plain
 * rows, without the query builder and entity hydration, which were about a quarter of identity's
 * time in the profile of cold reads (a random one of 10,000 members).
 */
const SESSION_WITH_USER_SQL = `
  SELECT s.id, s.user_id AS "userId", s.kind, s.token_hash AS "tokenHash", s.created_at AS "createdAt",
         s.expires_at AS "expiresAt", s.last_used_at AS "lastUsedAt", s.idle_ttl_ms::float8 AS "idleTtlMs",
         s.device_id AS "deviceId", s.revoked_at AS "revokedAt",
         u.id AS "u.id", u.username AS "u.username", u.username_key AS "u.usernameKey",
         u.username_skeleton AS "u.usernameSkeleton", u.email AS "u.email", u.password_hash AS "u.passwordHash",
         u.gender AS "u.gender", u.timezone AS "u.timezone", u.is_admin AS "u.isAdmin", u.paid_until AS "u.paidUntil",
         u.email_verified_at AS "u.emailVerifiedAt", u.created_at AS "u.createdAt", u.updated_at AS "u.updatedAt"
    FROM sessions s LEFT JOIN users u ON u.id = s.user_id
   WHERE s.token_hash = $1`;

function sessionWithUser(row: Record<string, unknown>): SessionEntity {
  const session: Record<string, unknown> = {};
  const user: Record<string, unknown> = {};
  for (const [column, value] of Object.entries(row)) {
    if (column.startsWith('u.')) user[column.slice(2)] = value;
    else session[column] = value;
  }
  return { ...session, user: user.id === null ? undefined : user } as unknown as SessionEntity;
}

@Injectable()
export class SessionsRepository {
  constructor(@InjectRepository(SessionEntity) private readonly sessions: Repository<SessionEntity>) {}

  insert(session: Omit<SessionEntity, 'id' | 'createdAt' | 'revokedAt'>) {
    return this.sessions.save(this.sessions.create({ ...session, revokedAt: null }));
  }

  /**
   * The session of a token hash, live or not (the caller decides what an ended one means), with its
   * user, in one query: every request the gateway has not cached resolves its token here.
   */
  async findWithUser(tokenHash: string): Promise<SessionEntity | null> {
    const [row]: Array<Record<string, unknown>> = await this.sessions.query(SESSION_WITH_USER_SQL, [tokenHash]);
    return row ? sessionWithUser(row) : null;
  }

  async touch(id: string, now: Date): Promise<void> {
    await this.sessions.update({ id }, { lastUsedAt: now });
  }

  /** Revokes one session; true when it was live. */
  async revoke(tokenHash: string, now: Date): Promise<boolean> {
    const result = await this.sessions.update({ tokenHash, revokedAt: IsNull() }, { revokedAt: now });
    return (result.affected ?? 0) > 0;
  }

  async revokeAllOf(userId: number, now: Date): Promise<void> {
    await this.sessions.update({ userId, revokedAt: IsNull() }, { revokedAt: now });
  }

  /** Revokes every live session of the member but the one of `keepTokenHash`. */
  async revokeOthersOfIn(tx: Tx, userId: number, keepTokenHash: string, now: Date): Promise<void> {
    await tx.manager
      .createQueryBuilder()
      .update(SessionEntity)
      .set({ revokedAt: now })
      .where('user_id = :userId AND revoked_at IS NULL AND token_hash <> :keepTokenHash', { userId, keepTokenHash })
      .execute();
  }

  async revokeAllOfIn(tx: Tx, userId: number, now: Date): Promise<void> {
    await tx.manager.update(SessionEntity, { userId, revokedAt: IsNull() }, { revokedAt: now });
  }

  /** Deletes sessions past their absolute end, idle end, or revoked before `revokedBefore`. */
  async purge(now: Date, revokedBefore: Date): Promise<number> {
    const result = await this.sessions
      .createQueryBuilder()
      .delete()
      .where('expires_at < :now', { now })
      .orWhere("last_used_at + (idle_ttl_ms || ' milliseconds')::interval < :now", { now })
      .orWhere('revoked_at < :revokedBefore', { revokedBefore })
      .execute();
    return result.affected ?? 0;
  }
}
