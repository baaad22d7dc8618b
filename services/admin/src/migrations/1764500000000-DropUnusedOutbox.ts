import { createOutboxMigration } from '@reto/platform';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The admin service records the audit log and publishes nothing: the outbox its first migration
 * made was never written, and no relay polls it any more.
 */
export class DropUnusedOutbox1764500000000 implements MigrationInterface {
  name = 'DropUnusedOutbox1764500000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE IF EXISTS outbox`);
  }

  async down(db: QueryRunner): Promise<void> {
    await new (createOutboxMigration(1763700000100))().up(db);
  }
}
