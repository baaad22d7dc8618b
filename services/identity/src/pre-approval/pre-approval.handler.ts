import { EmailInputSchema, IdentitySubjects, PreApprovedPageSchema } from '@reto/contracts';
import { requestHandlers } from '@reto/platform';
import { PreApprovalService } from './pre-approval.service.js';

/** NATS adapter of the pre-approved list. */
export const PreApprovalHandler = requestHandlers(PreApprovalService, (handle) => ({
  [IdentitySubjects.checkPreApproved]: handle(EmailInputSchema, async (preApproval, { email }) => ({
    isPreApproved: await preApproval.isPreApproved(email),
  })),
  [IdentitySubjects.addPreApproved]: handle(EmailInputSchema, (preApproval, { email }) => preApproval.add(email)),
  [IdentitySubjects.listPreApproved]: handle(PreApprovedPageSchema, async (preApproval, page) => ({
    emails: await preApproval.list(page),
  })),
  [IdentitySubjects.removePreApproved]: handle(EmailInputSchema, (preApproval, { email }) => preApproval.remove(email)),
}));
