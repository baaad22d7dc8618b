import { formatDisplayPrice } from '@reto/contracts/shared-copy';
import { BASE_PRICE_USD } from '../../../constants';

export interface DisplayPrice {
  symbol: string;
  amount: number;
  currency: string;
}

export const usdPrice = (amount: number): DisplayPrice => ({ symbol: '$', amount, currency: 'USD' });
/** The static fallback while billing's quote is loading or unavailable. */
export const USD_PRICE: DisplayPrice = usdPrice(BASE_PRICE_USD);

/** "$78" in dollars (the spec's wording), "$1,443 MXN" or "70 €"-style elsewhere: symbol, amount, code. */
export const formatPrice: (price: DisplayPrice) => string = formatDisplayPrice;
