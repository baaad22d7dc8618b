import { IdentitySubjects, LoginRequestSchema } from '@reto/contracts';
import { requestHandlers } from '@reto/platform';
import { LoginService } from './login.service.js';

/** NATS adapter for sign-in with a password: a web session (cookie) or a mobile one (bearer). */
export const LoginHandler = requestHandlers(LoginService, (handle) => ({
  [IdentitySubjects.login]: handle(LoginRequestSchema, (login, credentials) => login.login(credentials)),
  [IdentitySubjects.mobileLogin]: handle(LoginRequestSchema, (login, credentials) =>
    login.login(credentials, 'bearer'),
  ),
}));
