import { DateTime } from 'luxon';

/**
 * The first instant after `after` when the wall clock in `timeZone` reads `time` (`HH:MM`). On the
 * night the clocks go forward, a time that does not exist that day comes as much later as they
 * moved (02:30 → 03:30); on the night they go back, at its first occurrence.
 */
export function nextOccurrence(timeZone: string, time: string, after: Date): Date {
  const [hour, minute] = time.split(':').map(Number);
  const local = DateTime.fromJSDate(after, { zone: timeZone });
  let candidate = local.set({ hour, minute, second: 0, millisecond: 0 });
  if (candidate.toMillis() <= after.getTime()) {
    candidate = local.plus({ days: 1 }).set({ hour, minute, second: 0, millisecond: 0 });
  }
  return candidate.toJSDate();
}

/** Whether the wall clock in `timeZone` has passed `time` (`HH:MM`) today, at `now`. */
export function passedToday(timeZone: string, time: string, now: Date): boolean {
  const [hour, minute] = time.split(':').map(Number);
  const today = DateTime.fromJSDate(now, { zone: timeZone }).set({ hour, minute, second: 0, millisecond: 0 });
  return today.toMillis() <= now.getTime();
}
