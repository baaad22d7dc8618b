import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isDarkHour } from './theme';

describe('isDarkHour', () => {
  it('is dark from 16:00 to 06:00 and light from 06:00 to 16:00, midnight included', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 23 }), (hour) => {
        expect(isDarkHour(hour)).toBe(hour >= 16 || hour < 6);
      }),
    );
    expect([0, 3, 5, 16, 23].map(isDarkHour)).toEqual([true, true, true, true, true]);
    expect([6, 12, 15].map(isDarkHour)).toEqual([false, false, false]);
  });
});
