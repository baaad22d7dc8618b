import { priceTerms } from '@reto/contracts/shared-copy';
import { describe, expect, it } from 'vitest';
import { copy } from './copy';
import { landingCopy, reviewsCopy } from './features/landing/landing.copy';
import { legalCopy } from './features/landing/legal.copy';

/**
 * Stands in for any argument a copy function takes (a price, a number of days, a settings object):
 * it reads as "30" wherever text is made of it, and as itself wherever a field of it is read.
 */
const anyArgument: object = new Proxy(() => anyArgument, {
  get: (_, key) => (key === Symbol.toPrimitive ? () => '30' : anyArgument),
  apply: () => anyArgument,
});

/** Every text a copy module can produce: its strings, and what its functions answer. */
function textsOf(value: unknown, seen = new Set<unknown>()): string[] {
  if (typeof value === 'string') return [value];
  if (value === anyArgument || value === null || (typeof value !== 'object' && typeof value !== 'function')) return [];
  if (seen.has(value)) return [];
  seen.add(value);
  if (typeof value === 'function') {
    const made: unknown = (value as (...args: unknown[]) => unknown)(anyArgument, anyArgument, anyArgument);
    return textsOf(made, seen);
  }
  return Object.values(value).flatMap((inner) => textsOf(inner, seen));
}

describe('the price, said one way on every page (DECISIONS.md, "Price and renewal")', () => {
  const texts = [copy, landingCopy, reviewsCopy, legalCopy].flatMap((module) => textsOf(module));

  it('reads every text the client shows, functions included', () => {
    expect(texts).toContain('Finalizar Pago');
    expect(texts).toContain('Garantía de 30 días: si el reto no es para ti, te devolvemos tu dinero.');
  });

  it('never calls a renewing subscription a one-off payment', () => {
    expect(texts.filter((text) => /pago único|pago unico/i.test(text))).toEqual([]);
  });

  it('states the period beside every price the same way: every 28 days, cancel when you like', () => {
    expect(landingCopy.pricePeriod).toBe('cada 28 días · cancela cuando quieras');
    expect(copy.pricing.perPeriod).toBe(priceTerms.period);
    expect(copy.subscribe.total('$78 USD')).toBe('Total: $78 USD cada 28 días · cancela cuando quieras');
    expect(copy.suscripcion.description).toContain(priceTerms.period);
    expect(copy.profile.noAccessText).toContain(priceTerms.period);
  });
});
