import { Field, Float, Int, ObjectType } from '@nestjs/graphql';

@ObjectType('PriceQuote', {
  description: 'The 78 USD price in the visitor currency; the charge itself is decided by the server.',
})
export class PriceQuoteOutput {
  @Field(() => String, { nullable: true }) country!: string | null;
  @Field() currency!: string;
  @Field() symbol!: string;
  @Field(() => Int) amount!: number;
  @Field(() => Float) rate!: number;
  @Field(() => Int) baseAmountUsd!: number;
  @Field({ description: 'live (refreshed rates), fallback (shipped table) or default (USD 78)' }) source!: string;
  @Field(() => Int, { description: 'The money-back guarantee in days (GUARANTEE_DAYS).' }) guaranteeDays!: number;
}
