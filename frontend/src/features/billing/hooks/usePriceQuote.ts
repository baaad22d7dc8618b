import { useQuery } from '@apollo/client/react';
import { DEFAULT_GUARANTEE_DAYS } from '../../../constants';
import { PriceQuoteDocument } from '../../../gql/graphql';
import { usdPrice, USD_PRICE, type DisplayPrice } from '../lib/price';

/**
 * The visitor's localised price and the charge in USD, both decided by billing; USD 78 (the static
 * fallback) while loading or on any failure.
 */
export function usePriceQuote(): {
  price: DisplayPrice;
  charge: DisplayPrice;
  guaranteeDays: number;
  /** The visitor's country as billing placed it (ISO alpha-2), null while loading or unknown. */
  country: string | null;
} {
  const { data } = useQuery(PriceQuoteDocument, { errorPolicy: 'all' });
  const quote = data?.priceQuote;
  return {
    price: quote ? { symbol: quote.symbol, amount: quote.amount, currency: quote.currency } : USD_PRICE,
    charge: quote ? usdPrice(quote.baseAmountUsd) : USD_PRICE,
    guaranteeDays: quote?.guaranteeDays ?? DEFAULT_GUARANTEE_DAYS,
    country: quote?.country ?? null,
  };
}
