import { Injectable } from '@nestjs/common';
import type { LoginRequest, SessionGrant } from '@reto/contracts';
import type { SessionKind } from '../sessions/session.entity.js';
import { SessionService } from '../sessions/session.service.js';
import { SecondFactorService } from '../second-factor/second-factor.service.js';
import { UsersRepository } from '../users/users.repository.js';
import { LoginThrottle } from './login-throttle.service.js';
import { PasswordHasher } from './password-hasher.service.js';
import { IdentityErrors } from '../identity.errors.js';

/**
 * Signs a member in by username or e-mail. An unknown account and a wrong password answer alike;
 * wrong passwords are counted per account and client address (LoginThrottle). An account with a
 * second factor (the administrator's) also needs its code after the right password; a
 * wrong code counts like a wrong password, but such an account is never closed from everywhere:
 * only the addresses that fail wait, so the right password and code always get in.
 */
@Injectable()
export class LoginService {
  constructor(
    private readonly users: UsersRepository,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionService,
    private readonly throttle: LoginThrottle,
    private readonly secondFactor: SecondFactorService,
  ) {}

  async login(input: LoginRequest, kind: SessionKind = 'web'): Promise<SessionGrant> {
    const user = await this.users.findByLogin(input.username);
    const subject = LoginThrottle.subjectOf(user?.id ?? null, input.username);
    const factor = user ? await this.secondFactor.enabledFor(user.id) : null;
    // The administrator's account is never closed from everywhere: strangers failing at its name would
    // lock the trainer out (in production its second factor is required, so guessing needs its code).
    const closableFromEverywhere = factor === null && !user?.isAdmin;
    await this.throttle.assertAllowed(subject, input.clientAddress, { closableFromEverywhere });
    const valid = await this.hasher.verify(user?.passwordHash, input.password);
    if (!user || !valid) {
      await this.throttle.recordFailure(subject, input.clientAddress);
      throw IdentityErrors.invalidCredentials();
    }
    if (factor) {
      if (!input.code) throw IdentityErrors.secondFactorRequired();
      if (!(await this.secondFactor.redeem(factor, input.code))) {
        await this.throttle.recordFailure(subject, input.clientAddress);
        throw IdentityErrors.secondFactorWrong();
      }
    }
    return this.sessions.open(user, kind);
  }
}
