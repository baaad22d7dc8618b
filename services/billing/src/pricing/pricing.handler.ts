import { BillingSubjects, PriceQuoteRequestSchema } from '@reto/contracts';
import { requestHandlers } from '@reto/platform';
import { PricingService } from './pricing.service.js';

/** NATS adapter of billing's offer: the localised price quote and the rates refresh. */
export const PricingHandler = requestHandlers(PricingService, (handle) => ({
  [BillingSubjects.quotePrice]: handle(PriceQuoteRequestSchema, (pricing, { country }) => pricing.quote(country)),
  [BillingSubjects.refreshRates]: handle((pricing) => pricing.refreshRates()),
}));
