import { Injectable } from '@nestjs/common';
import { PreApprovedEmailSchema, type AdminActor, type ImportReportDto, type RemoveReportDto } from '@reto/contracts';
import { Clock, type Tx } from '@reto/platform';
import { SessionsChangedPublisher } from '../sessions/sessions-changed.publisher.js';
import { PreApprovalRepository } from './pre-approval.repository.js';
import { IdentityErrors } from '../identity.errors.js';

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
    private readonly emails: PreApprovalRepository,
    private readonly clock: Clock,
    private readonly changes: SessionsChangedPublisher,
  ) {}

  add(requestId: string, email: string, actor: AdminActor): Promise<{ email: string }> {
    return this.emails.transaction(async (tx) => {
      const [added] = await this.emails.insertNew(tx, [email]);
      if (!added) throw IdentityErrors.emailAlreadyListed();
      this.announce(tx, [added]);
      await this.emails.appendAudit(
        tx,
        { action: 'pre_approved.added', actor, requestId, target: email, before: null, after: { email } },
        this.clock.now(),
      );
      return { email };
    });
  }

  import(requestId: string, items: string[], actor: AdminActor): Promise<ImportReportDto> {
    const valid = new Set<string>();
    const invalid: string[] = [];
    for (const item of items) {
      const parsed = PreApprovedEmailSchema.safeParse(item);
      if (parsed.success) valid.add(parsed.data);
      else invalid.push(item);
    }
    if (valid.size === 0) throw IdentityErrors.noValidEmails();
    return this.emails.transaction(async (tx) => {
      const candidates = [...valid];
      const added: string[] = [];
      for (let start = 0; start < candidates.length; start += INSERT_CHUNK) {
        added.push(...(await this.emails.insertNew(tx, candidates.slice(start, start + INSERT_CHUNK))));
      }
      const addedSet = new Set(added);
      this.announce(tx, added);
      const skipped = candidates.filter((email) => !addedSet.has(email));
      if (added.length) {
        await this.emails.appendAudit(
          tx,
          {
            action: 'pre_approved.imported',
            actor,
            requestId,
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

  remove(requestId: string, emails: string[], actor: AdminActor): Promise<RemoveReportDto> {
    const wanted = [...new Set(emails)];
    return this.emails.transaction(async (tx) => {
      const removed = (await this.emails.removeMany(tx, wanted)).sort();
      this.announce(tx, removed);
      const removedSet = new Set(removed);
      if (removed.length) {
        await this.emails.appendAudit(
          tx,
          {
            action: 'pre_approved.removed',
            actor,
            requestId,
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

  /** Whether these addresses are listed changes what their members' sessions resolve to (hasAccess). */
  private announce(tx: Tx, emails: string[]): void {
    tx.afterCommit(() => this.changes.membersChanged(emails.map((email) => ({ email }))));
  }
}
