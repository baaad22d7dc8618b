import type { MigrationInterface } from 'typeorm';
import { tableMigration } from '../migrations.js';

/** The outbox table, the same in every service's schema; `timestamp` orders it among the service's migrations. */
export function createOutboxMigration(timestamp: number): new () => MigrationInterface {
  return tableMigration('CreateOutbox', timestamp, 'outbox', async (db) => {
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
  });
}
