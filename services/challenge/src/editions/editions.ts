import { ANCHOR_DATE, ANCHOR_EDITION, CHALLENGE_DAYS } from '../challenge.constants.js';
import { addDays, daysBetween, type IsoDate } from '../calendar/calendar.js';

export interface Edition {
  number: number;
  startDate: IsoDate;
  /** The last day (day 28), inclusive. */
  endDate: IsoDate;
}

export function editionByNumber(number: number): Edition {
  const startDate = addDays(ANCHOR_DATE, (number - ANCHOR_EDITION) * CHALLENGE_DAYS);
  return { number, startDate, endDate: addDays(startDate, CHALLENGE_DAYS - 1) };
}

/** The edition running on `date` (before the anchor: the first edition, not yet started). */
export function runningEdition(date: IsoDate): Edition {
  const elapsed = daysBetween(ANCHOR_DATE, date);
  return editionByNumber(ANCHOR_EDITION + Math.max(0, Math.floor(elapsed / CHALLENGE_DAYS)));
}

/** The next edition to start after `date` (the landing's offer): 61 + elapsed cycles + 1. */
export function nextEdition(date: IsoDate): Edition {
  if (daysBetween(ANCHOR_DATE, date) < 0) return editionByNumber(ANCHOR_EDITION);
  return editionByNumber(runningEdition(date).number + 1);
}

/**
 * The edition a member enrolled on `date` joins: the running one until the end of its day
 * `untilDay`, else the next one to start.
 */
export function editionToJoin(date: IsoDate, untilDay: number): Edition {
  if (daysBetween(ANCHOR_DATE, date) < 0) return editionByNumber(ANCHOR_EDITION);
  const running = runningEdition(date);
  return daysBetween(running.startDate, date) + 1 <= untilDay ? running : editionByNumber(running.number + 1);
}
