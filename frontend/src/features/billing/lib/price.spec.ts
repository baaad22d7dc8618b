import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPrice } from './price';

/** The card is charged in dollars: every other currency's amount is a conversion, and says so with "≈". */
describe('formatPrice', () => {
  const symbol = fc.constantFrom('$', '€', 'S/', 'R$', '£');
  const amount = fc.integer({ min: 1, max: 10_000_000 });

  it('marks every local amount as approximate', () => {
    const currency = fc.stringMatching(/^[A-Z]{3}$/).filter((code) => code !== 'USD');
    fc.assert(
      fc.property(symbol, amount, currency, (sym, value, code) => {
        const label = formatPrice({ symbol: sym, amount: value, currency: code });
        expect(label.startsWith('≈ ')).toBe(true);
        expect(label.endsWith(` ${code}`)).toBe(true);
      }),
    );
  });

  it('shows the dollar price, which is what is charged, as it is', () => {
    fc.assert(
      fc.property(amount, (value) => {
        expect(formatPrice({ symbol: '$', amount: value, currency: 'USD' })).not.toContain('≈');
      }),
    );
  });
});
