import { Args, Context, Mutation, Query, Resolver } from '@nestjs/graphql';
import { IdentityMessages } from '@reto/contracts';
import type { GraphQLContext } from '../graphql/graphql-context.js';
import { DEVICE_ID_HEADER } from '../gateway.constants.js';
import { headerOf } from '../http/http.js';
import { RequestId } from '../http/request-of.js';
import { AuthService } from './auth.service.js';
import {
  DeviceSessionOutput,
  EmailVerificationOutput,
  EmergencyAccessOutput,
  PreApprovalOutput,
  RenewedSessionOutput,
  ResetPasswordOutput,
  ResetRequestOutput,
  ResetTokenValidationOutput,
  WaitingAccessOutput,
} from './dto/access.output.js';
import { clientIpOf, cookieTokenOf, headerTokenOf, SessionCookie, sessionTokenOf } from './session-cookie.service.js';

/** The GraphQL twins of pre-approval, emergency access, device tokens, renewal and recovery. */
@Resolver()
export class AccessResolver {
  constructor(
    private readonly auth: AuthService,
    private readonly cookie: SessionCookie,
  ) {}

  @Query(() => PreApprovalOutput, { description: 'GET /api/verify-email: isPreApproved only.' })
  verifyEmail(@Args('email') email: string, @Context() { req }: GraphQLContext) {
    return this.auth.checkPreApproved(req.id, { email }, { ip: clientIpOf(req) }, sessionTokenOf(req));
  }

  @Mutation(() => PreApprovalOutput, { description: 'POST /api/check-pre-approved: isPreApproved only.' })
  checkPreApproved(@Args('email') email: string, @Context() { req }: GraphQLContext) {
    return this.auth.checkPreApproved(req.id, { email }, { ip: clientIpOf(req) }, sessionTokenOf(req));
  }

  @Mutation(() => EmergencyAccessOutput, { description: 'E-mails a one-time sign-in link to a pre-approved account.' })
  requestEmergencyAccess(@Args('email') email: string, @Context() { req }: GraphQLContext) {
    return this.auth.requestEmergencyAccess(req.id, { email }, { ip: clientIpOf(req) });
  }

  @Mutation(() => DeviceSessionOutput)
  async verifyDeviceToken(
    @Args('token') token: string,
    @Context() { req, res }: GraphQLContext,
  ): Promise<DeviceSessionOutput> {
    const grant = await this.auth.verifyDeviceToken(req.id, { token }, headerOf(req, DEVICE_ID_HEADER));
    this.cookie.set(res, grant);
    return { success: true, user: grant.user, token: grant.token };
  }

  @Mutation(() => RenewedSessionOutput)
  async renewSession(
    @Context() { req, res }: GraphQLContext,
    @Args('token', { type: () => String, nullable: true }) given?: string | null,
  ): Promise<RenewedSessionOutput> {
    const cookie = cookieTokenOf(req);
    const token = given || headerTokenOf(req) || cookie;
    const grant = await this.auth.renewSession(req.id, token);
    if (token === cookie) this.cookie.set(res, grant);
    return { success: true, message: IdentityMessages.sessionRenewed, auth: { token: grant.token } };
  }

  @Mutation(() => EmailVerificationOutput, { description: "POST /api/confirm-email: verifies the account's e-mail." })
  confirmEmail(@Args('token') token: string, @Context() { req }: GraphQLContext) {
    return this.auth.confirmEmail(req.id, { token }, { ip: clientIpOf(req) });
  }

  @Mutation(() => EmailVerificationOutput, { description: 'POST /api/confirm-email-by-checkout.' })
  confirmEmailByCheckout(@Args('checkoutProof') checkoutProof: string, @Context() { req }: GraphQLContext) {
    return this.auth.confirmEmailByCheckout(req.id, sessionTokenOf(req), { checkoutProof }, { ip: clientIpOf(req) });
  }

  @Mutation(() => EmailVerificationOutput, { description: 'POST /api/resend-email-verification.' })
  resendEmailVerification(@Context() { req }: GraphQLContext) {
    return this.auth.resendEmailVerification(req.id, sessionTokenOf(req), { ip: clientIpOf(req) });
  }

  @Query(() => WaitingAccessOutput, {
    nullable: true,
    description: "GET /api/waiting-access: what waits for the member's address to be verified, or null.",
  })
  waitingAccess(@Context() { req }: GraphQLContext) {
    return this.auth.waitingAccess(req.id, sessionTokenOf(req));
  }

  @Mutation(() => EmailVerificationOutput, {
    description: 'POST /api/change-email: corrects an address not verified yet; a new link goes there.',
  })
  changeEmail(@Args('email') email: string, @Context() { req }: GraphQLContext) {
    return this.auth.changeEmail(req.id, sessionTokenOf(req), { email }, { ip: clientIpOf(req) });
  }

  @Mutation(() => ResetRequestOutput)
  requestPasswordReset(@Args('email') email: string, @Context() { req }: GraphQLContext) {
    return this.auth.requestPasswordReset(req.id, { email }, { ip: clientIpOf(req) });
  }

  @Query(() => ResetTokenValidationOutput)
  validateResetToken(@Args('token') token: string, @RequestId() requestId: string) {
    return this.auth.validateResetToken(requestId, { token });
  }

  @Mutation(() => ResetPasswordOutput)
  resetPassword(
    @Args('token') token: string,
    @Args('newPassword') newPassword: string,
    @Context() { req }: GraphQLContext,
  ) {
    return this.auth.resetPassword(req.id, { token, newPassword }, { ip: clientIpOf(req) });
  }
}
