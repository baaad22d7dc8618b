import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  AdminCredentialInputSchema,
  IdentitySubjects,
  LoginRequestSchema,
  RegisterInputSchema,
  SessionTokenSchema,
  type AdminCredentialAnswer,
  type SessionGrant,
  type UserDto,
} from '@reto/contracts';
import { Clock, validatePayload } from '@reto/platform';
import { AdminCredentialService } from '../admin-credential/admin-credential.service.js';
import { SessionService } from '../sessions/session.service.js';
import { UsersRepository } from '../users/users.repository.js';
import { LoginService } from './login.service.js';
import { RegistrationService } from './registration.service.js';

/** NATS adapter: validates each payload against its contract and calls one use case. */
@Controller()
export class AuthHandler {
  constructor(
    private readonly registration: RegistrationService,
    private readonly loginService: LoginService,
    private readonly sessions: SessionService,
    private readonly adminCredentials: AdminCredentialService,
    private readonly users: UsersRepository,
    private readonly clock: Clock,
  ) {}

  @MessagePattern(IdentitySubjects.register)
  register(@Payload() payload: unknown): Promise<SessionGrant> {
    return this.registration.register(validatePayload(RegisterInputSchema, payload));
  }

  @MessagePattern(IdentitySubjects.login)
  login(@Payload() payload: unknown): Promise<SessionGrant> {
    return this.loginService.login(validatePayload(LoginRequestSchema, payload));
  }

  @MessagePattern(IdentitySubjects.mobileLogin)
  mobileLogin(@Payload() payload: unknown): Promise<SessionGrant> {
    return this.loginService.login(validatePayload(LoginRequestSchema, payload), 'bearer');
  }

  @MessagePattern(IdentitySubjects.resolveSession)
  resolve(@Payload() payload: unknown): Promise<UserDto> {
    return this.sessions.resolve(validatePayload(SessionTokenSchema, payload).token);
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
  async issueAdminCredential(@Payload() payload: unknown): Promise<{ adminAuth: string | null }> {
    const found = await this.sessions.inspect(validatePayload(SessionTokenSchema, payload).token);
    if (found.state !== 'live' || !found.user.isAdmin) return { adminAuth: null };
    return { adminAuth: this.adminCredentials.issue(found.user, this.clock.now()) };
  }

  /** Valid only when the server made it, it has not expired, and it names this administrator. */
  @MessagePattern(IdentitySubjects.verifyAdminCredential)
  async verifyAdminCredential(@Payload() payload: unknown): Promise<AdminCredentialAnswer> {
    const { credential, userId } = validatePayload(AdminCredentialInputSchema, payload);
    const claims = this.adminCredentials.verify(credential, this.clock.now());
    if (!claims || claims.userId !== userId) return { valid: false };
    const user = await this.users.findById(userId);
    return { valid: Boolean(user?.isAdmin) };
  }
}
