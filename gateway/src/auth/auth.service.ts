import { Injectable } from '@nestjs/common';
import {
  AdminCredentialInputSchema,
  ChangeEmailSchema,
  EmailInputSchema,
  CheckoutEmailProofSchema,
  EmailVerificationTokenSchema,
  IdentityMessages,
  IdentitySubjects,
  LoginInputSchema,
  RegisterInputSchema,
  ResetPasswordInputSchema,
  ResetTokenSchema,
  SessionTokenSchema,
  VerifyDeviceTokenSchema,
  type AdminCredentialAnswer,
  type EmailVerificationAnswer,
  type EmergencyAccessAnswer,
  type LoginRequest,
  type PreApprovalAnswer,
  type ResetRequestAnswer,
  type ResetValidationAnswer,
  type ResolvedSession,
  type SessionGrant,
  type UserDto,
  type WaitingAccessDto,
} from '@reto/contracts';
import { DomainError, isIssuedTokenShape, RpcClient, validatePayload } from '@reto/platform';
import { accountOf, RateLimitService, type Caller } from '../rate-limit/rate-limit.service.js';
import type { HttpRequest } from '../http/http.js';
import { SessionCache } from './session.cache.js';
import { sessionTokenOf, tokenOfCookies } from './session-cookie.service.js';
import { GatewayErrors } from '../gateway.errors.js';

/** The member's sign-in with the address it came from: identity counts wrong passwords per account and address. */
const loginRequest = (input: unknown, caller: Caller): LoginRequest => ({
  ...validatePayload(LoginInputSchema, input),
  clientAddress: caller.ip,
});
const emailOf = (input: unknown) => accountOf(input, 'email');

/** A refusal for want of a session means a visitor; any other failure stays one. */
const nullForAVisitor = (error: unknown): null => {
  if (error instanceof DomainError && error.status === 401) return null;
  throw error;
};

/**
 * The gateway-side functions of identity and access. The REST controllers and the GraphQL
 * resolvers both call these, so the two APIs cannot disagree. Each validates at the edge, counts
 * its abuse limit, and asks identity over NATS.
 */
@Injectable()
export class AuthService {
  constructor(
    private readonly rpc: RpcClient,
    private readonly limits: RateLimitService,
    private readonly sessions: SessionCache,
  ) {}

  async register(requestId: string, input: unknown, caller: Caller): Promise<SessionGrant> {
    await this.limits.consume('register', caller, emailOf(input));
    return this.rpc.request(IdentitySubjects.register, validatePayload(RegisterInputSchema, input), { requestId });
  }

  async login(requestId: string, input: unknown, caller: Caller): Promise<SessionGrant> {
    await this.limits.consume('login', caller);
    return this.rpc.request(IdentitySubjects.login, loginRequest(input, caller), { requestId });
  }

  /** The legacy mobile sign-in: a bearer session whose token the answer carries as `auth.token`. */
  async mobileLogin(requestId: string, input: unknown, caller: Caller): Promise<SessionGrant> {
    await this.limits.consume('login', caller);
    return this.rpc.request(IdentitySubjects.mobileLogin, loginRequest(input, caller), { requestId });
  }

  /** Ends every session the request carries (cookie and header token) on the server at once. */
  async logout(requestId: string, tokens: Array<string | undefined>): Promise<void> {
    for (const token of new Set(tokens.filter((value): value is string => Boolean(value)))) {
      this.sessions.forget(token);
      await this.rpc.request(IdentitySubjects.logout, { token }, { requestId });
    }
  }

  /** The signed-in user, or a 401 DomainError. */
  currentUser(requestId: string, token: string | undefined): Promise<UserDto> {
    if (!token) return Promise.reject(GatewayErrors.unauthenticated());
    return this.sessions.resolve(token, () =>
      this.rpc.request<ResolvedSession>(IdentitySubjects.resolveSession, { token }, { requestId }),
    );
  }

  /**
   * The request's signed-in user when this replica holds the session in memory (SessionCache.kept),
   * else undefined (then `userOf` resolves it, or refuses).
   */
  keptUserOf(req: HttpRequest): UserDto | undefined {
    const token = sessionTokenOf(req);
    return token === undefined ? undefined : this.sessions.kept(token);
  }

  /**
   * The member of the session named by a request's cookies (as @fastify/cookie parses them) when
   * this replica holds it in memory now, else undefined: `keptUserOf` for a request that carries no
   * header token.
   */
  keptUserOfCookies(cookies: Record<string, string | undefined>): UserDto | undefined {
    const token = tokenOfCookies(cookies);
    return token === undefined ? undefined : this.sessions.kept(token);
  }

  /** The signed-in user, or null for a visitor. */
  currentUserOrNull(requestId: string, token: string | undefined): Promise<UserDto | null> {
    return this.currentUser(requestId, token).catch(nullForAVisitor);
  }

  /**
   * The request's signed-in user (or a 401 DomainError), resolved once for the whole request: the
   * fields of a GraphQL operation (`me`, and the guard of `challengeDay`) share one resolution.
   */
  userOf(req: HttpRequest): Promise<UserDto> {
    return (req.signedIn ??= this.currentUser(req.id, sessionTokenOf(req)));
  }

  /** The request's signed-in user, or null for a visitor (see userOf). */
  userOrNullOf(req: HttpRequest): Promise<UserDto | null> {
    return this.userOf(req).catch(nullForAVisitor);
  }

  /** Rotates a session: the old token stops working, a new one of the same kind comes back. */
  renewSession(requestId: string, token: string | undefined): Promise<SessionGrant> {
    if (!token || !isIssuedTokenShape(token)) return Promise.reject(GatewayErrors.unauthenticated());
    this.sessions.forget(token);
    return this.rpc.request(IdentitySubjects.renewSession, validatePayload(SessionTokenSchema, { token }), {
      requestId,
    });
  }

  /** A device token (or a one-time sign-in link token, exchanged for a device session). */
  verifyDeviceToken(requestId: string, input: unknown, deviceId: string | undefined): Promise<SessionGrant> {
    const payload = validatePayload(VerifyDeviceTokenSchema, {
      ...(typeof input === 'object' && input ? input : {}),
      ...(deviceId ? { deviceId } : {}),
    });
    return this.rpc.request(IdentitySubjects.verifyDeviceToken, payload, { requestId });
  }

  /**
   * `isPreApproved` only, never a token (DECISIONS.md 3), and only about the signed-in member's own
   * address once they proved it: anyone else (an anonymous caller, another address, an address typed
   * into an account and never proved) gets the same `false`, so the list cannot be probed.
   */
  async checkPreApproved(
    requestId: string,
    input: unknown,
    caller: Caller,
    sessionToken: string | undefined,
  ): Promise<PreApprovalAnswer> {
    await this.limits.consume('verify-email', caller, emailOf(input));
    const { email } = validatePayload(EmailInputSchema, input);
    const member = await this.currentUserOrNull(requestId, sessionToken);
    if (!member?.emailVerified || member.email?.toLowerCase() !== email) return { isPreApproved: false };
    const answer = await this.rpc.request<PreApprovalAnswer>(
      IdentitySubjects.checkPreApproved,
      { email },
      { requestId },
    );
    return { isPreApproved: answer.isPreApproved };
  }

  async requestEmergencyAccess(requestId: string, input: unknown, caller: Caller): Promise<EmergencyAccessAnswer> {
    await this.limits.consume('emergency', caller, emailOf(input));
    return this.rpc.request(IdentitySubjects.requestEmergencyAccess, validatePayload(EmailInputSchema, input), {
      requestId,
    });
  }

  async requestPasswordReset(requestId: string, input: unknown, caller: Caller): Promise<ResetRequestAnswer> {
    await this.limits.consume('reset', caller, emailOf(input));
    return this.rpc.request(IdentitySubjects.requestPasswordReset, validatePayload(EmailInputSchema, input), {
      requestId,
    });
  }

  validateResetToken(requestId: string, input: unknown): Promise<ResetValidationAnswer> {
    const parsed = ResetTokenSchema.safeParse(input ?? {});
    if (!parsed.success) return Promise.resolve({ valid: false, message: IdentityMessages.resetTokenInvalid });
    return this.rpc.request(IdentitySubjects.validatePasswordReset, parsed.data, { requestId });
  }

  async resetPassword(requestId: string, input: unknown, caller: Caller): Promise<{ success: true; message: string }> {
    await this.limits.consume('reset', caller);
    return this.rpc.request(IdentitySubjects.resetPassword, validatePayload(ResetPasswordInputSchema, input), {
      requestId,
    });
  }

  /** Opens the link e-mailed to verify the account's address (single use). */
  async confirmEmail(requestId: string, input: unknown, caller: Caller): Promise<EmailVerificationAnswer> {
    await this.limits.consume('email-verification', caller);
    return this.rpc.request(IdentitySubjects.confirmEmail, validatePayload(EmailVerificationTokenSchema, input), {
      requestId,
    });
  }

  /** The signed-in member paid for their own address from this browser: the checkout verifies it. */
  async confirmEmailByCheckout(
    requestId: string,
    token: string | undefined,
    input: unknown,
    caller: Caller,
  ): Promise<EmailVerificationAnswer> {
    if (!token) throw GatewayErrors.unauthenticated();
    await this.limits.consume('email-verification', caller);
    const checkoutProof = (input as { checkoutProof?: unknown } | null)?.checkoutProof;
    return this.rpc.request(
      IdentitySubjects.confirmEmailByCheckout,
      validatePayload(CheckoutEmailProofSchema, { token, checkoutProof }),
      { requestId },
    );
  }

  /** The signed-in member asks for a new verification link. */
  async resendEmailVerification(
    requestId: string,
    token: string | undefined,
    caller: Caller,
  ): Promise<EmailVerificationAnswer> {
    if (!token) throw GatewayErrors.unauthenticated();
    const member = await this.currentUser(requestId, token);
    await this.limits.consume('email-verification', caller, member.email);
    return this.rpc.request(IdentitySubjects.resendEmailVerification, { token }, { requestId });
  }

  /** What waits for the signed-in member's address to be verified (a paid edition, the pre-approved list), or null. */
  waitingAccess(requestId: string, token: string | undefined): Promise<WaitingAccessDto | null> {
    if (!token) return Promise.reject(GatewayErrors.unauthenticated());
    return this.rpc.request(IdentitySubjects.waitingAccess, { token }, { requestId });
  }

  /** The signed-in member whose address is not verified corrects it; a new link goes to the new address. */
  async changeEmail(
    requestId: string,
    token: string | undefined,
    input: unknown,
    caller: Caller,
  ): Promise<EmailVerificationAnswer> {
    if (!token) throw GatewayErrors.unauthenticated();
    const email = (input as { email?: unknown } | null)?.email;
    const payload = validatePayload(ChangeEmailSchema, { token, email });
    await this.limits.consume('email-verification', caller, payload.email);
    return this.rpc.request(IdentitySubjects.changeEmail, payload, { requestId });
  }

  /** A fresh X-Admin-Auth credential when the session is an administrator's; otherwise null. */
  async adminCredentialFor(requestId: string, token: string | undefined): Promise<string | null> {
    if (!token) return null;
    const answer = await this.rpc.request<{ adminAuth: string | null }>(
      IdentitySubjects.issueAdminCredential,
      { token },
      { requestId },
    );
    return answer.adminAuth;
  }

  /**
   * Whether the X-Admin-Auth credential was issued by identity, is unexpired, and names this admin;
   * and, when valid, whether that admin must set up their second factor before anything else.
   */
  async adminCredentialCheck(
    requestId: string,
    credential: string | undefined,
    user: UserDto,
  ): Promise<AdminCredentialAnswer> {
    if (!credential || !user.isAdmin) return { valid: false };
    const parsed = AdminCredentialInputSchema.safeParse({ credential, userId: user.id });
    if (!parsed.success) return { valid: false };
    return this.rpc.request<AdminCredentialAnswer>(IdentitySubjects.verifyAdminCredential, parsed.data, { requestId });
  }
}
