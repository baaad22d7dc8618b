import type { PriceQuote } from '@reto/contracts';
import { DEFAULT_GUARANTEE_DAYS, DEFAULT_PRICE_CENTS } from '../billing.constants.js';
import { countryCurrency } from './countries.js';

/** What billing offers: the price of a period and the guarantee (its settings PRICE_CENTS and GUARANTEE_DAYS). */
export interface Offer {
  priceCents: number;
  guaranteeDays: number;
}
export const DEFAULT_OFFER: Offer = { priceCents: DEFAULT_PRICE_CENTS, guaranteeDays: DEFAULT_GUARANTEE_DAYS };

/** The offer in US dollars: the quote of the dollar countries, of an unknown country and of any failure. */
export const usdQuote = (country: string | null, offer: Offer = DEFAULT_OFFER): PriceQuote => ({
  country,
  currency: 'USD',
  symbol: '$',
  amount: offer.priceCents / 100,
  rate: 1,
  baseAmountUsd: offer.priceCents / 100,
  source: 'default',
  guaranteeDays: offer.guaranteeDays,
});

/**
 * The localised price (spec 1 section 9): round(price x rate) in the country's currency; US, EC
 * and SV keep the USD price; an unknown country pays in USD. `liveRates` come from the rates job
 * (null: none).
 */
export function quotePrice(
  country: string | null,
  liveRates: Readonly<Record<string, number>> | null,
  offer: Offer = DEFAULT_OFFER,
): PriceQuote {
  const entry = countryCurrency(country);
  if (!entry || entry.currency === 'USD') {
    return { ...usdQuote(country, offer), source: entry ? 'fallback' : 'default' };
  }
  const live = liveRates?.[entry.currency];
  const usable = typeof live === 'number' && Number.isFinite(live) && live > 0;
  const rate = usable ? live : entry.fallbackRate;
  const usd = offer.priceCents / 100;
  return {
    country,
    currency: entry.currency,
    symbol: entry.symbol,
    amount: Math.round(usd * rate),
    rate,
    baseAmountUsd: usd,
    source: usable ? 'live' : 'fallback',
    guaranteeDays: offer.guaranteeDays,
  };
}
