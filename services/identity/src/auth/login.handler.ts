import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { IdentitySubjects, LoginRequestSchema, type SessionGrant } from '@reto/contracts';
import { validatePayload } from '@reto/platform';
import { LoginService } from './login.service.js';

/** NATS adapter for sign-in with a password: a web session (cookie) or a mobile one (bearer). */
@Controller()
export class LoginHandler {
  constructor(private readonly loginService: LoginService) {}

  @MessagePattern(IdentitySubjects.login)
  login(@Payload() payload: unknown): Promise<SessionGrant> {
    return this.loginService.login(validatePayload(LoginRequestSchema, payload));
  }

  @MessagePattern(IdentitySubjects.mobileLogin)
  mobileLogin(@Payload() payload: unknown): Promise<SessionGrant> {
    return this.loginService.login(validatePayload(LoginRequestSchema, payload), 'bearer');
  }
}
