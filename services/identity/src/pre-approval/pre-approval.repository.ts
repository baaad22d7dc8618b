import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import type { AuditEvent } from '@reto/contracts';
import { appendAuditEvent, runInTransaction, type Tx } from '@reto/platform';
import { In, type DataSource, type Repository } from 'typeorm';
import { PreApprovedEmailEntity } from './pre-approved-email.entity.js';

@Injectable()
export class PreApprovalRepository {
  constructor(
    @InjectRepository(PreApprovedEmailEntity) private readonly emails: Repository<PreApprovedEmailEntity>,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    return runInTransaction(this.dataSource, work);
  }

  /** Whether the (already normalised) e-mail is listed; inside `tx` when given. */
  async isListed(email: string, tx?: Tx): Promise<boolean> {
    const repository = tx ? tx.manager.getRepository(PreApprovedEmailEntity) : this.emails;
    return (await repository.countBy({ email })) > 0;
  }

  async findListed(emails: string[]): Promise<string[]> {
    const rows = await this.emails.findBy({ email: In(emails) });
    return rows.map((row) => row.email);
  }

  /** One e-mail, unless listed already; true when it was added. */
  async addOne(email: string): Promise<boolean> {
    const result = await this.emails.createQueryBuilder().insert().values({ email }).orIgnore().execute();
    return (result.raw as unknown[]).length > 0;
  }

  /** Inserts the e-mails not listed yet; answers those it added. */
  async insertNew(tx: Tx, emails: string[]): Promise<string[]> {
    const result = (await tx.manager
      .createQueryBuilder()
      .insert()
      .into(PreApprovedEmailEntity)
      .values(emails.map((email) => ({ email })))
      .orIgnore()
      .returning('email')
      .execute()) as { raw: Array<{ email: string }> };
    return result.raw.map((row) => row.email);
  }

  /** In address order, a page at a time. */
  async page(offset: number, limit: number): Promise<string[]> {
    const rows = await this.emails.find({ order: { email: 'ASC' }, skip: offset, take: limit });
    return rows.map((row) => row.email);
  }

  async removeOne(email: string): Promise<boolean> {
    const result = await this.emails.delete({ email });
    return (result.affected ?? 0) > 0;
  }

  /** Deletes the listed ones of `emails`; answers those it removed. */
  async removeMany(tx: Tx, emails: string[]): Promise<string[]> {
    const rows = (await tx.manager
      .createQueryBuilder()
      .delete()
      .from(PreApprovedEmailEntity)
      .where({ email: In(emails) })
      .returning('email')
      .execute()) as { raw: Array<{ email: string }> };
    return rows.raw.map((row) => row.email);
  }

  async appendAudit(tx: Tx, event: Omit<AuditEvent, 'at'>, at: Date): Promise<void> {
    await appendAuditEvent(tx.manager, 'identity', event, at);
  }
}
