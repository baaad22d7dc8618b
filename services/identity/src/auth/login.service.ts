import { Injectable } from '@nestjs/common';
import { ErrorCodes, IdentityMessages, type LoginInput, type SessionGrant } from '@reto/contracts';
import { DomainError } from '@reto/platform';
import type { SessionKind } from '../sessions/session.entity.js';
import { SessionService } from '../sessions/session.service.js';
import { UsersRepository } from '../users/users.repository.js';
import { PasswordHasher } from './password-hasher.js';

/** Signs a member in by username or e-mail. An unknown account and a wrong password answer alike. */
@Injectable()
export class LoginService {
  constructor(
    private readonly users: UsersRepository,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionService,
  ) {}

  async login(input: Required<LoginInput>, kind: SessionKind = 'web'): Promise<SessionGrant> {
    const user = await this.users.findByLogin(input.username);
    const valid = await this.hasher.verify(user?.passwordHash, input.password);
    if (!user || !valid) {
      throw new DomainError({
        status: 401,
        code: ErrorCodes.invalidCredentials,
        message: IdentityMessages.invalidCredentials,
      });
    }
    return this.sessions.open(user, kind);
  }
}
