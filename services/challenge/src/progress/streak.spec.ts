import fc from 'fast-check';
import { bestStreak, earnedRestDays, progress, streak } from './streak.js';

const days = (...list: number[]) => new Set(list);
/** The seeded programme's rest days; any other set works the same way. */
const REST = days(7, 14, 21, 28);

describe('streak', () => {
  it('counts consecutive complete days up to today', () => {
    expect(streak(days(1, 2, 3), 3, REST)).toBe(3);
    expect(streak(days(1, 3), 3, REST)).toBe(1);
  });

  it('counts up to yesterday while today is not done yet', () => {
    expect(streak(days(1, 2), 3, REST)).toBe(2);
    expect(streak(days(1), 3, REST)).toBe(0);
  });

  it('counts a rest day once reached and carries the streak across it', () => {
    expect(streak(days(1, 2, 3, 4, 5, 6), 7, REST)).toBe(7);
    expect(streak(days(1, 2, 3, 4, 5, 6, 8), 8, REST)).toBe(8);
    expect(streak(days(5, 6), 8, REST)).toBe(3);
    expect(streak(days(), 7, REST)).toBe(1);
    expect(streak(days(), 1, REST)).toBe(0);
  });

  it('takes the rest days it is given, whatever day they fall on', () => {
    expect(streak(days(1, 2, 4), 4, days(3))).toBe(4);
    expect(streak(days(1, 2, 4), 4, days(7))).toBe(1);
  });

  it('does not count a future rest day', () => {
    expect(streak(days(1, 2, 3, 4, 5, 6), 6, REST)).toBe(6);
  });
});

describe('bestStreak', () => {
  it('is the longest run so far, wherever it lies', () => {
    expect(bestStreak(days(1, 2, 3, 5), 6, REST)).toBe(3);
    expect(bestStreak(days(1, 3, 4, 5, 6), 6, REST)).toBe(4);
    expect(bestStreak(days(), 6, REST)).toBe(0);
  });

  it('counts rest days once reached and carries a run across them, as the streak does', () => {
    expect(bestStreak(days(5, 6, 8, 9), 9, REST)).toBe(5);
    expect(bestStreak(days(1, 2, 3, 4, 5, 6), 6, REST)).toBe(6);
    expect(bestStreak(days(), 7, REST)).toBe(1);
    expect(bestStreak(days(1, 2, 4), 4, days(3))).toBe(4);
  });

  it('keeps the best run after the streak breaks, and is never shorter than the streak', () => {
    const done = days(1, 2, 3, 4, 5, 6, 8, 9, 12, 13);
    expect(streak(done, 13, REST)).toBe(2);
    expect(bestStreak(done, 13, REST)).toBe(9);
    for (let today = 1; today <= 28; today += 1) {
      expect(bestStreak(done, today, REST)).toBeGreaterThanOrEqual(streak(done, today, REST));
    }
  });

  it('ignores days after today and is 0 before the start', () => {
    expect(bestStreak(days(1, 2, 3), 2, REST)).toBe(2);
    expect(bestStreak(days(1, 2, 3), 0, REST)).toBe(0);
  });
});

describe('progress', () => {
  it('is round(100 x completed days / 28), reached rest days included', () => {
    expect(progress(days(), 1, REST)).toBe(0);
    expect(progress(days(1), 1, REST)).toBe(4);
    expect(progress(days(1, 2, 3, 4, 5, 6), 7, REST)).toBe(25);
    expect(progress(days(1, 2, 3, 4, 5, 6), 6, REST)).toBe(21);
    const all = days(...Array.from({ length: 28 }, (_, i) => i + 1).filter((d) => d % 7 !== 0));
    expect(progress(all, 28, REST)).toBe(100);
  });
});

describe('a rest day after a week of routines all missed', () => {
  const training = Array.from({ length: 28 }, (_, i) => i + 1).filter((d) => !REST.has(d));
  /** Any days completed, any day of the edition. */
  const anyMember = fc.record({
    complete: fc.subarray(training).map((list) => new Set(list)),
    today: fc.integer({ min: 1, max: 28 }),
  });

  it('is neither earned nor counted as a day done; after a week with a routine done it is both', () => {
    expect(progress(days(), 7, REST)).toBe(0);
    expect(earnedRestDays(days(), 7, REST)).toEqual(new Set());
    expect(progress(days(3), 7, REST)).toBe(7);
    expect(earnedRestDays(days(3), 7, REST)).toEqual(days(7));
    // Week 2 all missed: day 14 not earned, day 21 earned by day 15.
    expect(earnedRestDays(days(1, 15), 21, REST)).toEqual(days(7, 21));
  });

  it('for any member: progress counts the routines done and only the rest days some routine of their week earned', () => {
    fc.assert(
      fc.property(anyMember, ({ complete, today }) => {
        const week = (day: number) => Math.ceil(day / 7);
        const reached = (day: number) => day <= today;
        const routines = [...complete].filter(reached).length;
        const earned = [...REST].filter(
          (rest) => reached(rest) && [...complete].some((day) => week(day) === week(rest)),
        ).length;
        expect(progress(complete, today, REST)).toBe(Math.round((100 * (routines + earned)) / 28));
      }),
    );
  });
});
