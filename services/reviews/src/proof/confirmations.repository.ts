import { Injectable } from '@nestjs/common';
import type { Tx } from '@reto/platform';
import { ReviewConfirmationEntity } from './review-confirmation.entity.js';

/** The single-use confirmation links: kept by the token's hash, used once, inside the caller's transaction. */
@Injectable()
export class ConfirmationsRepository {
  async issue(tx: Tx, tokenHash: string, reviewId: string, expiresAt: Date): Promise<void> {
    await tx.manager.insert(ReviewConfirmationEntity, { tokenHash, reviewId, expiresAt, usedAt: null });
  }

  /** The link with this token hash, locked until `tx` ends. */
  findForUpdate(tx: Tx, tokenHash: string): Promise<ReviewConfirmationEntity | null> {
    return tx.manager
      .getRepository(ReviewConfirmationEntity)
      .createQueryBuilder('c')
      .setLock('pessimistic_write')
      .where('c.token_hash = :tokenHash', { tokenHash })
      .getOne();
  }

  async markUsed(tx: Tx, tokenHash: string, at: Date): Promise<void> {
    await tx.manager.update(ReviewConfirmationEntity, { tokenHash }, { usedAt: at });
  }
}
