import { AdminMagicLinkSchema, EmailInputSchema, IdentitySubjects, VerifyDeviceTokenSchema } from '@reto/contracts';
import { requestHandlers } from '@reto/platform';
import { SignInLinkService } from './sign-in-link.service.js';

/** NATS adapter of the ways in without a password: emergency access, magic links and device tokens. */
export const SignInLinkHandler = requestHandlers(SignInLinkService, (handle) => ({
  [IdentitySubjects.requestEmergencyAccess]: handle(EmailInputSchema, (links, { email }) =>
    links.requestEmergencyAccess(email),
  ),
  [IdentitySubjects.createMagicLink]: handle(AdminMagicLinkSchema, (links, { actor, ...input }, requestId) =>
    links.createMagicLink(requestId, input, actor),
  ),
  [IdentitySubjects.verifyDeviceToken]: handle(VerifyDeviceTokenSchema, (links, token) =>
    links.verifyDeviceToken(token),
  ),
}));
