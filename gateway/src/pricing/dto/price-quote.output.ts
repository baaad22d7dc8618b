import { Field, Float, Int, ObjectType } from '@nestjs/graphql';

@ObjectType('PriceQuote', {
  description: "Billing's price (PRICE_CENTS, 78 USD by default) in the visitor currency; the charge is baseAmountUsd.",
})
export class PriceQuoteOutput {
  @Field(() => String, { nullable: true }) country!: string | null;
  @Field() currency!: string;
  @Field() symbol!: string;
  @Field(() => Int) amount!: number;
  @Field(() => Float) rate!: number;
  @Field(() => Int, { description: 'What is charged, in USD (billing decides it).' }) baseAmountUsd!: number;
  @Field({ description: 'live (refreshed rates), fallback (shipped table) or default (the USD price)' })
  source!: string;
  @Field(() => Int, { description: "The money-back guarantee in days (billing's GUARANTEE_DAYS)." })
  guaranteeDays!: number;
}
