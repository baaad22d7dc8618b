import { sqlMigration } from '@reto/platform';

/** What was sent is kept a week (the scan purges older days): an index to find them by their day. */
export const ReminderDeliveriesByDate1764700000100 = sqlMigration('ReminderDeliveriesByDate', 1764700000100, {
  up: [`CREATE INDEX reminder_deliveries_local_date ON reminder_deliveries (local_date)`],
  down: [`DROP INDEX reminder_deliveries_local_date`],
});
