import { Injectable } from '@nestjs/common';
import { Clock, hashToken, type Tx } from '@reto/platform';
import { newToken } from '../sessions/token.js';
import type { OneTimeTokenEntity, OneTimeTokenKind } from './one-time-token.entity.js';
import { OneTimeTokensRepository } from './one-time-tokens.repository.js';

export type OneTimeTokenCheck =
  { state: 'valid'; row: OneTimeTokenEntity } | { state: 'expired' | 'not_found'; row?: undefined };

/** Issues and redeems single-use tokens; a used or expired one never works again. */
@Injectable()
export class OneTimeTokenService {
  constructor(
    private readonly tokens: OneTimeTokensRepository,
    private readonly clock: Clock,
  ) {}

  async issue(
    kind: OneTimeTokenKind,
    userId: number,
    ttlMs: number,
    tx?: Tx,
  ): Promise<{ token: string; expiresAt: Date }> {
    const token = newToken();
    const expiresAt = new Date(this.clock.now().getTime() + ttlMs);
    await this.tokens.insert({ kind, userId, tokenHash: hashToken(token), expiresAt }, tx);
    return { token, expiresAt };
  }

  /** Looks a token up without using it. */
  async check(kinds: OneTimeTokenKind[], token: string): Promise<OneTimeTokenCheck> {
    const row = await this.tokens.findByHash(kinds, hashToken(token));
    if (!row || row.usedAt) return { state: 'not_found' };
    if (row.expiresAt.getTime() <= this.clock.now().getTime()) return { state: 'expired' };
    return { state: 'valid', row };
  }

  /** Uses a token inside `tx`; exactly one caller wins a race. */
  async redeem(kinds: OneTimeTokenKind[], token: string, tx: Tx): Promise<OneTimeTokenCheck> {
    const checked = await this.check(kinds, token);
    if (checked.state !== 'valid') return checked;
    return (await this.tokens.markUsed(tx, checked.row.id, this.clock.now())) ? checked : { state: 'not_found' };
  }

  /** Other pending tokens of a kind stop working (a new reset link replaces the older ones). */
  async invalidateOthers(kind: OneTimeTokenKind, userId: number, tx: Tx): Promise<void> {
    await this.tokens.markAllUsed(tx, kind, userId, this.clock.now());
  }

  purge(now: Date, usedBefore: Date): Promise<number> {
    return this.tokens.purge(now, usedBefore);
  }
}
