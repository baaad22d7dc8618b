import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Clock } from '@reto/platform';
import { In, IsNull, type EntityManager, type Repository } from 'typeorm';
import { hashToken, newToken } from '../sessions/token.js';
import { OneTimeTokenEntity, type OneTimeTokenKind } from './one-time-token.entity.js';

export type OneTimeTokenCheck =
  { state: 'valid'; row: OneTimeTokenEntity } | { state: 'expired' | 'not_found'; row?: undefined };

/** Issues and redeems single-use tokens; a used or expired one never works again. */
@Injectable()
export class OneTimeTokenService {
  constructor(
    @InjectRepository(OneTimeTokenEntity) private readonly tokens: Repository<OneTimeTokenEntity>,
    private readonly clock: Clock,
  ) {}

  async issue(
    kind: OneTimeTokenKind,
    userId: number,
    ttlMs: number,
    manager?: EntityManager,
  ): Promise<{ token: string; expiresAt: Date }> {
    const token = newToken();
    const expiresAt = new Date(this.clock.now().getTime() + ttlMs);
    await (manager?.getRepository(OneTimeTokenEntity) ?? this.tokens).insert({
      kind,
      userId,
      tokenHash: hashToken(token),
      expiresAt,
      usedAt: null,
    });
    return { token, expiresAt };
  }

  /** Looks a token up without using it. */
  async check(kinds: OneTimeTokenKind[], token: string): Promise<OneTimeTokenCheck> {
    const row = await this.tokens.findOneBy({ tokenHash: hashToken(token), kind: In(kinds) });
    if (!row || row.usedAt) return { state: 'not_found' };
    if (row.expiresAt.getTime() <= this.clock.now().getTime()) return { state: 'expired' };
    return { state: 'valid', row };
  }

  /** Uses a token inside `manager`'s transaction; exactly one caller wins a race. */
  async redeem(kinds: OneTimeTokenKind[], token: string, manager: EntityManager): Promise<OneTimeTokenCheck> {
    const checked = await this.check(kinds, token);
    if (checked.state !== 'valid') return checked;
    const now = this.clock.now();
    const result = await manager.update(OneTimeTokenEntity, { id: checked.row.id, usedAt: IsNull() }, { usedAt: now });
    return (result.affected ?? 0) > 0 ? checked : { state: 'not_found' };
  }

  /** Other pending tokens of a kind stop working (a new reset link replaces the older ones). */
  async invalidateOthers(kind: OneTimeTokenKind, userId: number, manager: EntityManager): Promise<void> {
    await manager.update(OneTimeTokenEntity, { kind, userId, usedAt: IsNull() }, { usedAt: this.clock.now() });
  }

  async purge(now: Date, usedBefore: Date): Promise<number> {
    const result = await this.tokens
      .createQueryBuilder()
      .delete()
      .where('expires_at < :now', { now })
      .orWhere('used_at < :usedBefore', { usedBefore })
      .execute();
    return result.affected ?? 0;
  }
}
