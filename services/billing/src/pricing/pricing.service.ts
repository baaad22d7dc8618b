import { Inject, Injectable } from '@nestjs/common';
import { defaultPriceQuote, type PriceQuote } from '@reto/contracts';
import { LOGGER } from '@reto/platform';
import { BILLING_CONFIG, type BillingConfig } from '../billing.config.js';
import type { Logger } from 'pino';
import { quotePrice } from './price-quote.js';
import { RatesJob } from './rates.job.js';

/** The price quote for a visitor's country; any failure gives USD 78. */
@Injectable()
export class PricingService {
  constructor(
    private readonly rates: RatesJob,
    @Inject(BILLING_CONFIG) private readonly config: BillingConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async quote(country: string | null): Promise<PriceQuote> {
    try {
      return quotePrice(country, await this.rates.currentRates(), this.config.GUARANTEE_DAYS);
    } catch (error) {
      this.logger.warn({ err: error, country }, 'price quote failed; USD 78');
      return defaultPriceQuote(country, this.config.GUARANTEE_DAYS);
    }
  }
}
