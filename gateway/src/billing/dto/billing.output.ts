import { Field, Int, ObjectType } from '@nestjs/graphql';
import { OutcomeOutput } from '../../graphql/outcome.output.js';

@ObjectType('SubscriptionCheckout')
export class SubscriptionCheckoutOutput {
  @Field() clientSecret!: string;
  @Field() subscriptionId!: string;
  @Field({ description: '"stripe" (Stripe Elements) or "simulated" (the test-mode card form).' }) provider!: string;
  @Field(() => String, { nullable: true }) publishableKey!: string | null;
  @Field(() => Int) amountCents!: number;
  @Field() currency!: string;
}

@ObjectType('PaymentConfirmation')
export class PaymentConfirmationOutput {
  @Field() status!: string;
  @Field() paymentId!: string;
}

@ObjectType('SubscriptionStatus')
export class SubscriptionStatusOutput {
  @Field() hasSubscription!: boolean;
  @Field() status!: string;
  @Field() isPreaproved!: boolean;
  @Field() message!: string;
  @Field(() => String, { nullable: true }) currentPeriodEnd!: string | null;
  @Field(() => String, { nullable: true }) subscriptionId!: string | null;
  @Field() cancelAtPeriodEnd!: boolean;
}

@ObjectType('PaymentTestResult')
export class PaymentTestResultOutput extends OutcomeOutput {
  @Field() hasPaid!: boolean;
}

@ObjectType('StorePurchaseReceipt')
export class StorePurchaseReceiptOutput extends OutcomeOutput {}

@ObjectType('Macros')
export class MacrosOutput {
  @Field(() => Int) protein!: number;
  @Field(() => Int) carbs!: number;
  @Field(() => Int) fat!: number;
  @Field(() => Int, { nullable: true }) calories?: number;
}

@ObjectType('Meal')
export class MealOutput {
  @Field() name!: string;
  @Field(() => Int) protein!: number;
  @Field(() => Int) carbs!: number;
  @Field(() => Int) fat!: number;
  @Field(() => [String]) suggestions!: string[];
}

@ObjectType('NutritionPlan')
export class NutritionPlanOutput {
  @Field() goal!: string;
  @Field() goalDescription!: string;
  @Field(() => Int) dailyCalories!: number;
  @Field(() => MacrosOutput) macros!: MacrosOutput;
  @Field(() => [MealOutput]) meals!: MealOutput[];
  @Field(() => [String]) recommendations!: string[];
  @Field() createdAt!: string;
}
