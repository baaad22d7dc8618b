import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The outbox table, the same in every service's schema; `timestamp` orders it among the service's migrations. */
export function createOutboxMigration(timestamp: number): new () => MigrationInterface {
  return class CreateOutbox implements MigrationInterface {
    name = `CreateOutbox${timestamp}`;

    async up(db: QueryRunner): Promise<void> {
      await db.query(`
        CREATE TABLE outbox (
          id           bigserial PRIMARY KEY,
          subject      text NOT NULL,
          payload      jsonb NOT NULL,
          msg_id       uuid NOT NULL UNIQUE,
          created_at   timestamptz NOT NULL DEFAULT now(),
          published_at timestamptz,
          attempts     integer NOT NULL DEFAULT 0
        )`);
      await db.query(`CREATE INDEX outbox_unpublished_idx ON outbox (id) WHERE published_at IS NULL`);
    }

    async down(db: QueryRunner): Promise<void> {
      await db.query(`DROP TABLE outbox`);
    }
  };
}
