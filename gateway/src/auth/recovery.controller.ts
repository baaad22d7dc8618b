import { Body, Controller, Get, HttpCode, Post, Query, Req } from '@nestjs/common';
import type { HttpRequest } from '../http/http.js';
import { RequestId } from '../http/request-of.js';
import { AuthService } from './auth.service.js';
import { clientIpOf } from './session-cookie.service.js';

/** Password recovery (spec 2, sections 2.6, 2.7 and 7; DECISIONS.md 3). */
@Controller('api')
export class RecoveryController {
  constructor(private readonly auth: AuthService) {}

  /** The same neutral answer for a known and an unknown address; `resetLink` only with MAIL_DEV_ECHO. */
  @Post('solicitar-reset-password')
  @HttpCode(200)
  requestReset(@Body() body: unknown, @Req() req: HttpRequest) {
    return this.auth.requestPasswordReset(req.id, body, { ip: clientIpOf(req) });
  }

  @Get('validar-token-reset')
  validateToken(@Query('token') token: unknown, @RequestId() requestId: string) {
    return this.auth.validateResetToken(requestId, { token });
  }

  @Post('reset-password')
  @HttpCode(200)
  resetPassword(@Body() body: unknown, @Req() req: HttpRequest) {
    return this.auth.resetPassword(req.id, body, { ip: clientIpOf(req) });
  }
}
