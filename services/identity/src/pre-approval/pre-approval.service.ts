import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { PRE_APPROVED_PAGE_MAX } from '@reto/contracts';
import type { EntityManager, Repository } from 'typeorm';
import { PreApprovedEmailEntity } from './pre-approved-email.entity.js';

/** The pre-approved list: e-mails that register with access. Admin screens manage it (admin issue). */
@Injectable()
export class PreApprovalService {
  constructor(@InjectRepository(PreApprovedEmailEntity) private readonly emails: Repository<PreApprovedEmailEntity>) {}

  async isPreApproved(email: string, manager?: EntityManager): Promise<boolean> {
    const repository = manager ? manager.getRepository(PreApprovedEmailEntity) : this.emails;
    return (await repository.countBy({ email: email.trim().toLowerCase() })) > 0;
  }

  async add(email: string): Promise<{ email: string; added: boolean }> {
    const result = await this.emails.createQueryBuilder().insert().values({ email }).orIgnore().execute();
    return { email, added: (result.raw as unknown[]).length > 0 };
  }

  /** In address order; a page at a time so a long list never exceeds one NATS message. */
  async list(page: { offset: number; limit: number } = { offset: 0, limit: PRE_APPROVED_PAGE_MAX }): Promise<string[]> {
    const rows = await this.emails.find({ order: { email: 'ASC' }, skip: page.offset, take: page.limit });
    return rows.map((row) => row.email);
  }

  async remove(email: string): Promise<{ email: string; removed: boolean }> {
    const result = await this.emails.delete({ email });
    return { email, removed: (result.affected ?? 0) > 0 };
  }
}
