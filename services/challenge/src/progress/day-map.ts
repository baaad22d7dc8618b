import type { DayStatus } from '@reto/contracts';
import { CHALLENGE_DAYS } from '../challenge.constants.js';

/**
 * The status of each of the 28 days (index 0 is day 1) on challenge day `today`: 0 before the
 * edition starts, past 28 once it ended. A day to come is `locked`; a reached day is `rest` when its
 * unit is a rest day, `done` when its unit was completed on its day, `late` when after it, else
 * `today` or, once past, `missed`.
 */
export function dayStatuses(
  completeDays: ReadonlySet<number>,
  today: number,
  restDays: ReadonlySet<number>,
  lateDays: ReadonlySet<number> = new Set(),
): DayStatus[] {
  return Array.from({ length: CHALLENGE_DAYS }, (_, index): DayStatus => {
    const day = index + 1;
    if (day > today) return 'locked';
    if (restDays.has(day)) return 'rest';
    if (completeDays.has(day)) return lateDays.has(day) ? 'late' : 'done';
    return day === today ? 'today' : 'missed';
  });
}
