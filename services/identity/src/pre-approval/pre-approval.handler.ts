import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { EmailInputSchema, IdentitySubjects, PreApprovedPageSchema, type PreApprovalAnswer } from '@reto/contracts';
import { validatePayload } from '@reto/platform';
import { PreApprovalService } from './pre-approval.service.js';

/** NATS adapter of the pre-approved list. */
@Controller()
export class PreApprovalHandler {
  constructor(private readonly preApproval: PreApprovalService) {}

  @MessagePattern(IdentitySubjects.checkPreApproved)
  async check(@Payload() payload: unknown): Promise<PreApprovalAnswer> {
    return { isPreApproved: await this.preApproval.isPreApproved(validatePayload(EmailInputSchema, payload).email) };
  }

  @MessagePattern(IdentitySubjects.addPreApproved)
  add(@Payload() payload: unknown) {
    return this.preApproval.add(validatePayload(EmailInputSchema, payload).email);
  }

  @MessagePattern(IdentitySubjects.listPreApproved)
  async list(@Payload() payload: unknown): Promise<{ emails: string[] }> {
    return { emails: await this.preApproval.list(validatePayload(PreApprovedPageSchema, payload)) };
  }

  @MessagePattern(IdentitySubjects.removePreApproved)
  remove(@Payload() payload: unknown) {
    return this.preApproval.remove(validatePayload(EmailInputSchema, payload).email);
  }
}
