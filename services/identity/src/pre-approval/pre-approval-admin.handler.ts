import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  AdminAddPreApprovedSchema,
  AdminImportPreApprovedSchema,
  AdminRemovePreApprovedSchema,
  IdentitySubjects,
} from '@reto/contracts';
import { validatePayload } from '@reto/platform';
import { PreApprovalAdminService } from './pre-approval-admin.service.js';

/** NATS adapter of the administrator's pre-approved list commands (each audited). */
@Controller()
export class PreApprovalAdminHandler {
  constructor(private readonly admin: PreApprovalAdminService) {}

  @MessagePattern(IdentitySubjects.adminAddPreApproved)
  add(@Payload() payload: unknown) {
    const { email, actor } = validatePayload(AdminAddPreApprovedSchema, payload);
    return this.admin.add(email, actor);
  }

  @MessagePattern(IdentitySubjects.importPreApproved)
  import(@Payload() payload: unknown) {
    const { emails, actor } = validatePayload(AdminImportPreApprovedSchema, payload);
    return this.admin.import(emails, actor);
  }

  @MessagePattern(IdentitySubjects.adminRemovePreApproved)
  remove(@Payload() payload: unknown) {
    const { emails, actor } = validatePayload(AdminRemovePreApprovedSchema, payload);
    return this.admin.remove(emails, actor);
  }
}
