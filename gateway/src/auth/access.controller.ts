import { Body, Controller, Get, HttpCode, Post, Query, Req, Res } from '@nestjs/common';
import { IdentityMessages } from '@reto/contracts';
import { type HttpRequest, type HttpReply, headerOf } from '../http/http.js';
import { DEVICE_ID_HEADER } from '../gateway.constants.js';
import { AuthService } from './auth.service.js';
import { clientIpOf, cookieTokenOf, headerTokenOf, SessionCookie, sessionTokenOf } from './session-cookie.service.js';

/** Pre-approval, emergency access, device tokens and session renewal (spec 1 and 2, section 7). */
@Controller('api')
export class AccessController {
  constructor(
    private readonly auth: AuthService,
    private readonly cookie: SessionCookie,
  ) {}

  @Post('check-pre-approved')
  @HttpCode(200)
  checkPreApproved(@Body() body: unknown, @Req() req: HttpRequest) {
    return this.auth.checkPreApproved(req.id, body, { ip: clientIpOf(req) }, sessionTokenOf(req));
  }

  @Get('verify-email')
  verifyEmail(@Query('email') email: unknown, @Req() req: HttpRequest) {
    return this.auth.checkPreApproved(req.id, { email }, { ip: clientIpOf(req) }, sessionTokenOf(req));
  }

  /** /emergency: e-mails a one-time sign-in link to a pre-approved account; a neutral message either way. */
  @Post('emergency-access')
  @HttpCode(200)
  emergencyAccess(@Body() body: unknown, @Req() req: HttpRequest) {
    return this.auth.requestEmergencyAccess(req.id, body, { ip: clientIpOf(req) });
  }

  /** A device token (device-id header), or a `/?token=` link token exchanged for a device session. */
  @Post('mobile/verify-token')
  @HttpCode(200)
  async verifyToken(@Body() body: unknown, @Req() req: HttpRequest, @Res({ passthrough: true }) res: HttpReply) {
    const grant = await this.auth.verifyDeviceToken(req.id, body, headerOf(req, DEVICE_ID_HEADER));
    this.cookie.set(res, grant);
    return { success: true, user: grant.user, token: grant.token };
  }

  /** The link e-mailed at registration (`/confirm-email?token=`): verifies the account's address once. */
  @Post('confirm-email')
  @HttpCode(200)
  confirmEmail(@Body() body: unknown, @Req() req: HttpRequest) {
    return this.auth.confirmEmail(req.id, body, { ip: clientIpOf(req) });
  }

  /** The signed-in member who paid for their own address here (`{checkoutProof}`): verified by the checkout. */
  @Post('confirm-email-by-checkout')
  @HttpCode(200)
  confirmEmailByCheckout(@Body() body: unknown, @Req() req: HttpRequest) {
    return this.auth.confirmEmailByCheckout(req.id, sessionTokenOf(req), body, { ip: clientIpOf(req) });
  }

  /** The signed-in member whose address is not verified yet gets a new link. */
  @Post('resend-email-verification')
  @HttpCode(200)
  resendEmailVerification(@Req() req: HttpRequest) {
    return this.auth.resendEmailVerification(req.id, sessionTokenOf(req), { ip: clientIpOf(req) });
  }

  /** What waits for the signed-in member's address to be verified (`null` when nothing does). */
  @Get('waiting-access')
  async waitingAccess(@Req() req: HttpRequest) {
    return { waitingAccess: await this.auth.waitingAccess(req.id, sessionTokenOf(req)) };
  }

  /** `{email}`: the signed-in member whose address is not verified corrects it; a new link goes there. */
  @Post('change-email')
  @HttpCode(200)
  changeEmail(@Body() body: unknown, @Req() req: HttpRequest) {
    return this.auth.changeEmail(req.id, sessionTokenOf(req), body, { ip: clientIpOf(req) });
  }

  /** Rotates the session of `{token}` (else the request's own): the old token stops working at once. */
  @Post('renew-session')
  @HttpCode(200)
  async renewSession(@Body() body: unknown, @Req() req: HttpRequest, @Res({ passthrough: true }) res: HttpReply) {
    const given = (body as { token?: unknown } | null)?.token;
    const cookie = cookieTokenOf(req);
    const token = (typeof given === 'string' && given) || headerTokenOf(req) || cookie;
    res.header('Cache-Control', 'no-store');
    const grant = await this.auth.renewSession(req.id, token);
    if (token === cookie) this.cookie.set(res, grant);
    return { success: true, message: IdentityMessages.sessionRenewed, auth: { token: grant.token } };
  }
}
