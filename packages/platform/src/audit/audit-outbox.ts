import { auditSubject, type AuditEvent, type ServiceName } from '@reto/contracts';
import type { EntityManager } from 'typeorm';
import { appendToOutbox } from '../events/outbox.js';

/**
 * Records an admin action as `<service>.audit.recorded.v1` in the service's outbox, inside the
 * transaction of the change itself: the audit entry exists exactly when the change committed. Its
 * request id is the one the gateway gave the admin's HTTP request (the handler's NatsRequestId).
 */
export function appendAuditEvent(
  manager: EntityManager,
  service: ServiceName,
  event: Omit<AuditEvent, 'at'>,
  at: Date,
): Promise<string> {
  const payload: AuditEvent = { ...event, at: at.toISOString() };
  return appendToOutbox(manager, auditSubject(service), payload);
}
