import type { PriceQuote } from '@reto/contracts';

/**
 * Shown only while billing cannot answer (spec 1 section 8: "Currency detection failure falls back
 * to USD 78"). Billing owns the price and the guarantee; these are its defaults, not a setting.
 */
export const FALLBACK_PRICE_USD = 78;
export const FALLBACK_GUARANTEE_DAYS = 30;

export const fallbackPriceQuote = (country: string | null): PriceQuote => ({
  country,
  currency: 'USD',
  symbol: '$',
  amount: FALLBACK_PRICE_USD,
  rate: 1,
  baseAmountUsd: FALLBACK_PRICE_USD,
  source: 'default',
  guaranteeDays: FALLBACK_GUARANTEE_DAYS,
});
