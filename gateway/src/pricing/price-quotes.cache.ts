import { Inject, Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { BillingSubjects, type PriceQuote } from '@reto/contracts';
import { RpcClient } from '@reto/platform';
import { GATEWAY_CONFIG, type GatewayConfig } from '../gateway.config.js';
import { AnnouncedCache } from '../nats/announced-cache.js';

/** Countries kept at once (one quote each, and the unknown country's): the least recently used are dropped first. */
const MAX_COUNTRIES = 300;

/**
 * Billing's price quotes (`/api/price-quote`, the `priceQuote` query), kept by this gateway replica
 * per visitor country: every visitor of a country gets the same quote, and the landing and plan
 * pages ask for it on every view, so a quote costs billing (its rates read from Redis) and a NATS
 * round trip once per country, not once per request. Billing announces on `billing.prices.changed`
 * whenever what a quote is made of changes (the exchange rates refreshed, a replica started with its
 * offer); every replica then drops its quotes, and a quote asked while the announcement came is not
 * kept (it may predate the change). Only billing's own answers are kept, never the fallback a failure
 * gives. Losing the connection to NATS, or a test moving the clock, empties it;
 * PRICE_QUOTE_CACHE_SECONDS bounds a quote's age (what nobody announces: the rates growing too old
 * to use), 0 asks billing every time.
 */
@Injectable()
export class PriceQuotesCache implements OnModuleInit, OnModuleDestroy {
  private readonly quotes: AnnouncedCache<PriceQuote>;

  constructor(
    rpc: RpcClient,
    @Inject(GATEWAY_CONFIG)
    config: Pick<GatewayConfig, 'NATS_SUBJECT_PREFIX' | 'PRICE_QUOTE_CACHE_SECONDS'>,
  ) {
    this.quotes = new AnnouncedCache<PriceQuote>(
      rpc,
      { prefix: config.NATS_SUBJECT_PREFIX, subject: BillingSubjects.broadcasts.pricesChanged },
      { max: MAX_COUNTRIES, ttlMs: config.PRICE_QUOTE_CACHE_SECONDS * 1000 },
    );
  }

  onModuleInit(): void {
    this.quotes.listen();
  }

  onModuleDestroy(): void {
    this.quotes.stop();
  }

  /** The quote for `country`: from memory when kept, else `ask`ed of billing and kept (a failure is not). */
  quote(country: string | null, ask: () => Promise<PriceQuote>): Promise<PriceQuote> {
    return this.quotes.remember(country ?? '', ask);
  }
}
