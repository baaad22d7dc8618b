import { CHALLENGE_DAYS, DAY_WINDOW_AFTER, DAY_WINDOW_BEFORE, DAYS_PER_WEEK, STREAK_DIGITS } from '../../../constants';

export interface DayBubble {
  day: number;
  week: number;
  isToday: boolean;
  isRestDay: boolean;
}

export const weekOf = (day: number): number => Math.ceil(day / DAYS_PER_WEEK);

/** The dashboard strip: from day - 1 to day + 2, within 1-28; `restDays` as the server answers them. */
export function dayWindow(today: number, restDays: readonly number[]): DayBubble[] {
  const bubbles: DayBubble[] = [];
  for (let day = today - DAY_WINDOW_BEFORE; day <= today + DAY_WINDOW_AFTER; day += 1) {
    if (day < 1 || day > CHALLENGE_DAYS) continue;
    bubbles.push({ day, week: weekOf(day), isToday: day === today, isRestDay: restDays.includes(day) });
  }
  return bubbles;
}

/** Days (each with its `day`, 1-28) grouped by week, in order: the map's rows. */
export function byWeek<T extends { day: number }>(days: readonly T[]): T[][] {
  const weeks: T[][] = [];
  for (const entry of days) (weeks[weekOf(entry.day) - 1] ??= []).push(entry);
  return weeks.filter(Boolean);
}

export const padStreak = (streak: number): string => String(streak).padStart(STREAK_DIGITS, '0');

/** "sábado, 21 de noviembre de 2026" from a `YYYY-MM-DD` calendar date. */
export const formatSpanishDate = (isoDate: string, withWeekday = true): string =>
  new Intl.DateTimeFormat('es-ES', {
    ...(withWeekday ? { weekday: 'long' } : {}),
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate}T00:00:00Z`));

/** The calendar date now in `timeZone`, as `YYYY-MM-DD`. */
export const localDateIn = (now: Date, timeZone: string): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);

/** The hour (0-23) now in `timeZone`. */
export const localHourIn = (now: Date, timeZone: string): number =>
  Number(new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', hourCycle: 'h23' }).format(now));
