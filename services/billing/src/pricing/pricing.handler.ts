import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { BillingSubjects, PriceQuoteRequestSchema, type PriceQuote } from '@reto/contracts';
import { validatePayload } from '@reto/platform';
import { PricingService } from './pricing.service.js';
import type { RatesRefreshResult } from './rates.job.js';

/** NATS adapter of billing's offer: the localised price quote and the rates refresh. */
@Controller()
export class PricingHandler {
  constructor(private readonly pricing: PricingService) {}

  @MessagePattern(BillingSubjects.quotePrice)
  quote(@Payload() payload: unknown): Promise<PriceQuote> {
    return this.pricing.quote(validatePayload(PriceQuoteRequestSchema, payload).country);
  }

  @MessagePattern(BillingSubjects.refreshRates)
  refreshRates(): Promise<RatesRefreshResult> {
    return this.pricing.refreshRates();
  }
}
