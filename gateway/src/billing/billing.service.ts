import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  ChallengeSubjects,
  CheckoutProofSchema,
  type CheckoutProof,
  IdentitySubjects,
  type PreApprovalAnswer,
  BillingMessages,
  BillingSubjects,
  ConfirmSimulatedPaymentSchema,
  CreateSubscriptionInputSchema,
  ComputeNutritionPlanSchema,
  NutritionDataSchema,
  StorePurchaseSchema,
  type NutritionPlan,
  type PaymentConfirmation,
  type StorePurchaseReceipt,
  type SubscriptionCheckout,
  type SubscriptionStatus,
  type TestPaymentStatusResult,
  type UserDto,
} from '@reto/contracts';
import { RpcClient, validatePayload } from '@reto/platform';
import { z } from 'zod';
import { AuthService } from '../auth/auth.service.js';
import { accountOf, RateLimitService, type Caller } from '../rate-limit/rate-limit.service.js';
import { GatewayCopy } from '../gateway.copy.js';
import { GATEWAY_CONFIG, type GatewayConfig } from '../gateway.config.js';
import { GatewayErrors } from '../gateway.errors.js';

const HasPaidSchema = z.object({ hasPaid: z.boolean({ error: GatewayCopy.billing.hasPaidNotBoolean }) });

/**
 * The gateway-side functions of billing: validation at the edge, then one NATS request. The REST
 * controller and the GraphQL resolver both call these, so the two APIs answer alike. What a visitor
 * may call without an account is rate-limited per address and per e-mail (or per checkout), so
 * nobody can create payments, try cards or fill the store's log in bulk.
 */
/** What a member whose e-mail is not verified yet sees: nothing known by that e-mail. */
const NO_SUBSCRIPTION: SubscriptionStatus = {
  hasSubscription: false,
  status: 'none',
  isPreaproved: false,
  message: BillingMessages.noSubscription,
  currentPeriodEnd: null,
  subscriptionId: null,
  cancelAtPeriodEnd: false,
};

@Injectable()
export class BillingService {
  constructor(
    private readonly rpc: RpcClient,
    private readonly limits: RateLimitService,
    private readonly auth: AuthService,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  /**
   * Starts a checkout. A signed-in member whose access has not ended is refused (409): a second
   * purchase would charge for what they already have. Billing refuses as well an e-mail that already
   * has the edition a purchase would buy (never charge twice); that answer does tell the
   * visitor the address has paid, which is why checkouts are limited per address and per e-mail.
   */
  async createSubscription(
    requestId: string,
    input: unknown,
    caller: Caller,
    sessionToken?: string,
  ): Promise<SubscriptionCheckout> {
    await this.limits.consume('checkout', caller, accountOf(input, 'email', 'personalData'));
    const payload = validatePayload(CreateSubscriptionInputSchema, input);
    if ((await this.auth.currentUserOrNull(requestId, sessionToken))?.hasPaid) {
      throw GatewayErrors.alreadyHasAccess();
    }
    return this.rpc.request(BillingSubjects.createSubscription, payload, { requestId });
  }

  /** Card attempts count per address and per checkout (its client secret). */
  async confirmSimulatedPayment(requestId: string, input: unknown, caller: Caller): Promise<PaymentConfirmation> {
    await this.limits.consume('checkout', caller, accountOf(input, 'clientSecret'));
    return this.rpc.request(
      BillingSubjects.confirmSimulatedPayment,
      validatePayload(ConfirmSimulatedPaymentSchema, input),
      { requestId },
    );
  }

  /**
   * Billing's view of the member's subscription, with the pre-approval that identity keeps. Both
   * are known by e-mail: until the member's address is verified they are not the member's: an address typed is not an address owned.
   */
  async subscriptionStatus(requestId: string, user: UserDto): Promise<SubscriptionStatus> {
    if (!user.emailVerified) return NO_SUBSCRIPTION;
    const [status, preApproval] = await Promise.all([
      this.rpc.request<SubscriptionStatus>(BillingSubjects.subscriptionStatus, { email: user.email }, { requestId }),
      this.rpc.request<PreApprovalAnswer>(IdentitySubjects.checkPreApproved, { email: user.email }, { requestId }),
    ]);
    return { ...status, isPreaproved: preApproval.isPreApproved };
  }

  cancelRenewal(requestId: string, user: UserDto): Promise<SubscriptionStatus> {
    if (!user.emailVerified) return Promise.resolve(NO_SUBSCRIPTION);
    return this.rpc.request(BillingSubjects.cancelRenewal, { email: user.email }, { requestId });
  }

  /** The renewal back on (one tap); like cancelling it, only for the owner of a verified address. */
  resumeRenewal(requestId: string, user: UserDto): Promise<SubscriptionStatus> {
    if (!user.emailVerified) return Promise.resolve(NO_SUBSCRIPTION);
    return this.rpc.request(BillingSubjects.resumeRenewal, { email: user.email }, { requestId });
  }

  /** `/payment-test`: refused with 403 unless PAYMENT_TEST_MODE=true (DECISIONS.md 3). */
  updatePaymentStatus(requestId: string, user: UserDto, input: unknown): Promise<TestPaymentStatusResult> {
    if (!this.config.PAYMENT_TEST_MODE) {
      return Promise.reject(GatewayErrors.paymentTestDisabled());
    }
    const { hasPaid } = validatePayload(HasPaidSchema, input);
    return this.rpc.request(BillingSubjects.setTestPaymentStatus, { email: user.email, hasPaid }, { requestId });
  }

  async recordStorePurchase(requestId: string, input: unknown, caller: Caller): Promise<StorePurchaseReceipt> {
    await this.limits.consume('store-purchase', caller, accountOf(input, 'email'));
    return this.rpc.request(BillingSubjects.recordStorePurchase, validatePayload(StorePurchaseSchema, input), {
      requestId,
    });
  }

  /**
   * The subscriber's nutrition plan, computed by the challenge service, which keeps it for the
   * address only on proof (ComputeNutritionPlanSchema): sent by its signed-in owner (verified
   * e-mail), or by the buyer's browser with the checkout's own proof (`checkoutProof`, the client
   * secret only that browser has) when billing says that checkout paid for this very e-mail.
   */
  async nutritionPlan(
    requestId: string,
    input: unknown,
    caller: Caller,
    sessionToken?: string,
  ): Promise<NutritionPlan> {
    await this.limits.consume('nutrition-plan', caller, accountOf(input, 'email', 'personalData'));
    const personalData = validatePayload(z.object({ personalData: NutritionDataSchema }), input).personalData;
    const member = await this.auth.currentUserOrNull(requestId, sessionToken);
    const ownerEmail = member?.emailVerified && member.email ? member.email : null;
    const gender = ownerEmail ? member?.gender : undefined;
    const purchaseKey = await this.purchaseKeyOf(requestId, input, personalData.email);
    return this.rpc.request(
      ChallengeSubjects.computeNutritionPlan,
      ComputeNutritionPlanSchema.parse({ ...personalData, ...(gender ? { gender } : {}), ownerEmail, purchaseKey }),
      { requestId },
    );
  }

  /**
   * The purchase a visitor's form is proved to belong to: the hash of its checkout proof when
   * billing says that checkout paid for `email`; else null (billing away included: the plan is then
   * shown and kept for nobody).
   */
  private async purchaseKeyOf(requestId: string, input: unknown, email: string): Promise<string | null> {
    const proof = CheckoutProofSchema.safeParse({ clientSecret: accountOf(input, 'checkoutProof') });
    if (!proof.success) return null;
    try {
      const { paidEmail } = await this.rpc.request<CheckoutProof>(BillingSubjects.checkoutProof, proof.data, {
        requestId,
      });
      if (paidEmail === null || paidEmail.toLowerCase() !== email.trim().toLowerCase()) return null;
      return createHash('sha256').update(proof.data.clientSecret).digest('hex');
    } catch {
      return null;
    }
  }

  /**
   * The latest plan computed for the signed-in member's e-mail (the buyer who just paid and
   * registered sees it on /nutrition-plan-results), or null; nothing personal travels in a URL.
   * Kept by e-mail, so like the subscription it is not the member's until the address is verified:
   * anyone may register with somebody else's address, and the plan is derived from that person's body.
   */
  myNutritionPlan(requestId: string, user: UserDto): Promise<NutritionPlan | null> {
    if (!user.email || !user.emailVerified) return Promise.resolve(null);
    return this.rpc.request(ChallengeSubjects.nutritionPlan, { email: user.email }, { requestId });
  }
}
