import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { auditSubject, AuditEventSchema, ReviewModeratedEventSchema, ReviewsSubjects } from '@reto/contracts';
import { EventConsumers, type EventHandler } from '@reto/platform';
import { AuditService } from './audit.service.js';

/** The services whose admin commands publish `<service>.audit.recorded.v1`. */
const AUDITED_SERVICES = ['identity', 'challenge', 'billing', 'community'] as const;

/**
 * Records every admin action reported by the owning services, exactly once (the entry and the
 * processed_events row commit together): list changes and magic links (identity), videos, cache
 * refreshes and access grants (challenge), discrepancies settled by hand (billing), the trainer's
 * moderation of the groups (community), review moderation (reviews).
 */
@Injectable()
export class AuditEventsConsumer implements OnApplicationBootstrap {
  constructor(
    private readonly consumers: EventConsumers,
    private readonly audit: AuditService,
  ) {}

  private readonly fromServices: Array<EventHandler<typeof AuditEventSchema>> = AUDITED_SERVICES.map((service) => ({
    durable: `audit-from-${service}`,
    subject: auditSubject(service),
    schema: AuditEventSchema,
    apply: (event, _manager, meta) => this.audit.record(meta.tx, event, service, meta.msgId),
  }));

  private readonly fromModeration: EventHandler<typeof ReviewModeratedEventSchema> = {
    durable: 'audit-from-reviews',
    subject: ReviewsSubjects.events.reviewModerated,
    schema: ReviewModeratedEventSchema,
    apply: (event, _manager, meta) => this.audit.recordModeration(meta.tx, event, meta.msgId),
  };

  onApplicationBootstrap(): Promise<void> {
    return this.consumers.start([...this.fromServices, this.fromModeration]);
  }
}
