import type { MigrationInterface, QueryRunner } from 'typeorm';

/** What was sent is kept a week (the scan purges older days): an index to find them by their day. */
export class ReminderDeliveriesByDate1764700000100 implements MigrationInterface {
  name = 'ReminderDeliveriesByDate1764700000100';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE INDEX reminder_deliveries_local_date ON reminder_deliveries (local_date)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX reminder_deliveries_local_date`);
  }
}
