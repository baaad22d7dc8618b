import { Injectable } from '@nestjs/common';
import { PRE_APPROVED_PAGE_MAX } from '@reto/contracts';
import type { Tx } from '@reto/platform';
import { PreApprovalRepository } from './pre-approval.repository.js';

/** The pre-approved list: e-mails that register with access. Admin screens manage it (admin issue). */
@Injectable()
export class PreApprovalService {
  constructor(private readonly emails: PreApprovalRepository) {}

  isPreApproved(email: string, tx?: Tx): Promise<boolean> {
    return this.emails.isListed(email.trim().toLowerCase(), tx);
  }

  /** Which of `emails` are listed (one query: the admin's member list). */
  async listedAmong(emails: string[]): Promise<Set<string>> {
    if (emails.length === 0) return new Set();
    return new Set(await this.emails.findListed(emails.map((email) => email.trim().toLowerCase())));
  }

  async add(email: string): Promise<{ email: string; added: boolean }> {
    return { email, added: await this.emails.addOne(email) };
  }

  /** In address order; a page at a time so a long list never exceeds one NATS message. */
  list(page: { offset: number; limit: number } = { offset: 0, limit: PRE_APPROVED_PAGE_MAX }): Promise<string[]> {
    return this.emails.page(page.offset, page.limit);
  }

  async remove(email: string): Promise<{ email: string; removed: boolean }> {
    return { email, removed: await this.emails.removeOne(email) };
  }
}
