import { auditSubject, type AuditEvent, type ServiceName } from '@reto/contracts';
import type { EntityManager } from 'typeorm';
import { appendToOutbox } from '../events/outbox.js';
import { currentRequestId } from '../request-context.js';

/**
 * Records an admin action as `<service>.audit.recorded.v1` in the service's outbox, inside the
 * transaction of the change itself: the audit entry exists exactly when the change committed. The
 * request id is the one the gateway gave the admin's HTTP request.
 */
export function appendAuditEvent(
  manager: EntityManager,
  service: ServiceName,
  event: Omit<AuditEvent, 'requestId' | 'at'>,
  at: Date,
): Promise<string> {
  const payload: AuditEvent = { ...event, requestId: currentRequestId() ?? null, at: at.toISOString() };
  return appendToOutbox(manager, auditSubject(service), payload);
}
