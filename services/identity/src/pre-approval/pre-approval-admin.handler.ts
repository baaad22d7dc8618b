import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  AdminAddPreApprovedSchema,
  AdminImportPreApprovedSchema,
  AdminRemovePreApprovedSchema,
  IdentitySubjects,
} from '@reto/contracts';
import { NatsRequestId, validatePayload } from '@reto/platform';
import { PreApprovalAdminService } from './pre-approval-admin.service.js';

/** NATS adapter of the administrator's pre-approved list commands (each audited). */
@Controller()
export class PreApprovalAdminHandler {
  constructor(private readonly admin: PreApprovalAdminService) {}

  @MessagePattern(IdentitySubjects.adminAddPreApproved)
  add(@Payload() payload: unknown, @NatsRequestId() requestId: string) {
    const { email, actor } = validatePayload(AdminAddPreApprovedSchema, payload);
    return this.admin.add(requestId, email, actor);
  }

  @MessagePattern(IdentitySubjects.importPreApproved)
  import(@Payload() payload: unknown, @NatsRequestId() requestId: string) {
    const { emails, actor } = validatePayload(AdminImportPreApprovedSchema, payload);
    return this.admin.import(requestId, emails, actor);
  }

  @MessagePattern(IdentitySubjects.adminRemovePreApproved)
  remove(@Payload() payload: unknown, @NatsRequestId() requestId: string) {
    const { emails, actor } = validatePayload(AdminRemovePreApprovedSchema, payload);
    return this.admin.remove(requestId, emails, actor);
  }
}
