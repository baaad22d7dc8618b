import type { PriceQuote } from '@reto/contracts';
import { CLOCK_SET_SUBJECT } from '@reto/platform';
import { announcingRpc } from '../../test/challenge-announcements.js';
import { PriceQuotesCache } from './price-quotes.cache.js';

const quoteOf = (country: string | null, amount: number): PriceQuote => ({
  country,
  currency: 'MXN',
  symbol: '$',
  amount,
  rate: amount / 78,
  baseAmountUsd: 78,
  source: 'live',
  guaranteeDays: 14,
});

/** A replica's cache, started, with billing's announcements delivered by the test as NATS would. */
function announcedQuotes(seconds = 60) {
  const { rpc, announce } = announcingRpc();
  const cache = new PriceQuotesCache(rpc, { NATS_SUBJECT_PREFIX: '', PRICE_QUOTE_CACHE_SECONDS: seconds });
  cache.onModuleInit();
  return {
    cache,
    pricesChanged: () => announce('billing.prices.changed'),
    clockSet: () => announce(CLOCK_SET_SUBJECT),
  };
}

describe("the gateway's price quotes, kept per country", () => {
  it("are asked of billing once per country, and again after billing's announcement", async () => {
    const { cache, pricesChanged } = announcedQuotes();
    const asked: Array<string | null> = [];
    const ask = (country: string | null) => async () => (asked.push(country), quoteOf(country, 1396 + asked.length));
    expect(await cache.quote('MX', ask('MX'))).toMatchObject({ amount: 1397 });
    expect(await cache.quote('MX', ask('MX'))).toMatchObject({ amount: 1397 });
    // another country, and the unknown one, are their own
    expect(await cache.quote('CO', ask('CO'))).toMatchObject({ country: 'CO', amount: 1398 });
    expect(await cache.quote(null, ask(null))).toMatchObject({ country: null, amount: 1399 });
    expect(asked).toEqual(['MX', 'CO', null]);
    pricesChanged();
    expect(await cache.quote('MX', ask('MX'))).toMatchObject({ amount: 1400 });
    expect(asked).toEqual(['MX', 'CO', null, 'MX']);
  });

  it('does not keep a quote asked while the announcement came (it may predate the change), nor a failure', async () => {
    const { cache, pricesChanged } = announcedQuotes();
    let asked = 0;
    const ask = async () => quoteOf('MX', ++asked);
    let answer!: () => void;
    const slow = cache.quote(
      'MX',
      () => new Promise<PriceQuote>((resolve) => (answer = () => resolve(quoteOf('MX', 0)))),
    );
    pricesChanged();
    answer();
    expect(await slow).toMatchObject({ amount: 0 });
    expect(await cache.quote('MX', ask)).toMatchObject({ amount: 1 });

    await expect(cache.quote('AR', () => Promise.reject(new Error('billing away')))).rejects.toThrow('billing away');
    expect(await cache.quote('AR', ask)).toMatchObject({ amount: 2 });
  });

  it('asks billing every time with PRICE_QUOTE_CACHE_SECONDS=0, and forgets everything when a test moves the clock', async () => {
    const off = announcedQuotes(0);
    let asked = 0;
    const ask = async () => quoteOf('MX', ++asked);
    await off.cache.quote('MX', ask);
    expect(await off.cache.quote('MX', ask)).toMatchObject({ amount: 2 });

    const { cache, clockSet } = announcedQuotes();
    expect(await cache.quote('MX', ask)).toMatchObject({ amount: 3 });
    clockSet();
    expect(await cache.quote('MX', ask)).toMatchObject({ amount: 4 });
  });
});
