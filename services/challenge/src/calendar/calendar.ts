import { CHALLENGE_DAYS, DAYS_PER_WEEK } from '../challenge.constants.js';

/** A calendar date as `YYYY-MM-DD`. */
export type IsoDate = string;

const MS_PER_DAY = 86_400_000;
const MS_PER_MINUTE = 60_000;
const formatters = new Map<string, Intl.DateTimeFormat>();
/**
 * Answers by zone and minute (a local date changes only on a whole minute: every zone's offset is
 * whole minutes), the oldest dropped past ANSWERS_KEPT. A cold member's read asks the local date of
 * each of a month's completions (about 90 instants, each on a minute of its own), and formatting
 * one cost as much as the rest of the read together; members of a zone complete within the same
 * days, so after a few of them nearly every minute asked has been answered before. Keyed by a number
 * (the minute and the zone's index): a string key cost eight times as much to look up.
 */
const answers = new Map<number, IsoDate>();
/** About three months of minutes in one zone, or a month in three. */
const ANSWERS_KEPT = 131_072;
/** Each zone's index in the keys of `answers` (IANA names are far fewer than ZONES). */
const zoneIndexes = new Map<string, number>();
const ZONES = 4096;

const MS_PER_HOUR = 3_600_000;
/**
 * Each zone's offset from UTC (ms) through a whole UTC hour, by hour and zone (the keys of
 * `answers`' kind), null when it changes within that hour (a clock change: those minutes are
 * formatted as before). Members train at minutes of their own, more than `answers` keeps, but
 * within far fewer hours: a month of a zone is 720 of them. The oldest dropped past OFFSETS_KEPT.
 */
const hourOffsets = new Map<number, number | null>();
const OFFSETS_KEPT = 65_536;
const clockFormatters = new Map<string, Intl.DateTimeFormat>();

/** The offset from UTC of `timeZone`'s clock at `ms` (to the second). */
function offsetAt(ms: number, timeZone: string): number {
  let formatter = clockFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    clockFormatters.set(timeZone, formatter);
  }
  const clock: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {};
  for (const { type, value } of formatter.formatToParts(ms)) if (type !== 'literal') clock[type] = Number(value);
  const { year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = clock;
  return Date.UTC(year, month - 1, day, hour, minute, second) - Math.floor(ms / 1000) * 1000;
}

/** The zone's offset through the UTC hour `hour` (null: it changes within it), computed once an hour and zone. */
function offsetThrough(hour: number, zone: number, timeZone: string): number | null {
  const key = hour * ZONES + zone;
  let offset = hourOffsets.get(key);
  if (offset !== undefined) return offset;
  const first = offsetAt(hour * MS_PER_HOUR, timeZone);
  offset = first === offsetAt((hour + 1) * MS_PER_HOUR - 1000, timeZone) ? first : null;
  if (hourOffsets.size >= OFFSETS_KEPT) hourOffsets.delete(hourOffsets.keys().next().value!);
  hourOffsets.set(key, offset);
  return offset;
}

/** The zone's offset at `ms` when it holds through that whole UTC hour, else null. */
const offsetAtHour = (ms: number, zone: number, timeZone: string): number | null =>
  Number.isFinite(ms) ? offsetThrough(Math.floor(ms / MS_PER_HOUR), zone, timeZone) : null;

/**
 * The local date at `instant` in `timeZone` as a day number (days since 1970-01-01, as
 * `dayNumberOf` counts a date): what a day's arithmetic needs, without a date's text to write and
 * read back (a cold member's read asks it for each unit done).
 */
export function localDayNumber(instant: Date, timeZone: string): number {
  const zone = zoneIndexes.get(timeZone);
  const offset = zone === undefined ? null : offsetAtHour(instant.getTime(), zone, timeZone);
  return offset === null
    ? dayNumberOf(localDate(instant, timeZone))
    : Math.floor((instant.getTime() + offset) / MS_PER_DAY);
}

/** The calendar date at `instant` in `timeZone` (the member's local day: it changes at local midnight). */
export function localDate(instant: Date, timeZone: string): IsoDate {
  let zone = zoneIndexes.get(timeZone);
  if (zone === undefined && zoneIndexes.size < ZONES) zoneIndexes.set(timeZone, (zone = zoneIndexes.size));
  const ms = instant.getTime();
  const offset = zone === undefined ? null : offsetAtHour(ms, zone, timeZone);
  if (offset !== null) return new Date(ms + offset).toISOString().slice(0, 10);
  const key = zone === undefined ? undefined : Math.floor(ms / MS_PER_MINUTE) * ZONES + zone;
  const known = key === undefined ? undefined : answers.get(key);
  if (known !== undefined) return known;
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formatters.set(timeZone, formatter);
  }
  const date = formatter.format(instant);
  if (key === undefined) return date;
  // a Map iterates in insertion order: its first key is the oldest kept
  if (answers.size >= ANSWERS_KEPT) answers.delete(answers.keys().next().value!);
  answers.set(key, date);
  return date;
}

const toUtcMs = (date: IsoDate) => Date.parse(`${date}T00:00:00Z`);

/** A calendar date as a day number: days since 1970-01-01. */
export const dayNumberOf = (date: IsoDate): number => Math.round(toUtcMs(date) / MS_PER_DAY);

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
