import { minorUnitDigits, toMinorUnits } from './currency.js';

describe('minor units per currency', () => {
  it('counts zero-decimal currencies in whole units, and the others in their own minor unit', () => {
    expect(toMinorUnits(78, 'usd')).toBe(7800);
    expect(toMinorUnits(11700, 'JPY')).toBe(11700);
    expect(toMinorUnits(74000, 'clp')).toBe(74000);
    expect(toMinorUnits(24.5, 'KWD')).toBe(24500);
    expect(minorUnitDigits('krw')).toBe(0);
  });
});
