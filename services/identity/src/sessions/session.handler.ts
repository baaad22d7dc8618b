import { AdminCredentialInputSchema, IdentitySubjects, SessionTokenSchema } from '@reto/contracts';
import { requestHandlers } from '@reto/platform';
import { SessionService } from './session.service.js';

/** NATS adapter for a live session: resolve, renew, sign out, and the administrator's credential. */
export const SessionHandler = requestHandlers(SessionService, (handle) => ({
  [IdentitySubjects.resolveSession]: handle(SessionTokenSchema, (sessions, { token }) =>
    sessions.resolveForGateway(token),
  ),
  [IdentitySubjects.renewSession]: handle(SessionTokenSchema, (sessions, { token }) => sessions.renew(token)),
  [IdentitySubjects.logout]: handle(SessionTokenSchema, async (sessions, { token }) => {
    await sessions.close(token);
    return { ok: true as const };
  }),
  [IdentitySubjects.issueAdminCredential]: handle(SessionTokenSchema, (sessions, { token }) =>
    sessions.issueAdminCredential(token),
  ),
  [IdentitySubjects.verifyAdminCredential]: handle(AdminCredentialInputSchema, (sessions, { credential, userId }) =>
    sessions.verifyAdminCredential(credential, userId),
  ),
}));
