import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Renewal reminders: a member is e-mailed 3 days before each renewal, once a period. The
 * period end a reminder went out for is kept on the subscription; a new period end is a new reminder.
 */
export class RenewalReminders1763700600000 implements MigrationInterface {
  name = 'RenewalReminders1763700600000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE subscriptions ADD COLUMN renewal_reminded_for timestamptz`);
    await db.query(
      `CREATE INDEX subscriptions_renewing_idx ON subscriptions (current_period_end)
        WHERE status = 'active' AND NOT cancel_at_period_end`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX subscriptions_renewing_idx`);
    await db.query(`ALTER TABLE subscriptions DROP COLUMN renewal_reminded_for`);
  }
}
