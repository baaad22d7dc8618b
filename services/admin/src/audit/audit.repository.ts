import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { AuditEvent, AuditListQuery } from '@reto/contracts';
import type { Tx } from '@reto/platform';
import type { Repository } from 'typeorm';
import { AuditEntryEntity } from './audit-entry.entity.js';

/** Every query of the audit log. */
@Injectable()
export class AuditRepository {
  constructor(@InjectRepository(AuditEntryEntity) private readonly entries: Repository<AuditEntryEntity>) {}

  async record(tx: Tx, event: AuditEvent, source: string, eventId: string): Promise<void> {
    await tx.manager
      .createQueryBuilder()
      .insert()
      .into(AuditEntryEntity)
      .values({
        action: event.action,
        actorId: event.actor.id,
        actorUsername: event.actor.username,
        target: event.target,
        before: (event.before ?? null) as object,
        after: (event.after ?? null) as object,
        requestId: event.requestId,
        at: new Date(event.at),
        source,
        eventId,
      })
      .orIgnore()
      .execute();
  }

  /** Newest first; `before` pages to older entries. One more row than asked tells whether more exist. */
  page({ limit, before }: AuditListQuery): Promise<AuditEntryEntity[]> {
    const query = this.entries
      .createQueryBuilder('a')
      .orderBy('a.id', 'DESC')
      .take(limit + 1);
    if (before) query.where('a.id < :before', { before });
    return query.getMany();
  }
}
