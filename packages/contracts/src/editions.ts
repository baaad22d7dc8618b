import { z } from 'zod';

/**
 * The edition calendar, one rule for every service (DECISIONS.md 4): edition 61 starts on
 * 2025-07-21 and one starts every 28 days; a member enrolled on a date joins the running edition
 * until the end of its day ENROL_CURRENT_UNTIL_DAY (in UTC), else the next one. The challenge
 * service enrols by it; billing charges by it (a period is an edition: it starts and renews on an
 * edition's first day); the admin service attributes a payment to the edition it bought by it.
 */
export const EDITION_CALENDAR = {
  anchorDate: '2025-07-21',
  anchorEdition: 61,
  days: 28,
} as const;

/** Until the end of this day of the running edition, a new member joins it, unless the setting says otherwise. */
export const DEFAULT_ENROL_CURRENT_UNTIL_DAY = 3;

/** The setting `ENROL_CURRENT_UNTIL_DAY`, read alike by every service that applies the rule. */
export const enrolCurrentUntilDaySetting = z.coerce
  .number()
  .int()
  .min(0)
  .max(EDITION_CALENDAR.days)
  .default(DEFAULT_ENROL_CURRENT_UNTIL_DAY);

/** A calendar date as `YYYY-MM-DD`. */
type IsoDate = string;

export interface Edition {
  number: number;
  startDate: IsoDate;
  /** The last day (day 28), inclusive. */
  endDate: IsoDate;
}

const MS_PER_DAY = 86_400_000;
const toUtcMs = (date: IsoDate) => Date.parse(`${date}T00:00:00Z`);
const daysFrom = (from: IsoDate, to: IsoDate): number => Math.round((toUtcMs(to) - toUtcMs(from)) / MS_PER_DAY);
const plusDays = (date: IsoDate, days: number): IsoDate =>
  new Date(toUtcMs(date) + days * MS_PER_DAY).toISOString().slice(0, 10);

export function editionByNumber(number: number): Edition {
  const { anchorDate, anchorEdition, days } = EDITION_CALENDAR;
  const startDate = plusDays(anchorDate, (number - anchorEdition) * days);
  return { number, startDate, endDate: plusDays(startDate, days - 1) };
}

/**
 * The calendar date at the instant `at` in the IANA time zone `timeZone` (a member's day: on an
 * edition's first day a member west of UTC is still on the day before for some hours).
 */
export const dateIn = (timeZone: string, at: Date = new Date()): IsoDate =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);

/** The edition running on `date` (before the anchor: the first edition, not yet started). */
export function runningEdition(date: IsoDate): Edition {
  const { anchorDate, anchorEdition, days } = EDITION_CALENDAR;
  const elapsed = daysFrom(anchorDate, date);
  return editionByNumber(anchorEdition + Math.max(0, Math.floor(elapsed / days)));
}

/** The next edition to start after `date` (the landing's offer): 61 + elapsed cycles + 1. */
export function nextEdition(date: IsoDate): Edition {
  if (daysFrom(EDITION_CALENDAR.anchorDate, date) < 0) return editionByNumber(EDITION_CALENDAR.anchorEdition);
  return editionByNumber(runningEdition(date).number + 1);
}

/**
 * The edition a member enrolled on `date` joins: the running one until the end of its day
 * `untilDay`, else the next one to start.
 */
export function editionToJoin(date: IsoDate, untilDay: number): Edition {
  if (daysFrom(EDITION_CALENDAR.anchorDate, date) < 0) return editionByNumber(EDITION_CALENDAR.anchorEdition);
  const running = runningEdition(date);
  return daysFrom(running.startDate, date) + 1 <= untilDay ? running : editionByNumber(running.number + 1);
}

/** The edition a purchase made at the instant `at` buys: the one its buyer is enrolled in (the UTC day decides). */
export const editionBoughtAt = (at: Date, untilDay: number): Edition =>
  editionToJoin(at.toISOString().slice(0, 10), untilDay);

/**
 * The days whose purchases buy `edition` (inclusive, UTC): from day `untilDay` + 1 of the edition
 * before to day `untilDay` of this one. The sales page's visits of those days are its funnel's.
 */
export function salesWindow(edition: number, untilDay: number): { from: IsoDate; to: IsoDate } {
  return {
    from: plusDays(editionByNumber(edition - 1).startDate, untilDay),
    to: plusDays(editionByNumber(edition).startDate, untilDay - 1),
  };
}

/** The instant edition `number` starts (its day 1 at 00:00 UTC). */
export const editionStartsAt = (number: number): Date => new Date(toUtcMs(editionByNumber(number).startDate));

/** When the period bought with edition `edition` ends and the next charge falls: the next edition's first day. */
export const periodEndOfEdition = (edition: number): Date => editionStartsAt(edition + 1);

/** The first edition start strictly after `instant` (where a period that started at `instant` renews). */
export function nextEditionStartAfter(instant: Date): Date {
  const { anchorDate, anchorEdition, days } = EDITION_CALENDAR;
  const cycles = Math.floor((instant.getTime() - toUtcMs(anchorDate)) / (days * MS_PER_DAY));
  return editionStartsAt(Math.max(anchorEdition, anchorEdition + cycles + 1));
}
