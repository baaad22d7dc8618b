import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In, IsNull, LessThan } from 'typeorm';
import { Clock } from '../clock/clock.js';
import type { Tx } from '../transactions/transaction.js';
import { SingleUseTokenEntity } from './single-use-token.entity.js';
import { newToken } from './new-token.js';
import { hashToken } from './token-hash.js';

/** What a token is worth now: valid (for this purpose and subject), or why not. */
export type TokenCheck<P extends string = string> =
  { state: 'valid'; purpose: P; subject: string; address: string | null } | { state: 'used' | 'expired' | 'not_found' };

/**
 * Issues and redeems a service's single-use tokens (its `single_use_tokens` table, from
 * `serviceDatabase({ singleUseTokensAt })`): the token goes out once, only its hash is stored, a used
 * or expired one never works again, and of two redemptions at once exactly one wins.
 */
@Injectable()
export class SingleUseTokens {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  /**
   * A new token for `purpose` naming `subject`, valid for `ttlMs` (written inside `tx` when given);
   * `address`: the address it is mailed to, when using it is to prove that address.
   */
  async issue(purpose: string, subject: string | number, ttlMs: number, tx?: Tx, address?: string) {
    const token = newToken();
    const expiresAt = new Date(this.clock.now().getTime() + ttlMs);
    const row = {
      tokenHash: hashToken(token),
      purpose,
      subject: String(subject),
      address: address ?? null,
      expiresAt,
      usedAt: null,
    };
    await (tx?.manager ?? this.dataSource.manager).insert(SingleUseTokenEntity, row);
    return { token, expiresAt };
  }

  /** Looks a token up without using it. */
  async check<P extends string>(purposes: readonly P[], token: string, tx?: Tx): Promise<TokenCheck<P>> {
    const row = await (tx?.manager ?? this.dataSource.manager).findOne(SingleUseTokenEntity, {
      where: { tokenHash: hashToken(token), purpose: In([...purposes]) },
      ...(tx ? { lock: { mode: 'pessimistic_write' as const } } : {}),
    });
    if (!row) return { state: 'not_found' };
    if (row.usedAt) return { state: 'used' };
    if (row.expiresAt.getTime() <= this.clock.now().getTime()) return { state: 'expired' };
    return { state: 'valid', purpose: row.purpose as P, subject: row.subject, address: row.address };
  }

  /** Uses a token inside `tx` (its row locked until `tx` ends): exactly one caller wins a race. */
  async redeem<P extends string>(purposes: readonly P[], token: string, tx: Tx): Promise<TokenCheck<P>> {
    const checked = await this.check(purposes, token, tx);
    if (checked.state === 'valid') {
      await tx.manager.update(SingleUseTokenEntity, { tokenHash: hashToken(token) }, { usedAt: this.clock.now() });
    }
    return checked;
  }

  /** The subject's other pending tokens of `purpose` stop working (a new link replaces the older ones). */
  async invalidateOthers(purpose: string, subject: string | number, tx: Tx): Promise<void> {
    await tx.manager.update(
      SingleUseTokenEntity,
      { purpose, subject: String(subject), usedAt: IsNull() },
      { usedAt: this.clock.now() },
    );
  }

  /** Every pending token of the subject, whatever its purpose, stops working (its address changed). */
  async invalidateAllOf(subject: string | number, tx: Tx): Promise<void> {
    await tx.manager.update(
      SingleUseTokenEntity,
      { subject: String(subject), usedAt: IsNull() },
      { usedAt: this.clock.now() },
    );
  }

  /** Deletes the tokens expired before `now` or used before `usedBefore`; answers how many. */
  async purge(now: Date, usedBefore: Date): Promise<number> {
    const tokens = this.dataSource.getRepository(SingleUseTokenEntity);
    const result = await tokens.delete([{ expiresAt: LessThan(now) }, { usedAt: LessThan(usedBefore) }]);
    return result.affected ?? 0;
  }
}
