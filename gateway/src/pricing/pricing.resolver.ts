import { Context, Query, Resolver } from '@nestjs/graphql';
import type { GraphQLContext } from '../graphql/graphql-context.js';
import { PriceQuoteOutput } from './dto/price-quote.output.js';
import { PricingService } from './pricing.service.js';

@Resolver(() => PriceQuoteOutput)
export class PricingResolver {
  constructor(private readonly pricing: PricingService) {}

  @Query(() => PriceQuoteOutput, { description: 'GET /api/price-quote' })
  priceQuote(@Context() { req }: GraphQLContext) {
    return this.pricing.quoteFor(req);
  }
}
