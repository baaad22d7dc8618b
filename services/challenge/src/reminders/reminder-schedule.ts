import type { ReminderKind } from '@reto/contracts';
import { STREAK_NUDGE_TIME } from '../challenge.constants.js';
import { nextOccurrence } from './reminder-time.js';
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
