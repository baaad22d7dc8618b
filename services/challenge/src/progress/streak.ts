import { countsForStreak as counts, streak } from '@reto/contracts';
import { CHALLENGE_DAYS } from '../challenge.constants.js';

/** The current streak: the one rule, shared with the community (DECISIONS.md section 4). */
export { streak };

/**
 * The longest run of consecutive challenge days, up to today, that count as the streak counts them
 * (a complete unit, or a rest day reached): the current streak is never longer.
 */
export function bestStreak(completeDays: ReadonlySet<number>, today: number, restDays: ReadonlySet<number>): number {
  let best = 0;
  let run = 0;
  for (let day = 1; day <= Math.min(today, CHALLENGE_DAYS); day += 1) {
    run = counts(day, today, completeDays, restDays) ? run + 1 : 0;
    best = Math.max(best, run);
  }
  return best;
}

/**
 * The rest days reached, up to today, that rest after training: some routine between the rest day
 * before it (or the start) and it was completed. A rest day after a week of routines all missed
 * rested nothing: it is neither ticked nor counted as a day of the challenge done.
 */
export function earnedRestDays(
  completeDays: ReadonlySet<number>,
  today: number,
  restDays: ReadonlySet<number>,
): Set<number> {
  const earned = new Set<number>();
  let trained = false;
  for (let day = 1; day <= Math.min(today, CHALLENGE_DAYS); day += 1) {
    if (restDays.has(day)) {
      if (trained) earned.add(day);
      trained = false;
    } else if (completeDays.has(day)) trained = true;
  }
  return earned;
}

/** round(100 x completed days / 28); a reached rest day counts when it was earned (see `earnedRestDays`). */
export function progress(completeDays: ReadonlySet<number>, today: number, restDays: ReadonlySet<number>): number {
  const earned = earnedRestDays(completeDays, today, restDays);
  let done = 0;
  for (let day = 1; day <= Math.min(today, CHALLENGE_DAYS); day += 1)
    if ((completeDays.has(day) && !restDays.has(day)) || earned.has(day)) done += 1;
  return Math.round((100 * done) / CHALLENGE_DAYS);
}
