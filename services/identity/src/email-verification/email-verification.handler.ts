import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  ChangeEmailSchema,
  CheckoutEmailProofSchema,
  EmailVerificationTokenSchema,
  IdentitySubjects,
  SessionTokenSchema,
  type EmailVerificationAnswer,
  type WaitingAccessDto,
} from '@reto/contracts';
import { NatsRequestId, validatePayload } from '@reto/platform';
import { EmailVerificationService } from './email-verification.service.js';

/**
 * NATS adapter of e-mail verification: the e-mailed link, a new link for the signed-in member, what
 * waits for the verification, and a corrected address.
 */
@Controller()
export class EmailVerificationHandler {
  constructor(private readonly verification: EmailVerificationService) {}

  @MessagePattern(IdentitySubjects.confirmEmail)
  confirm(@Payload() payload: unknown): Promise<EmailVerificationAnswer> {
    return this.verification.confirm(validatePayload(EmailVerificationTokenSchema, payload).token);
  }

  @MessagePattern(IdentitySubjects.confirmEmailByCheckout)
  confirmByCheckout(@Payload() payload: unknown, @NatsRequestId() requestId: string): Promise<EmailVerificationAnswer> {
    const { token, checkoutProof } = validatePayload(CheckoutEmailProofSchema, payload);
    return this.verification.confirmByCheckout(requestId, token, checkoutProof);
  }

  @MessagePattern(IdentitySubjects.resendEmailVerification)
  resend(@Payload() payload: unknown): Promise<EmailVerificationAnswer> {
    return this.verification.resend(validatePayload(SessionTokenSchema, payload).token);
  }

  @MessagePattern(IdentitySubjects.waitingAccess)
  waitingAccess(@Payload() payload: unknown, @NatsRequestId() requestId: string): Promise<WaitingAccessDto | null> {
    return this.verification.waitingAccess(requestId, validatePayload(SessionTokenSchema, payload).token);
  }

  @MessagePattern(IdentitySubjects.changeEmail)
  changeEmail(@Payload() payload: unknown): Promise<EmailVerificationAnswer> {
    const { token, email } = validatePayload(ChangeEmailSchema, payload);
    return this.verification.changeEmail(token, email);
  }
}
