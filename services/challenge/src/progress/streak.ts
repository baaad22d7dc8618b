import { CHALLENGE_DAYS } from '../challenge.constants.js';
import { isRestDay } from '../calendar/calendar.js';

/** A day counts when its unit is complete, or when it is a rest day already reached. */
const counts = (day: number, today: number, completeDays: ReadonlySet<number>) =>
  completeDays.has(day) || (isRestDay(day) && day <= today);

/**
 * Consecutive challenge days up to today (or up to yesterday, when today is not done yet) whose
 * unit is complete; rest days count once reached (DECISIONS.md section 4).
 */
export function streak(completeDays: ReadonlySet<number>, today: number): number {
  if (today < 1) return 0;
  let day = counts(today, today, completeDays) ? today : today - 1;
  let length = 0;
  while (day >= 1 && counts(day, today, completeDays)) {
    length += 1;
    day -= 1;
  }
  return length;
}

/** round(100 x completed days / 28); reached rest days count as completed. */
export function progress(completeDays: ReadonlySet<number>, today: number): number {
  let done = 0;
  for (let day = 1; day <= Math.min(today, CHALLENGE_DAYS); day += 1) if (counts(day, today, completeDays)) done += 1;
  return Math.round((100 * done) / CHALLENGE_DAYS);
}
