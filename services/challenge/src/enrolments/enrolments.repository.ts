import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { EventSubjects, type AccessChangedEvent } from '@reto/contracts';
import { appendToOutbox, runInTransaction, type Tx } from '@reto/platform';
import { IsNull, type DataSource } from 'typeorm';
import { EnrolmentEntity } from './enrolment.entity.js';

export type NewEnrolment = Pick<
  EnrolmentEntity,
  'email' | 'userId' | 'editionNumber' | 'startDate' | 'endDate' | 'source' | 'sourceId'
>;

/** Every query on enrolments. Writes take the caller's transaction; reads without one see committed rows. */
@Injectable()
export class EnrolmentsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    return runInTransaction(this.dataSource, work);
  }

  findBySource(tx: Tx, sourceId: string): Promise<EnrolmentEntity | null> {
    return tx.manager.getRepository(EnrolmentEntity).findOneBy({ sourceId });
  }

  findLiveBySource(tx: Tx, sourceId: string): Promise<EnrolmentEntity | null> {
    return tx.manager.getRepository(EnrolmentEntity).findOneBy({ sourceId, revokedAt: IsNull() });
  }

  /** The account the e-mail's latest enrolment belongs to, if any. */
  async accountOfEmail(tx: Tx, email: string): Promise<number | null> {
    const latest = await tx.manager
      .getRepository(EnrolmentEntity)
      .findOne({ where: { email }, order: { createdAt: 'DESC' } });
    return latest?.userId ?? null;
  }

  /** Inserts once per source id; answers whether this call inserted it. */
  async insertOnce(tx: Tx, enrolment: NewEnrolment): Promise<boolean> {
    const inserted = await tx.manager
      .createQueryBuilder()
      .insert()
      .into(EnrolmentEntity)
      .values({ ...enrolment, revokedAt: null })
      .orIgnore()
      .execute();
    return (inserted.raw as unknown[]).length > 0;
  }

  async markRevoked(tx: Tx, id: string, at: Date): Promise<void> {
    await tx.manager.getRepository(EnrolmentEntity).update({ id }, { revokedAt: at });
  }

  /** Gives the e-mail's enrolments without an account to `userId`; answers how many changed. */
  async linkToAccount(tx: Tx, email: string, userId: number): Promise<number> {
    const result = await tx.manager.getRepository(EnrolmentEntity).update({ email, userId: IsNull() }, { userId });
    return result.affected ?? 0;
  }

  /** The live enrolments of an account (or of its e-mail before it was linked), oldest start first. */
  liveOf(userId: number, email: string): Promise<EnrolmentEntity[]> {
    return this.dataSource
      .getRepository(EnrolmentEntity)
      .createQueryBuilder('e')
      .where('e.revoked_at IS NULL')
      .andWhere('(e.user_id = :userId OR (e.user_id IS NULL AND e.email = :email))', { userId, email })
      .orderBy('e.start_date', 'ASC')
      .getMany();
  }

  /** The live enrolment of this e-mail or account that ends last. */
  latestLive(email: string, userId: number | null, tx?: Tx): Promise<EnrolmentEntity | null> {
    return (tx?.manager ?? this.dataSource.manager)
      .getRepository(EnrolmentEntity)
      .createQueryBuilder('e')
      .where('e.revoked_at IS NULL')
      .andWhere('(e.email = :email OR e.user_id = :userId)', { email, userId: userId ?? -1 })
      .orderBy('e.end_date', 'DESC')
      .getOne();
  }

  async appendAccessChanged(tx: Tx, event: AccessChangedEvent): Promise<void> {
    await appendToOutbox(tx.manager, EventSubjects.accessChanged, event);
  }
}
