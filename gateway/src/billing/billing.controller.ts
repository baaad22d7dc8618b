import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import type { UserDto } from '@reto/contracts';
import type { HttpRequest } from '../http/http.js';
import { clientIpOf, sessionTokenOf } from '../auth/session-cookie.service.js';
import { CurrentUser, Member } from '../auth/signed-in.guard.js';
import { RequestId } from '../http/request-of.js';
import { BillingService } from './billing.service.js';

/** The legacy REST paths of purchase and subscription (spec 2 section 7), with the spec's payloads. */
@Controller('api')
export class BillingController {
  constructor(private readonly billing: BillingService) {}

  @Post('create-subscription')
  @HttpCode(200)
  createSubscription(@Body() body: unknown, @Req() req: HttpRequest) {
    return this.billing.createSubscription(req.id, body, { ip: clientIpOf(req) }, sessionTokenOf(req));
  }

  /** The simulated provider's card form (test mode, no Stripe keys). */
  @Post('confirm-simulated-payment')
  @HttpCode(200)
  confirmSimulatedPayment(@Body() body: unknown, @Req() req: HttpRequest) {
    return this.billing.confirmSimulatedPayment(req.id, body, { ip: clientIpOf(req) });
  }

  @Member.Get('subscription-status')
  subscriptionStatus(@RequestId() requestId: string, @CurrentUser() user: UserDto) {
    return this.billing.subscriptionStatus(requestId, user);
  }

  @Member.Post('cancel-subscription')
  cancelSubscription(@RequestId() requestId: string, @CurrentUser() user: UserDto) {
    return this.billing.cancelRenewal(requestId, user);
  }

  /** The renewal back on (one tap), until the paid period ends. */
  @Member.Post('resume-subscription')
  resumeSubscription(@RequestId() requestId: string, @CurrentUser() user: UserDto) {
    return this.billing.resumeRenewal(requestId, user);
  }

  @Member.Post('update-payment-status')
  updatePaymentStatus(@RequestId() requestId: string, @CurrentUser() user: UserDto, @Body() body: unknown) {
    return this.billing.updatePaymentStatus(requestId, user, body);
  }

  @Post('shopify/purchase-complete')
  @HttpCode(200)
  purchaseComplete(@Body() body: unknown, @Req() req: HttpRequest) {
    return this.billing.recordStorePurchase(req.id, body, { ip: clientIpOf(req) });
  }

  @Post('nutrition-plan')
  @HttpCode(200)
  nutritionPlan(@Body() body: unknown, @Req() req: HttpRequest) {
    return this.billing.nutritionPlan(req.id, body, { ip: clientIpOf(req) }, sessionTokenOf(req));
  }

  /** The signed-in member's latest plan (`{ plan: null }` when none was computed for their e-mail). */
  @Member.Get('nutrition-plan')
  async myNutritionPlan(@RequestId() requestId: string, @CurrentUser() user: UserDto) {
    return { plan: await this.billing.myNutritionPlan(requestId, user) };
  }
}
