import { describe, expect, it } from 'vitest';
import { byWeek, dayWindow, formatSpanishDate, localHourIn, padStreak } from './days';

describe('dashboard day strip', () => {
  const calendar = [7, 14, 21, 28];

  it('shows day - 1 to day + 2 within 1-28, with week labels and the rest days it is given', () => {
    expect(dayWindow(1, calendar).map((b) => b.day)).toEqual([1, 2, 3]);
    expect(dayWindow(13, calendar).map((b) => [b.day, b.week, b.isToday, b.isRestDay])).toEqual([
      [12, 2, false, false],
      [13, 2, true, false],
      [14, 2, false, true],
      [15, 3, false, false],
    ]);
    expect(dayWindow(28, calendar).map((b) => b.day)).toEqual([27, 28]);
  });

  it('takes the rest days from the server, not from a calendar of its own', () => {
    expect(dayWindow(13, [12, 14]).map((b) => b.isRestDay)).toEqual([true, false, true, false]);
  });

  it('pads the streak to 2 digits and formats dates in Spanish', () => {
    expect(padStreak(3)).toBe('03');
    expect(padStreak(12)).toBe('12');
    expect(formatSpanishDate('2026-11-21')).toBe('sábado, 21 de noviembre de 2026');
    expect(formatSpanishDate('2025-07-21', false)).toBe('21 de julio de 2025');
  });

  it("groups the 28 days by week for the map's rows", () => {
    const weeks = byWeek(Array.from({ length: 28 }, (_, index) => ({ day: index + 1 })));
    expect(weeks.map((week) => week.map(({ day }) => day))).toEqual([
      [1, 2, 3, 4, 5, 6, 7],
      [8, 9, 10, 11, 12, 13, 14],
      [15, 16, 17, 18, 19, 20, 21],
      [22, 23, 24, 25, 26, 27, 28],
    ]);
  });

  it('reads the local hour of a timezone', () => {
    expect(localHourIn(new Date('2026-11-21T22:30:00Z'), 'America/Mexico_City')).toBe(16);
    expect(localHourIn(new Date('2026-11-21T14:30:00Z'), 'Europe/Madrid')).toBe(15);
  });
});
