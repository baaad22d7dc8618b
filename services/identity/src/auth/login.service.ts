import { Injectable } from '@nestjs/common';
import { ErrorCodes, IdentityMessages, type LoginRequest, type SessionGrant } from '@reto/contracts';
import { DomainError } from '@reto/platform';
import type { SessionKind } from '../sessions/session.entity.js';
import { SessionService } from '../sessions/session.service.js';
import { UsersRepository } from '../users/users.repository.js';
import { LoginThrottle } from './login-throttle.js';
import { PasswordHasher } from './password-hasher.js';

/**
 * Signs a member in by username or e-mail. An unknown account and a wrong password answer alike;
 * wrong passwords are counted per account and client address (LoginThrottle).
 */
@Injectable()
export class LoginService {
  constructor(
    private readonly users: UsersRepository,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionService,
    private readonly throttle: LoginThrottle,
  ) {}

  async login(input: LoginRequest, kind: SessionKind = 'web'): Promise<SessionGrant> {
    const user = await this.users.findByLogin(input.username);
    const subject = LoginThrottle.subjectOf(user?.id ?? null, input.username);
    await this.throttle.assertAllowed(subject, input.clientAddress);
    const valid = await this.hasher.verify(user?.passwordHash, input.password);
    if (!user || !valid) {
      await this.throttle.recordFailure(subject, input.clientAddress);
      throw new DomainError({
        status: 401,
        code: ErrorCodes.invalidCredentials,
        message: IdentityMessages.invalidCredentials,
      });
    }
    return this.sessions.open(user, kind);
  }
}
