import fc from 'fast-check';
import { programmeDayOf } from './programme-day.js';

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

describe('programmeDayOf', () => {
  it('counts day 1 on the edition’s first day and 28 on its last (the group is named by the day after)', () => {
    expect(programmeDayOf('2030-03-02', '2030-02-02')).toBe(1);
    expect(programmeDayOf('2030-03-02', '2030-03-01')).toBe(28);
    expect(programmeDayOf('2030-03-02', '2030-02-01')).toBeNull();
    expect(programmeDayOf('2030-03-02', '2030-03-02')).toBeNull();
  });

  it('gives each of the 28 days once, across month and year ends', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20_000 }), (offset) => {
        const groupKey = addDays('2026-01-01', offset);
        const days = Array.from({ length: 32 }, (_, i) => programmeDayOf(groupKey, addDays(groupKey, i - 30)));
        expect(days.filter((day) => day !== null)).toEqual(Array.from({ length: 28 }, (_, i) => i + 1));
      }),
      { seed: process.env.CI ? 46_046 : undefined },
    );
  });
});
