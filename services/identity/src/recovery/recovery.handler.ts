import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  AdminMagicLinkSchema,
  EmailInputSchema,
  IdentitySubjects,
  ResetPasswordInputSchema,
  ResetTokenSchema,
  VerifyDeviceTokenSchema,
  type EmergencyAccessAnswer,
  type MagicLinkAnswer,
  type ResetRequestAnswer,
  type ResetValidationAnswer,
  type SessionGrant,
} from '@reto/contracts';
import { NatsRequestId, validatePayload } from '@reto/platform';
import { PasswordResetService } from './password-reset.service.js';
import { SignInLinkService } from './sign-in-link.service.js';

/** NATS adapter of password recovery, emergency access, magic links and device tokens. */
@Controller()
export class RecoveryHandler {
  constructor(
    private readonly reset: PasswordResetService,
    private readonly links: SignInLinkService,
  ) {}

  @MessagePattern(IdentitySubjects.requestPasswordReset)
  requestReset(@Payload() payload: unknown): Promise<ResetRequestAnswer> {
    return this.reset.request(validatePayload(EmailInputSchema, payload).email);
  }

  @MessagePattern(IdentitySubjects.validatePasswordReset)
  validateReset(@Payload() payload: unknown): Promise<ResetValidationAnswer> {
    return this.reset.validate(validatePayload(ResetTokenSchema, payload).token);
  }

  @MessagePattern(IdentitySubjects.resetPassword)
  resetPassword(@Payload() payload: unknown) {
    return this.reset.complete(validatePayload(ResetPasswordInputSchema, payload));
  }

  @MessagePattern(IdentitySubjects.requestEmergencyAccess)
  emergency(@Payload() payload: unknown): Promise<EmergencyAccessAnswer> {
    return this.links.requestEmergencyAccess(validatePayload(EmailInputSchema, payload).email);
  }

  @MessagePattern(IdentitySubjects.createMagicLink)
  magicLink(@Payload() payload: unknown, @NatsRequestId() requestId: string): Promise<MagicLinkAnswer> {
    const { actor, ...input } = validatePayload(AdminMagicLinkSchema, payload);
    return this.links.createMagicLink(requestId, input, actor);
  }

  @MessagePattern(IdentitySubjects.verifyDeviceToken)
  verifyDeviceToken(@Payload() payload: unknown): Promise<SessionGrant> {
    return this.links.verifyDeviceToken(validatePayload(VerifyDeviceTokenSchema, payload));
  }
}
