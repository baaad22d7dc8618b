/**
 * The streak rule (DECISIONS.md 4), one for every service that shows a streak: the challenge
 * computes it from a member's completions, the community from what the latest completion told.
 */

/** A day counts when its routine was done on it, or when it is a rest day already reached. */
export const countsForStreak = (
  day: number,
  today: number,
  completeDays: ReadonlySet<number>,
  restDays: ReadonlySet<number>,
): boolean => completeDays.has(day) || (restDays.has(day) && day <= today);

/**
 * Consecutive challenge days up to today (or up to yesterday, when today is not done yet) that
 * count (see `countsForStreak`).
 */
export function streak(completeDays: ReadonlySet<number>, today: number, restDays: ReadonlySet<number>): number {
  if (today < 1) return 0;
  let day = countsForStreak(today, today, completeDays, restDays) ? today : today - 1;
  let length = 0;
  while (day >= 1 && countsForStreak(day, today, completeDays, restDays)) {
    length += 1;
    day -= 1;
  }
  return length;
}
