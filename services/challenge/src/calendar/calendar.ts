import { CHALLENGE_DAYS, DAYS_PER_WEEK } from '../challenge.constants.js';

/** A calendar date as `YYYY-MM-DD`. */
export type IsoDate = string;

const MS_PER_DAY = 86_400_000;
const MS_PER_MINUTE = 60_000;
const formatters = new Map<string, Intl.DateTimeFormat>();
/** Each zone's last answer: a local date changes only on a whole minute (every zone's offset is whole minutes). */
const lastAnswers = new Map<string, { minute: number; date: IsoDate }>();

/** The calendar date at `instant` in `timeZone` (the member's local day: it changes at local midnight). */
export function localDate(instant: Date, timeZone: string): IsoDate {
  const minute = Math.floor(instant.getTime() / MS_PER_MINUTE);
  const last = lastAnswers.get(timeZone);
  if (last?.minute === minute) return last.date;
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formatters.set(timeZone, formatter);
  }
  const date = formatter.format(instant);
  lastAnswers.set(timeZone, { minute, date });
  return date;
}

const toUtcMs = (date: IsoDate) => Date.parse(`${date}T00:00:00Z`);

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: IsoDate, to: IsoDate): number =>
  Math.round((toUtcMs(to) - toUtcMs(from)) / MS_PER_DAY);

export const addDays = (date: IsoDate, days: number): IsoDate =>
  new Date(toUtcMs(date) + days * MS_PER_DAY).toISOString().slice(0, 10);

export const clampDay = (day: number): number => Math.min(CHALLENGE_DAYS, Math.max(1, day));

/** The unclamped challenge day on `today` for an edition starting `startDate` (1 on the start date). */
export const rawChallengeDay = (startDate: IsoDate, today: IsoDate): number => daysBetween(startDate, today) + 1;

/** The challenge day, clamped to 1-28. */
export const challengeDay = (startDate: IsoDate, today: IsoDate): number => clampDay(rawChallengeDay(startDate, today));

/** Week number of a day: ceil(day / 7). */
export const weekOf = (day: number): number => Math.ceil(day / DAYS_PER_WEEK);

/** The rounded percentage of the challenge reached on `day` (day / 28). */
export const dayPercentage = (day: number): number => Math.round((day / CHALLENGE_DAYS) * 100);
