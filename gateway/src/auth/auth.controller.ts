import { Body, Controller, HttpCode, Post, Req, Res } from '@nestjs/common';
import type { SessionGrant } from '@reto/contracts';
import type { HttpReply, HttpRequest } from '../http/http.js';
import { AuthService } from './auth.service.js';
import type { LoginOutput } from './dto/access.output.js';
import { clientIpOf, cookieTokenOf, headerTokenOf, SessionCookie } from './session-cookie.service.js';

/** `{id, username, isAdmin}` (spec 1, section 7), plus the server-issued credential for an admin. */
export const loginAnswer = (grant: SessionGrant): Omit<LoginOutput, 'user'> => ({
  id: grant.user.id,
  username: grant.user.username,
  isAdmin: grant.user.isAdmin,
  ...(grant.adminAuth ? { adminAuth: grant.adminAuth } : {}),
});

/** The legacy REST paths of accounts and sessions, with the spec's payloads (spec 1, section 7). */
@Controller('api')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly cookie: SessionCookie,
  ) {}

  @Post('register')
  @HttpCode(201)
  async register(@Body() body: unknown, @Req() req: HttpRequest, @Res({ passthrough: true }) res: HttpReply) {
    const grant = await this.auth.register(req.id, body, { ip: clientIpOf(req) });
    this.cookie.set(res, grant);
    return { id: grant.user.id, username: grant.user.username, timezone: grant.user.timezone };
  }

  @Post('login')
  @HttpCode(200)
  async login(@Body() body: unknown, @Req() req: HttpRequest, @Res({ passthrough: true }) res: HttpReply) {
    const grant = await this.auth.login(req.id, body, { ip: clientIpOf(req) });
    this.cookie.set(res, grant);
    return loginAnswer(grant);
  }

  /** Legacy mobile clients: the same answer plus `auth.token`, a bearer token (also set as the cookie). */
  @Post('mobile-login')
  @HttpCode(200)
  async mobileLogin(@Body() body: unknown, @Req() req: HttpRequest, @Res({ passthrough: true }) res: HttpReply) {
    const grant = await this.auth.mobileLogin(req.id, body, { ip: clientIpOf(req) });
    this.cookie.set(res, grant);
    return { ...loginAnswer(grant), auth: { token: grant.token } };
  }

  @Post('logout')
  @HttpCode(200)
  async logout(@Req() req: HttpRequest, @Res({ passthrough: true }) res: HttpReply) {
    await this.auth.logout(req.id, [cookieTokenOf(req), headerTokenOf(req)]);
    this.cookie.clear(res);
    return { success: true };
  }
}
