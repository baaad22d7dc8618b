import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Tx } from '@reto/platform';
import { IsNull, type Repository } from 'typeorm';
import { SessionEntity } from './session.entity.js';

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
  findWithUser(tokenHash: string) {
    return this.sessions
      .createQueryBuilder('session')
      .leftJoinAndSelect('session.user', 'user')
      .where('session.token_hash = :tokenHash', { tokenHash })
      .getOne();
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
