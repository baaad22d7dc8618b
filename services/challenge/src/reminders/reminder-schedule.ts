import { STREAK_NUDGE_TIME, type ReminderKind } from '@reto/contracts';
import { nextOccurrence, passedToday } from './reminder-time.js';
import type { ReminderProfile } from './reminders.repository.js';

/** Whether the member wants their `kind` reminder at all: switched on, and through at least one channel. */
const wants = (kind: ReminderKind, profile: ReminderProfile): boolean =>
  (kind === 'daily' ? profile.dailyReminder : profile.streakNudge) && (profile.email || profile.push);

/** The local time of the member's `kind` reminder: their chosen time, or the evening for the nudge. */
const localTimeOf = (kind: ReminderKind, profile: ReminderProfile): string =>
  kind === 'daily' ? profile.reminderTime : STREAK_NUDGE_TIME;

/** When the member's `kind` reminder is next due after `after`, in their timezone; null when they want none. */
export const nextDue = (kind: ReminderKind, profile: ReminderProfile, after: Date): Date | null =>
  wants(kind, profile) ? nextOccurrence(profile.timezone, localTimeOf(kind, profile), after) : null;

/**
 * Whether the member's `kind` reminder is due for their local today at `now`: its time today has
 * come. A reminder left from an earlier day whose time today has not come yet is stale (dropped).
 */
export const dueToday = (kind: ReminderKind, profile: ReminderProfile, now: Date): boolean =>
  wants(kind, profile) && passedToday(profile.timezone, localTimeOf(kind, profile), now);
