import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  AdminMessages,
  ErrorCodes,
  PreApprovedEmailSchema,
  type AdminActor,
  type ImportReportDto,
  type RemoveReportDto,
} from '@reto/contracts';
import { appendAuditEvent, Clock, DomainError } from '@reto/platform';
import { In, type DataSource, type EntityManager } from 'typeorm';
import { PreApprovedEmailEntity } from './pre-approved-email.entity.js';

/** Rows per INSERT of an import: well under PostgreSQL's 65,535 bound parameters. */
const INSERT_CHUNK = 1000;

/**
 * The administrator's changes to the pre-approved list. Each command is one transaction holding the
 * change and its audit event (`identity.audit.recorded.v1`), so a thousand addresses are one write
 * and one audit entry, and nothing is audited that did not happen.
 */
@Injectable()
export class PreApprovalAdminService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  add(email: string, actor: AdminActor): Promise<{ email: string }> {
    return this.dataSource.transaction(async (manager) => {
      const [added] = await this.insert(manager, [email]);
      if (!added)
        throw new DomainError({ status: 409, code: 'already_listed', message: AdminMessages.emailAlreadyListed });
      await appendAuditEvent(
        manager,
        'identity',
        { action: 'pre_approved.added', actor, target: email, before: null, after: { email } },
        this.clock.now(),
      );
      return { email };
    });
  }

  import(items: string[], actor: AdminActor): Promise<ImportReportDto> {
    const valid = new Set<string>();
    const invalid: string[] = [];
    for (const item of items) {
      const parsed = PreApprovedEmailSchema.safeParse(item);
      if (parsed.success) valid.add(parsed.data);
      else invalid.push(item);
    }
    if (valid.size === 0)
      throw new DomainError({ status: 400, code: ErrorCodes.validation, message: AdminMessages.noValidEmails });
    return this.dataSource.transaction(async (manager) => {
      const candidates = [...valid];
      const added: string[] = [];
      for (let start = 0; start < candidates.length; start += INSERT_CHUNK) {
        added.push(...(await this.insert(manager, candidates.slice(start, start + INSERT_CHUNK))));
      }
      const addedSet = new Set(added);
      const skipped = candidates.filter((email) => !addedSet.has(email));
      if (added.length) {
        await appendAuditEvent(
          manager,
          'identity',
          {
            action: 'pre_approved.imported',
            actor,
            target: `${added.length} emails`,
            before: null,
            after: { added, skipped: skipped.length, invalid: invalid.length },
          },
          this.clock.now(),
        );
      }
      return { added, skipped, invalid };
    });
  }

  remove(emails: string[], actor: AdminActor): Promise<RemoveReportDto> {
    const wanted = [...new Set(emails)];
    return this.dataSource.transaction(async (manager) => {
      const rows = (await manager
        .createQueryBuilder()
        .delete()
        .from(PreApprovedEmailEntity)
        .where({ email: In(wanted) })
        .returning('email')
        .execute()) as { raw: Array<{ email: string }> };
      const removed = rows.raw.map((row) => row.email).sort();
      const removedSet = new Set(removed);
      if (removed.length) {
        await appendAuditEvent(
          manager,
          'identity',
          {
            action: 'pre_approved.removed',
            actor,
            target: removed.length === 1 ? removed[0]! : `${removed.length} emails`,
            before: { emails: removed },
            after: null,
          },
          this.clock.now(),
        );
      }
      return { removed, missing: wanted.filter((email) => !removedSet.has(email)) };
    });
  }

  /** Inserts the e-mails not listed yet; answers those it added. */
  private async insert(manager: EntityManager, emails: string[]): Promise<string[]> {
    const result = (await manager
      .createQueryBuilder()
      .insert()
      .into(PreApprovedEmailEntity)
      .values(emails.map((email) => ({ email })))
      .orIgnore()
      .returning('email')
      .execute()) as { raw: Array<{ email: string }> };
    return result.raw.map((row) => row.email);
  }
}
