import { CommunityConstants } from '@reto/contracts/community';

const MS_PER_DAY = 86_400_000;

/** The calendar date at `instant` in `timeZone` (`YYYY-MM-DD`; the member's day changes at their midnight). */
export const localDate = (instant: Date, timeZone: string): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);

/**
 * The programme day (1 to 28) of an edition group on `today`, or null outside the edition. A group
 * is named by the day after its last day (the challenge's access end), so it starts 28 days before.
 */
export function programmeDayOf(groupKey: string, today: string): number | null {
  const start = Date.parse(`${groupKey}T00:00:00Z`) - CommunityConstants.programmeDays * MS_PER_DAY;
  const day = Math.round((Date.parse(`${today}T00:00:00Z`) - start) / MS_PER_DAY) + 1;
  return day >= 1 && day <= CommunityConstants.programmeDays ? day : null;
}
