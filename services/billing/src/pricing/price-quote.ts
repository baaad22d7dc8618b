import { BillingConstants, defaultPriceQuote, type PriceQuote } from '@reto/contracts';
import { countryCurrency } from './countries.js';

/**
 * The localised price (spec 1 section 9): round(78 x rate) in the country's currency; US, EC and
 * SV keep 78; an unknown country pays in USD. `liveRates` come from the rates job (null: none).
 */
export function quotePrice(
  country: string | null,
  liveRates: Readonly<Record<string, number>> | null,
  guaranteeDays: number = BillingConstants.defaultGuaranteeDays,
): PriceQuote {
  const entry = countryCurrency(country);
  if (!entry || entry.currency === 'USD') {
    return { ...defaultPriceQuote(country, guaranteeDays), source: entry ? 'fallback' : 'default' };
  }
  const live = liveRates?.[entry.currency];
  const usable = typeof live === 'number' && Number.isFinite(live) && live > 0;
  const rate = usable ? live : entry.fallbackRate;
  return {
    country,
    currency: entry.currency,
    symbol: entry.symbol,
    amount: Math.round(BillingConstants.basePriceUsd * rate),
    rate,
    baseAmountUsd: BillingConstants.basePriceUsd,
    source: usable ? 'live' : 'fallback',
    guaranteeDays,
  };
}
