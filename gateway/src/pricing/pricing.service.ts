import { Inject, Injectable } from '@nestjs/common';
import { BillingSubjects, defaultPriceQuote, type PriceQuote } from '@reto/contracts';
import { LOGGER, RpcClient } from '@reto/platform';
import type { Request } from 'express';
import type { Logger } from 'pino';
import { GATEWAY_BILLING_CONFIG, type GatewayBillingConfig } from '../billing/billing.config.js';
import { visitorCountry } from './visitor-country.js';

/** The localised price for the visitor; any failure (billing down included) gives USD 78, never an error. */
@Injectable()
export class PricingService {
  constructor(
    private readonly rpc: RpcClient,
    @Inject(GATEWAY_BILLING_CONFIG) private readonly config: GatewayBillingConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  quoteFor(req: Pick<Request, 'headers' | 'socket' | 'ip'>): Promise<PriceQuote> {
    return this.quote(this.countryOf(req));
  }

  /** The visitor's country as the price decides it (trusted proxy header or GeoIP); null when unknown. */
  countryOf(req: Pick<Request, 'headers' | 'socket' | 'ip'>): string | null {
    return visitorCountry(req, {
      proxies: this.config.TRUSTED_PROXY_IPS,
      production: this.config.NODE_ENV === 'production',
    });
  }

  /** The quote for a country; `timeoutMs` shortens the wait where a page must not hang on billing. */
  async quote(country: string | null, timeoutMs?: number): Promise<PriceQuote> {
    try {
      return await this.rpc.request<PriceQuote>(BillingSubjects.quotePrice, { country }, timeoutMs);
    } catch (error) {
      this.logger.warn({ err: (error as Error).message, country }, 'price quote unavailable; USD 78');
      return defaultPriceQuote(country, this.config.GUARANTEE_DAYS);
    }
  }
}
