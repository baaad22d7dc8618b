import {
  AdminAddPreApprovedSchema,
  AdminImportPreApprovedSchema,
  AdminRemovePreApprovedSchema,
  IdentitySubjects,
} from '@reto/contracts';
import { requestHandlers } from '@reto/platform';
import { PreApprovalAdminService } from './pre-approval-admin.service.js';

/** NATS adapter of the administrator's pre-approved list commands (each audited). */
export const PreApprovalAdminHandler = requestHandlers(PreApprovalAdminService, (handle) => ({
  [IdentitySubjects.adminAddPreApproved]: handle(AdminAddPreApprovedSchema, (admin, { email, actor }, requestId) =>
    admin.add(requestId, email, actor),
  ),
  [IdentitySubjects.importPreApproved]: handle(AdminImportPreApprovedSchema, (admin, { emails, actor }, requestId) =>
    admin.import(requestId, emails, actor),
  ),
  [IdentitySubjects.adminRemovePreApproved]: handle(
    AdminRemovePreApprovedSchema,
    (admin, { emails, actor }, requestId) => admin.remove(requestId, emails, actor),
  ),
}));
