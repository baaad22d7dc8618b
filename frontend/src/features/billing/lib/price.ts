import { BASE_PRICE_USD } from '../../../constants';

export interface DisplayPrice {
  symbol: string;
  amount: number;
  currency: string;
}

export const USD_PRICE: DisplayPrice = { symbol: '$', amount: BASE_PRICE_USD, currency: 'USD' };

/** "$78" in dollars (the spec's wording), "$1,443 MXN" or "70 €"-style elsewhere: symbol, amount, code. */
export function formatPrice(price: DisplayPrice): string {
  const amount = new Intl.NumberFormat('es-MX', { maximumFractionDigits: 0 }).format(price.amount);
  return price.currency === 'USD' ? `${price.symbol}${amount}` : `${price.symbol}${amount} ${price.currency}`;
}
