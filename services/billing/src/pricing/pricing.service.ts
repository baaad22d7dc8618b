import { Inject, Injectable } from '@nestjs/common';
import type { PriceQuote } from '@reto/contracts';
import { LOGGER } from '@reto/platform';
import { BILLING_CONFIG, type BillingConfig } from '../billing.config.js';
import type { Logger } from 'pino';
import { quotePrice, usdQuote, type Offer } from './price-quote.js';
import { RatesJob, type RatesRefreshResult } from './rates.job.js';

/** The price quote for a visitor's country, from billing's own offer; any failure gives the USD price. */
@Injectable()
export class PricingService {
  constructor(
    private readonly rates: RatesJob,
    @Inject(BILLING_CONFIG) private readonly config: BillingConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async quote(country: string | null): Promise<PriceQuote> {
    const offer: Offer = { priceCents: this.config.PRICE_CENTS, guaranteeDays: this.config.GUARANTEE_DAYS };
    try {
      return quotePrice(country, await this.rates.currentRates(), offer);
    } catch (error) {
      this.logger.warn({ err: error, country }, 'price quote failed; the USD price');
      return usdQuote(country, offer);
    }
  }

  /** Fetches the rates now (the operator's refresh); the job keeps refreshing on its own. */
  refreshRates(): Promise<RatesRefreshResult> {
    return this.rates.refreshNow();
  }
}
