import { AdminSubjects, AuditListSchema } from '@reto/contracts';
import { requestHandlers } from '@reto/platform';
import { AuditService } from './audit.service.js';

/** NATS adapter of the audit log (Auditoría). */
export const AuditHandler = requestHandlers(AuditService, (handle) => ({
  [AdminSubjects.auditList]: handle(AuditListSchema, (audit, query) => audit.page(query)),
}));
