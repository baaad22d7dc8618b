import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Tx } from '@reto/platform';
import { In, IsNull, type Repository } from 'typeorm';
import { OneTimeTokenEntity, type OneTimeTokenKind } from './one-time-token.entity.js';

export type NewOneTimeToken = Pick<OneTimeTokenEntity, 'kind' | 'userId' | 'tokenHash' | 'expiresAt'>;

@Injectable()
export class OneTimeTokensRepository {
  constructor(@InjectRepository(OneTimeTokenEntity) private readonly tokens: Repository<OneTimeTokenEntity>) {}

  /** Inserts inside `tx` when given, else on its own. */
  async insert(token: NewOneTimeToken, tx?: Tx): Promise<void> {
    await (tx?.manager.getRepository(OneTimeTokenEntity) ?? this.tokens).insert({ ...token, usedAt: null });
  }

  findByHash(kinds: OneTimeTokenKind[], tokenHash: string) {
    return this.tokens.findOneBy({ tokenHash, kind: In(kinds) });
  }

  /** Marks the token used unless it already was; true when this call did. */
  async markUsed(tx: Tx, id: string, at: Date): Promise<boolean> {
    const result = await tx.manager.update(OneTimeTokenEntity, { id, usedAt: IsNull() }, { usedAt: at });
    return (result.affected ?? 0) > 0;
  }

  async markAllUsed(tx: Tx, kind: OneTimeTokenKind, userId: number, at: Date): Promise<void> {
    await tx.manager.update(OneTimeTokenEntity, { kind, userId, usedAt: IsNull() }, { usedAt: at });
  }

  /** Deletes tokens expired before `now` or used before `usedBefore`. */
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
