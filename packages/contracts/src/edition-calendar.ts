/**
 * The edition calendar, one rule for every service: editions of 28 days follow one another from
 * the anchor (edition 61 starts on 2025-07-21, at 00:00 UTC); a payment joins the running edition
 * until the end of its day 3, else the next one. Challenge enrols by it, billing charges by it (a
 * period is an edition: it starts and renews on an edition's first day) and the admin service
 * attributes payments by it.
 */
export const EDITION_CALENDAR = {
  anchorDate: '2025-07-21',
  anchorEdition: 61,
  days: 28,
  joinRunningUntilDay: 3,
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;
const anchorMs = () => Date.parse(`${EDITION_CALENDAR.anchorDate}T00:00:00Z`);

/** The instant edition `number` starts (its day 1 at 00:00 UTC). */
export function editionStartsAt(number: number): Date {
  return new Date(anchorMs() + (number - EDITION_CALENDAR.anchorEdition) * EDITION_CALENDAR.days * DAY_MS);
}

/** The edition a payment made at `paidAt` buys (before the anchor: the first edition). */
export function editionBoughtAt(paidAt: Date): number {
  const { anchorEdition, days, joinRunningUntilDay } = EDITION_CALENDAR;
  const elapsed = Math.floor((paidAt.getTime() - anchorMs()) / DAY_MS);
  if (elapsed < 0) return anchorEdition;
  const running = anchorEdition + Math.floor(elapsed / days);
  const dayOfRunning = (elapsed % days) + 1;
  return dayOfRunning <= joinRunningUntilDay ? running : running + 1;
}

/**
 * When the period bought with edition `edition` ends and the next charge falls: the first day of
 * the edition after it.
 */
export function periodEndOfEdition(edition: number): Date {
  return editionStartsAt(edition + 1);
}

/** The first edition start strictly after `instant` (where a period that started at `instant` renews). */
export function nextEditionStartAfter(instant: Date): Date {
  const { anchorEdition, days } = EDITION_CALENDAR;
  const cycles = Math.floor((instant.getTime() - anchorMs()) / (days * DAY_MS));
  return editionStartsAt(Math.max(anchorEdition, anchorEdition + cycles + 1));
}
