import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { AdminSubjects, AuditListSchema, type AuditPageDto } from '@reto/contracts';
import { validatePayload } from '@reto/platform';
import { AuditService } from './audit.service.js';

/** NATS adapter of the audit log (Auditoría). */
@Controller()
export class AuditHandler {
  constructor(private readonly audit: AuditService) {}

  @MessagePattern(AdminSubjects.auditList)
  list(@Payload() payload: unknown): Promise<AuditPageDto> {
    return this.audit.page(validatePayload(AuditListSchema, payload));
  }
}
