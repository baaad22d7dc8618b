import { EmailInputSchema, IdentitySubjects, ResetPasswordInputSchema, ResetTokenSchema } from '@reto/contracts';
import { requestHandlers } from '@reto/platform';
import { PasswordResetService } from './password-reset.service.js';

/** NATS adapter of password recovery: the e-mailed link asked for, checked, and used. */
export const PasswordResetHandler = requestHandlers(PasswordResetService, (handle) => ({
  [IdentitySubjects.requestPasswordReset]: handle(EmailInputSchema, (reset, { email }) => reset.request(email)),
  [IdentitySubjects.validatePasswordReset]: handle(ResetTokenSchema, (reset, { token }) => reset.validate(token)),
  [IdentitySubjects.resetPassword]: handle(ResetPasswordInputSchema, (reset, input) => reset.complete(input)),
}));
