import { formatDisplayPrice, formatEditionStart, priceTerms } from './index.js';

describe('the words every app says alike', () => {
  it('writes an edition start as a Spanish date', () => {
    expect(formatEditionStart('2026-12-07')).toBe('lunes, 7 de diciembre de 2026');
    expect(formatEditionStart('2027-01-04')).toBe('lunes, 4 de enero de 2027');
  });

  it('shows a dollar price as charged and any other as an approximate conversion', () => {
    expect(formatDisplayPrice({ symbol: '$', amount: 78, currency: 'USD' })).toBe('$78');
    expect(formatDisplayPrice({ symbol: '$', amount: 1443.4, currency: 'MXN' })).toBe('≈ $1,443 MXN');
  });

  it('states the price with its period and the guarantee with its days', () => {
    expect(priceTerms.withPrice('$78 USD')).toBe('$78 USD cada 28 días · cancela cuando quieras');
    expect(priceTerms.guarantee(30)).toBe('Garantía de 30 días: si el reto no es para ti, te devolvemos tu dinero.');
  });
});
