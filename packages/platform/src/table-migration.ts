import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A migration that adds one of the platform's tables (the outbox, processed_events,
 * single_use_tokens) to a service's schema: named `<name><timestamp>`, so that it takes its place
 * among the service's own migrations and TypeORM records it under that name; `down` drops the table.
 */
export function tableMigration(
  name: string,
  timestamp: number,
  table: string,
  up: (db: QueryRunner) => Promise<void>,
): new () => MigrationInterface {
  return class implements MigrationInterface {
    name = `${name}${timestamp}`;
    up = up;

    async down(db: QueryRunner): Promise<void> {
      await db.query(`DROP TABLE ${table}`);
    }
  };
}
