import {
  ChangeEmailSchema,
  CheckoutEmailProofSchema,
  EmailVerificationTokenSchema,
  IdentitySubjects,
  SessionTokenSchema,
} from '@reto/contracts';
import { requestHandlers } from '@reto/platform';
import { EmailVerificationService } from './email-verification.service.js';

/**
 * NATS adapter of e-mail verification: the e-mailed link, a new link for the signed-in member, what
 * waits for the verification, and a corrected address.
 */
export const EmailVerificationHandler = requestHandlers(EmailVerificationService, (handle) => ({
  [IdentitySubjects.confirmEmail]: handle(EmailVerificationTokenSchema, (verification, { token }) =>
    verification.confirm(token),
  ),
  [IdentitySubjects.confirmEmailByCheckout]: handle(
    CheckoutEmailProofSchema,
    (verification, { token, checkoutProof }, requestId) =>
      verification.confirmByCheckout(requestId, token, checkoutProof),
  ),
  [IdentitySubjects.resendEmailVerification]: handle(SessionTokenSchema, (verification, { token }) =>
    verification.resend(token),
  ),
  [IdentitySubjects.waitingAccess]: handle(SessionTokenSchema, (verification, { token }, requestId) =>
    verification.waitingAccess(requestId, token),
  ),
  [IdentitySubjects.changeEmail]: handle(ChangeEmailSchema, (verification, { token, email }) =>
    verification.changeEmail(token, email),
  ),
}));
