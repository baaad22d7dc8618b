import { sqlMigration } from '@reto/platform';

/**
 * Renewal reminders: a member is e-mailed 3 days before each renewal, once a period. The
 * period end a reminder went out for is kept on the subscription; a new period end is a new reminder.
 */
export const RenewalReminders1763700600000 = sqlMigration('RenewalReminders', 1763700600000, {
  up: [
    `ALTER TABLE subscriptions ADD COLUMN renewal_reminded_for timestamptz`,
    `CREATE INDEX subscriptions_renewing_idx ON subscriptions (current_period_end)
            WHERE status = 'active' AND NOT cancel_at_period_end`,
  ],
  down: [`DROP INDEX subscriptions_renewing_idx`, `ALTER TABLE subscriptions DROP COLUMN renewal_reminded_for`],
});
