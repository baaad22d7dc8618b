import { Inject, Injectable } from '@nestjs/common';
import { BillingSubjects, type PriceQuote } from '@reto/contracts';
import { LOGGER, RpcClient } from '@reto/platform';
import type { HttpRequest } from '../http/http.js';
import type { Logger } from 'pino';
import { fallbackPriceQuote } from './fallback-price.js';
import { PriceQuotesCache } from './price-quotes.cache.js';
import { visitorCountry } from './visitor-country.js';
import { GATEWAY_CONFIG, type GatewayConfig } from '../gateway.config.js';

/**
 * The localised price for the visitor, as billing (the owner of the price and the guarantee) quotes
 * it, kept per country until billing announces a change (PriceQuotesCache); any failure (billing
 * down included) gives the static USD fallback, never an error.
 */
@Injectable()
export class PricingService {
  constructor(
    private readonly rpc: RpcClient,
    private readonly quotes: PriceQuotesCache,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  quoteFor(req: Pick<HttpRequest, 'id' | 'headers' | 'socket' | 'ip'>): Promise<PriceQuote> {
    return this.quote(req.id, this.countryOf(req), this.config.PRICE_QUOTE_TIMEOUT_MS);
  }

  /** The visitor's country as the price decides it (trusted proxy header or GeoIP); null when unknown. */
  countryOf(req: Pick<HttpRequest, 'headers' | 'socket' | 'ip'>): string | null {
    return visitorCountry(req, {
      proxies: this.config.TRUSTED_PROXY_IPS,
      production: this.config.NODE_ENV === 'production',
    });
  }

  /** The quote for a country; `timeoutMs` shortens the wait where a page must not hang on billing. */
  async quote(requestId: string, country: string | null, timeoutMs?: number): Promise<PriceQuote> {
    try {
      return await this.quotes.quote(country, () =>
        this.rpc.request<PriceQuote>(BillingSubjects.quotePrice, { country }, { requestId, timeoutMs }),
      );
    } catch (error) {
      this.logger.warn(
        { reqId: requestId, err: (error as Error).message, country },
        'price quote unavailable; the static USD fallback',
      );
      return fallbackPriceQuote(country);
    }
  }
}
