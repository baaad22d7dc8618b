import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  AdminCredentialInputSchema,
  IdentitySubjects,
  SessionTokenSchema,
  type AdminCredentialAnswer,
  type ResolvedSession,
  type SessionGrant,
} from '@reto/contracts';
import { validatePayload } from '@reto/platform';
import { SessionService } from './session.service.js';

/** NATS adapter for a live session: resolve, renew, sign out, and the administrator's credential. */
@Controller()
export class SessionHandler {
  constructor(private readonly sessions: SessionService) {}

  @MessagePattern(IdentitySubjects.resolveSession)
  resolve(@Payload() payload: unknown): Promise<ResolvedSession> {
    return this.sessions.resolveForGateway(validatePayload(SessionTokenSchema, payload).token);
  }

  @MessagePattern(IdentitySubjects.renewSession)
  renew(@Payload() payload: unknown): Promise<SessionGrant> {
    return this.sessions.renew(validatePayload(SessionTokenSchema, payload).token);
  }

  @MessagePattern(IdentitySubjects.logout)
  async logout(@Payload() payload: unknown): Promise<{ ok: true }> {
    await this.sessions.close(validatePayload(SessionTokenSchema, payload).token);
    return { ok: true };
  }

  @MessagePattern(IdentitySubjects.issueAdminCredential)
  issueAdminCredential(@Payload() payload: unknown): Promise<{ adminAuth: string | null }> {
    return this.sessions.issueAdminCredential(validatePayload(SessionTokenSchema, payload).token);
  }

  @MessagePattern(IdentitySubjects.verifyAdminCredential)
  verifyAdminCredential(@Payload() payload: unknown): Promise<AdminCredentialAnswer> {
    const { credential, userId } = validatePayload(AdminCredentialInputSchema, payload);
    return this.sessions.verifyAdminCredential(credential, userId);
  }
}
