import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import type { AuditEvent } from '@reto/contracts';
import { appendAuditEvent, runInTransaction, type Tx } from '@reto/platform';
import { Not, IsNull, type DataSource, type Repository } from 'typeorm';
import { SecondFactorEntity } from './second-factor.entity.js';

@Injectable()
export class SecondFactorsRepository {
  constructor(
    @InjectRepository(SecondFactorEntity) private readonly factors: Repository<SecondFactorEntity>,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    return runInTransaction(this.dataSource, work);
  }

  find(userId: number) {
    return this.factors.findOneBy({ userId });
  }

  /** The account's second factor when it is on (a confirmed secret), else null. */
  findEnabled(userId: number) {
    return this.factors.findOneBy({ userId, secret: Not(IsNull()) });
  }

  findForUpdate(tx: Tx, userId: number) {
    return tx.manager.findOne(SecondFactorEntity, { where: { userId }, lock: { mode: 'pessimistic_write' } });
  }

  async keepPending(userId: number, pendingSecret: string): Promise<void> {
    await this.factors.upsert({ userId, pendingSecret }, ['userId']);
  }

  async enable(tx: Tx, userId: number, secret: string, step: number, recoveryHashes: string[], at: Date) {
    await tx.manager.update(
      SecondFactorEntity,
      { userId },
      { secret, pendingSecret: null, lastStep: step, recoveryHashes, enabledAt: at },
    );
  }

  /** Takes the code's time step when it is newer than the last one taken (atomic: a code works once). */
  async takeStep(userId: number, step: number): Promise<boolean> {
    const result = await this.factors
      .createQueryBuilder()
      .update()
      .set({ lastStep: step })
      .where('user_id = :userId AND (last_step IS NULL OR last_step < :step)', { userId, step })
      .execute();
    return (result.affected ?? 0) > 0;
  }

  /** Uses up a recovery code when it is one of the unused ones (atomic: it works once). */
  async takeRecoveryCode(userId: number, hash: string): Promise<boolean> {
    const result = await this.factors
      .createQueryBuilder()
      .update()
      .set({ recoveryHashes: () => 'array_remove(recovery_hashes, :hash)' })
      .where('user_id = :userId AND :hash = ANY(recovery_hashes)', { userId, hash })
      .execute();
    return (result.affected ?? 0) > 0;
  }

  /** Keys stored before they were sealed at rest (plain base32): sealed at start-up. */
  async findUnsealed(): Promise<SecondFactorEntity[]> {
    return this.factors
      .createQueryBuilder('factor')
      .where(`factor.secret NOT LIKE 'v1.%' OR factor.pending_secret NOT LIKE 'v1.%'`)
      .getMany();
  }

  async replaceKeys(userId: number, keys: { secret: string | null; pendingSecret: string | null }): Promise<void> {
    await this.factors.update({ userId }, keys);
  }

  async appendAudit(tx: Tx, event: Omit<AuditEvent, 'at'>, at: Date): Promise<void> {
    await appendAuditEvent(tx.manager, 'identity', event, at);
  }
}
