import { Injectable } from '@nestjs/common';
import type { AuditEntryDto, AuditEvent, AuditListQuery, AuditPageDto, ReviewModeratedEvent } from '@reto/contracts';
import type { Tx } from '@reto/platform';
import type { AuditEntryEntity } from './audit-entry.entity.js';
import { AuditRepository } from './audit.repository.js';

const toDto = (row: AuditEntryEntity): AuditEntryDto => ({
  id: Number(row.id),
  action: row.action,
  actor: { id: row.actorId, username: row.actorUsername },
  target: row.target,
  before: row.before ?? null,
  after: row.after ?? null,
  requestId: row.requestId,
  at: row.at.toISOString(),
});

/** A review as the trainer knows it: "Reseña de Ana: «Gran reto»" (the id only when an older event named nothing). */
const reviewTarget = ({ reviewId, reviewer, title }: ReviewModeratedEvent): string => {
  if (!reviewer && !title) return `review:${reviewId}`;
  return `Reseña${reviewer ? ` de ${reviewer}` : ''}${title ? `: «${title}»` : ''}`;
};

/** The audit log the admin service owns: entries come only from the services' audit events. */
@Injectable()
export class AuditService {
  constructor(private readonly repository: AuditRepository) {}

  record(tx: Tx, event: AuditEvent, source: string, eventId: string): Promise<void> {
    return this.repository.record(tx, event, source, eventId);
  }

  /** A moderation decision of the reviews service, as an audit entry. */
  recordModeration(tx: Tx, event: ReviewModeratedEvent, eventId: string): Promise<void> {
    return this.repository.record(
      tx,
      {
        action: event.after.status === 'published' ? 'review.approved' : 'review.rejected',
        actor: event.actor,
        target: reviewTarget(event),
        before: event.before,
        after: event.after,
        requestId: event.requestId,
        at: event.at,
      },
      'reviews',
      eventId,
    );
  }

  async page(query: AuditListQuery): Promise<AuditPageDto> {
    const rows = await this.repository.page(query);
    const entries = rows.slice(0, query.limit).map(toDto);
    return { entries, nextBefore: rows.length > query.limit ? entries[entries.length - 1]!.id : null };
  }
}
