import type { LockReason } from '@reto/contracts';
import { DAYS_PER_WEEK } from '../challenge.constants.js';

/**
 * The challenge day a unit belongs to, from its title (spec 1 section 4): rest units are day
 * 7/14/21/28 of their week, routines (week - 1) * 7 + routine number.
 */
export function unitDay(title: string): number | null {
  const week = /SEMANA\s+(\d+)/i.exec(title);
  if (!week) return null;
  const weekNumber = Number(week[1]);
  if (/DESCANSO/i.test(title)) return weekNumber * DAYS_PER_WEEK;
  const routine = /RUTINA\s*#\s*(\d+)/i.exec(title);
  return routine ? (weekNumber - 1) * DAYS_PER_WEEK + Number(routine[1]) : null;
}

export interface LockState {
  locked: boolean;
  reason: LockReason;
}

/** A later unit is locked (future), an earlier one is locked (expired), today's is open; unlockAll opens all. */
export function lockState(day: number, currentDay: number, unlockAll = false): LockState {
  const reason: LockReason = day > currentDay ? 'future' : day < currentDay ? 'expired' : 'today';
  return { locked: !unlockAll && reason !== 'today', reason };
}
