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

  async quoteFor(req: Pick<Request, 'headers' | 'socket' | 'ip'>): Promise<PriceQuote> {
    const country = visitorCountry(req, {
      proxies: this.config.TRUSTED_PROXY_IPS,
      production: this.config.NODE_ENV === 'production',
    });
    try {
      return await this.rpc.request<PriceQuote>(BillingSubjects.quotePrice, { country });
    } catch (error) {
      this.logger.warn({ err: (error as Error).message, country }, 'price quote unavailable; USD 78');
      return defaultPriceQuote(country, this.config.GUARANTEE_DAYS);
    }
  }
}
