import { progress, streak } from './streak.js';

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
