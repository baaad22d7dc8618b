import { COUNTRY_CURRENCIES } from './countries.js';
import { quotePrice } from './price-quote.js';

describe('price quote', () => {
  const rates = { MXN: 17.9, EUR: 0.9, ARS: 1400 };

  it('converts 78 USD with the live rate and rounds', () => {
    expect(quotePrice('MX', rates)).toMatchObject({ currency: 'MXN', symbol: '$', amount: 1396, source: 'live' });
    expect(quotePrice('ES', rates)).toMatchObject({ currency: 'EUR', symbol: '€', amount: 70, source: 'live' });
    expect(quotePrice('AR', rates)).toMatchObject({ currency: 'ARS', amount: 109_200 });
  });

  it('keeps 78 USD for the dollar countries and for an unknown country', () => {
    for (const country of ['US', 'EC', 'SV'])
      expect(quotePrice(country, rates)).toMatchObject({ currency: 'USD', amount: 78 });
    expect(quotePrice('ZZ', rates)).toMatchObject({ country: 'ZZ', currency: 'USD', amount: 78, source: 'default' });
    expect(quotePrice(null, rates)).toMatchObject({ currency: 'USD', amount: 78, source: 'default' });
  });

  it('uses the shipped table when there are no live rates', () => {
    expect(quotePrice('MX', null)).toMatchObject({
      currency: 'MXN',
      amount: Math.round(78 * 18.5),
      source: 'fallback',
    });
    expect(quotePrice('MX', { MXN: -1 })).toMatchObject({ source: 'fallback' });
  });

  it('ships about 60 countries', () => {
    expect(Object.keys(COUNTRY_CURRENCIES).length).toBeGreaterThanOrEqual(60);
  });
});
