import { Inject, Injectable } from '@nestjs/common';
import { BILLING_CONFIG, type BillingConfig } from '../billing.config.js';
import { COUNTRY_CURRENCIES } from '../pricing/countries.js';
import { RatesJob } from '../pricing/rates.job.js';
import { toMinorUnits } from './currency.js';

/**
 * How far a payment in another currency may be from billing's own quote in that currency and still
 * be the price: the quote is rounded to whole units, and the store converts with its own rate at
 * its own time (billing keeps only its current rates, refreshed by the rates job).
 */
export const FOREIGN_CURRENCY_TOLERANCE = 0.05;

/** The shipped rate of each quoted currency, for when the rates job has none. */
const FALLBACK_RATES: Readonly<Record<string, number>> = Object.fromEntries(
  Object.values(COUNTRY_CURRENCIES).map(({ currency, fallbackRate }) => [currency, fallbackRate]),
);

/**
 * Whether a provider's payment is the price of the challenge: PRICE_CENTS in US dollars to the
 * cent, or in a currency billing quotes, within FOREIGN_CURRENCY_TOLERANCE of its quote. One rule
 * for every provider (the simulated card, Stripe, the store).
 */
@Injectable()
export class PriceCheck {
  constructor(
    private readonly rates: RatesJob,
    @Inject(BILLING_CONFIG) private readonly config: BillingConfig,
  ) {}

  /** `amountMinor`: in the currency's minor units, as providers count it (cents; whole yen). */
  async isThePrice(amountCents: number, currency: string): Promise<boolean> {
    const code = currency.toUpperCase();
    if (code === 'USD') return amountCents === this.config.PRICE_CENTS;
    const rate = (await this.rates.currentRates())?.[code] ?? FALLBACK_RATES[code];
    if (!rate) return false;
    // The quote is whole units of the currency; the payment is in its minor units (JPY has none).
    const quoteMinor = toMinorUnits(Math.round((this.config.PRICE_CENTS / 100) * rate), code);
    return Math.abs(amountCents - quoteMinor) <= quoteMinor * FOREIGN_CURRENCY_TOLERANCE;
  }
}
