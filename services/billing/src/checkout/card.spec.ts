import { expiryIsValid, passesLuhn } from './card.js';

describe('simulated card checks', () => {
  it('accepts Stripe test numbers and refuses a typo', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('4000000000000002')).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
  });

  it('accepts an expiry until the end of its month', () => {
    const now = new Date('2026-11-21T12:00:00Z');
    expect(expiryIsValid('11/26', now)).toBe(true);
    expect(expiryIsValid('10/26', now)).toBe(false);
    expect(expiryIsValid('01/30', now)).toBe(true);
  });
});
