import { jest } from '@jest/globals';
import fc from 'fast-check';
import {
  addDays,
  challengeDay,
  dayNumberOf,
  dayPercentage,
  daysBetween,
  localDate,
  localDayNumber,
  weekOf,
} from './calendar.js';

describe("the member's local day", () => {
  it('changes at local midnight in America/Mexico_City (UTC-6) and Europe/Madrid (UTC+1 in November)', () => {
    expect(localDate(new Date('2026-11-21T05:59:59Z'), 'America/Mexico_City')).toBe('2026-11-20');
    expect(localDate(new Date('2026-11-21T06:00:00Z'), 'America/Mexico_City')).toBe('2026-11-21');
    expect(localDate(new Date('2026-11-20T22:59:59Z'), 'Europe/Madrid')).toBe('2026-11-20');
    expect(localDate(new Date('2026-11-20T23:00:00Z'), 'Europe/Madrid')).toBe('2026-11-21');
  });

  it('follows summer time (Madrid is UTC+2 in July)', () => {
    expect(localDate(new Date('2025-07-20T21:59:59Z'), 'Europe/Madrid')).toBe('2025-07-20');
    expect(localDate(new Date('2025-07-20T22:00:00Z'), 'Europe/Madrid')).toBe('2025-07-21');
  });

  it('is the same when asked again within a minute, changes on the minute of local midnight, and follows a clock set back', () => {
    // Kathmandu is UTC+5:45: its midnight falls at 18:15 UTC.
    expect(localDate(new Date('2026-11-20T18:14:00Z'), 'Asia/Kathmandu')).toBe('2026-11-20');
    expect(localDate(new Date('2026-11-20T18:14:59.999Z'), 'Asia/Kathmandu')).toBe('2026-11-20');
    expect(localDate(new Date('2026-11-20T18:15:00Z'), 'Asia/Kathmandu')).toBe('2026-11-21');
    expect(localDate(new Date('2026-11-20T18:14:30Z'), 'Asia/Kathmandu')).toBe('2026-11-20');
    expect(localDate(new Date('2026-11-20T18:14:30Z'), 'Europe/Madrid')).toBe('2026-11-20');
  });
});

describe("a month of completions' local dates", () => {
  // A cold member's read asks the local date of each completion of its month: about 90 instants.
  const monthOfCompletions = (zoneStart: string) =>
    Array.from({ length: 90 }, (_, i) => new Date(Date.parse(zoneStart) + i * 8 * 3_600_000 + (i % 7) * 61_000));

  it('formats each minute once: a second member completing within the same minutes costs no formatting', () => {
    // `format` is a getter on the prototype (it returns the formatter's bound function): each call reads it
    const prototype = Intl.DateTimeFormat.prototype as unknown as { readonly format: unknown };
    const format = jest.spyOn(prototype, 'format', 'get');
    try {
      const first = monthOfCompletions('2026-10-01T10:03:00Z');
      const dates = first.map((instant) => localDate(instant, 'America/Bogota'));
      const formatted = format.mock.calls.length;
      expect(formatted).toBeLessThanOrEqual(first.length);
      // the same minutes, other seconds: another member who trained at the same times
      const second = first.map((instant) => new Date(instant.getTime() + 37_000));
      expect(second.map((instant) => localDate(instant, 'America/Bogota'))).toEqual(dates);
      expect(format.mock.calls.length).toBe(formatted);
    } finally {
      format.mockRestore();
    }
  });

  it('formats each hour of a zone once: a member completing at other minutes of the same hours costs no formatting', () => {
    const prototype = Intl.DateTimeFormat.prototype as unknown as { readonly format: unknown; formatToParts: unknown };
    const format = jest.spyOn(prototype, 'format', 'get');
    const formatToParts = jest.spyOn(Intl.DateTimeFormat.prototype, 'formatToParts');
    const formatted = () => format.mock.calls.length + formatToParts.mock.calls.length;
    try {
      const first = monthOfCompletions('2026-08-01T13:05:00Z');
      const dates = first.map((instant) => localDate(instant, 'America/Lima'));
      const before = formatted();
      // other minutes and seconds of the same hours: members train at minutes of their own
      const others = first.map(
        (instant, i) =>
          new Date(Math.floor(instant.getTime() / 3_600_000) * 3_600_000 + ((i * 17) % 59) * 60_000 + 7_000),
      );
      expect(others.map((instant) => localDate(instant, 'America/Lima'))).toEqual(dates);
      expect(formatted()).toBe(before);
    } finally {
      format.mockRestore();
      formatToParts.mockRestore();
    }
  });

  it("is always the zone's own calendar date, and its day number, whatever was asked before (summer time, half and quarter hours)", () => {
    const zones = ['America/Mexico_City', 'Europe/Madrid', 'Asia/Kathmandu', 'Australia/Lord_Howe', 'Pacific/Chatham'];
    const truth = new Map(
      zones.map((timeZone) => [
        timeZone,
        new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }),
      ]),
    );
    // instants within a minute and a half of a quarter hour (every zone's midnight and clock change
    // falls on one) in this decade, asked in any order and again
    const instant = fc
      .tuple(fc.integer({ min: 0, max: 7 * 365 * 96 }), fc.integer({ min: -90_000, max: 90_000 }))
      .map(([quarter, ms]) => Date.parse('2024-01-01T00:00:00Z') + quarter * 900_000 + ms);
    fc.assert(
      fc.property(fc.array(fc.tuple(instant, fc.constantFrom(...zones)), { minLength: 1, maxLength: 40 }), (asks) => {
        for (const [ms, timeZone] of [...asks, ...asks.map(([ms, zone]) => [ms + 30_000, zone] as const)]) {
          const date = truth.get(timeZone)!.format(new Date(ms));
          expect(localDate(new Date(ms), timeZone)).toBe(date);
          expect(localDayNumber(new Date(ms), timeZone)).toBe(dayNumberOf(date));
        }
      }),
    );
  });
});

describe('day and week arithmetic', () => {
  it('numbers a date as the days since 1970-01-01, the same count as daysBetween', () => {
    expect(dayNumberOf('1970-01-01')).toBe(0);
    expect(dayNumberOf('2026-11-21') - dayNumberOf('2026-11-09')).toBe(daysBetween('2026-11-09', '2026-11-21'));
    expect(localDayNumber(new Date('2026-11-21T05:59:59Z'), 'America/Mexico_City')).toBe(dayNumberOf('2026-11-20'));
  });

  it('counts days across months and years', () => {
    expect(daysBetween('2025-07-21', '2025-08-17')).toBe(27);
    expect(daysBetween('2025-12-31', '2026-01-01')).toBe(1);
    expect(daysBetween('2026-01-01', '2025-12-31')).toBe(-1);
    expect(addDays('2025-07-21', 27)).toBe('2025-08-17');
    expect(addDays('2026-02-27', 2)).toBe('2026-03-01');
  });

  it('numbers the challenge day from the start date, clamped to 1-28', () => {
    expect(challengeDay('2025-07-21', '2025-07-21')).toBe(1);
    expect(challengeDay('2025-07-21', '2025-07-27')).toBe(7);
    expect(challengeDay('2025-07-21', '2025-08-17')).toBe(28);
    expect(challengeDay('2025-07-21', '2025-09-01')).toBe(28);
    expect(challengeDay('2025-07-21', '2025-07-01')).toBe(1);
  });

  it('gives the week as ceil(day / 7) and the rounded percentage', () => {
    expect([1, 7, 8, 14, 15, 22, 28].map(weekOf)).toEqual([1, 1, 2, 2, 3, 4, 4]);
    expect(dayPercentage(1)).toBe(4);
    expect(dayPercentage(14)).toBe(50);
    expect(dayPercentage(13)).toBe(46);
    expect(dayPercentage(28)).toBe(100);
  });
});
