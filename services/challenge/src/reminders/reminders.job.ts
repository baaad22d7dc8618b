import { repeatingJob } from '@reto/platform';
import type { ChallengeConfig } from '../challenge.config.js';
import { REMINDERS_QUEUE } from '../challenge.constants.js';
import { ReminderScheduler } from './reminder-scheduler.service.js';

/** Runs {@link ReminderScheduler} every REMINDER_SCAN_MS, one scan at a time across replicas (BullMQ). */
export const RemindersJob = repeatingJob({
  queue: REMINDERS_QUEUE,
  scheduler: 'send-reminders',
  job: 'scan',
  every: (config: ChallengeConfig) => config.REMINDER_SCAN_MS,
  runs: ReminderScheduler,
  run: (scheduler) => scheduler.sendDue(),
});
