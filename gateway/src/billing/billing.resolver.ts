import { Args, Context, Mutation, Resolver } from '@nestjs/graphql';
import type { UserDto } from '@reto/contracts';
import { clientIpOf, sessionTokenOf } from '../auth/session-cookie.service.js';
import { CurrentUser, Member } from '../auth/signed-in.guard.js';
import type { GraphQLContext } from '../graphql/graphql-context.js';
import { RequestId } from '../http/request-of.js';
import { BillingService } from './billing.service.js';
import {
  NutritionPlanOutput,
  PaymentConfirmationOutput,
  PaymentTestResultOutput,
  StorePurchaseReceiptOutput,
  SubscriptionCheckoutOutput,
  SubscriptionStatusOutput,
} from './dto/billing.output.js';
import {
  NutritionDataInput,
  PersonalDataInput,
  SimulatedCardInput,
  StorePurchaseInput,
} from './dto/personal-data.input.js';

const parseJson = (text: string | undefined): unknown => {
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

/** GraphQL twin of the billing REST paths; same gateway-side functions. */
@Resolver()
export class BillingResolver {
  constructor(private readonly billing: BillingService) {}

  @Mutation(() => SubscriptionCheckoutOutput, { description: 'POST /api/create-subscription' })
  createSubscription(@Args('personalData') personalData: PersonalDataInput, @Context() { req }: GraphQLContext) {
    return this.billing.createSubscription(
      req.id,
      { personalData: { ...personalData } },
      { ip: clientIpOf(req) },
      sessionTokenOf(req),
    );
  }

  @Mutation(() => PaymentConfirmationOutput, {
    description: 'The simulated provider (test mode) confirms a card payment.',
  })
  confirmSimulatedPayment(@Args('input') input: SimulatedCardInput, @Context() { req }: GraphQLContext) {
    return this.billing.confirmSimulatedPayment(req.id, { ...input }, { ip: clientIpOf(req) });
  }

  @Member.Query(() => SubscriptionStatusOutput, { description: 'GET /api/subscription-status' })
  subscriptionStatus(@RequestId() requestId: string, @CurrentUser() user: UserDto) {
    return this.billing.subscriptionStatus(requestId, user);
  }

  @Member.Mutation(() => SubscriptionStatusOutput, { description: 'Cancels renewal at the end of the paid period.' })
  cancelSubscriptionRenewal(@RequestId() requestId: string, @CurrentUser() user: UserDto) {
    return this.billing.cancelRenewal(requestId, user);
  }

  @Member.Mutation(() => SubscriptionStatusOutput, {
    description: 'POST /api/resume-subscription: the renewal back on, until the paid period ends.',
  })
  resumeSubscriptionRenewal(@RequestId() requestId: string, @CurrentUser() user: UserDto) {
    return this.billing.resumeRenewal(requestId, user);
  }

  @Member.Mutation(() => PaymentTestResultOutput, {
    description: 'POST /api/update-payment-status (PAYMENT_TEST_MODE only)',
  })
  updatePaymentStatus(@RequestId() requestId: string, @CurrentUser() user: UserDto, @Args('hasPaid') hasPaid: boolean) {
    return this.billing.updatePaymentStatus(requestId, user, { hasPaid });
  }

  @Mutation(() => StorePurchaseReceiptOutput, { description: 'POST /api/shopify/purchase-complete' })
  recordStorePurchase(@Args('input') input: StorePurchaseInput, @Context() { req }: GraphQLContext) {
    return this.billing.recordStorePurchase(
      req.id,
      { ...input, orderDetails: parseJson(input.orderDetails) },
      { ip: clientIpOf(req) },
    );
  }

  @Member.Query(() => NutritionPlanOutput, {
    nullable: true,
    description: "GET /api/nutrition-plan: the signed-in member's latest plan, or null.",
  })
  myNutritionPlan(@RequestId() requestId: string, @CurrentUser() user: UserDto) {
    return this.billing.myNutritionPlan(requestId, user);
  }

  @Mutation(() => NutritionPlanOutput, {
    description:
      "POST /api/nutrition-plan: computed by the challenge service; kept for the e-mail only for its verified owner, or once with the checkout's proof (its client secret) for that e-mail.",
  })
  computeNutritionPlan(
    @Args('personalData') personalData: NutritionDataInput,
    @Context() { req }: GraphQLContext,
    @Args('checkoutProof', { nullable: true, type: () => String }) checkoutProof?: string | null,
  ) {
    return this.billing.nutritionPlan(
      req.id,
      { personalData: { ...personalData }, ...(checkoutProof ? { checkoutProof } : {}) },
      { ip: clientIpOf(req) },
      sessionTokenOf(req),
    );
  }
}
