import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A migration class as TypeORM takes it in a data source's `migrations`. */
export type MigrationClass = new () => MigrationInterface;

/**
 * A migration named `<name><timestamp>`, the name TypeORM records and orders by, so that it takes
 * its place among the service's own migrations whatever module built it.
 */
export function namedMigration(
  name: string,
  timestamp: number,
  up: (db: QueryRunner) => Promise<void>,
  down: (db: QueryRunner) => Promise<void>,
): MigrationClass {
  return class implements MigrationInterface {
    name = `${name}${timestamp}`;
    up = up;
    down = down;
  };
}

/** The SQL statements of each direction of a migration, run in order. */
export interface SqlSteps {
  up: readonly string[];
  down: readonly string[];
}

/** A migration that is only SQL: `up` runs its statements in order, `down` runs its own to undo them. */
export function sqlMigration(name: string, timestamp: number, steps: SqlSteps): MigrationClass {
  const run = (statements: readonly string[]) => async (db: QueryRunner) => {
    for (const statement of statements) await db.query(statement);
  };
  return namedMigration(name, timestamp, run(steps.up), run(steps.down));
}

/**
 * A migration that adds one of the platform's tables (the outbox, processed_events,
 * single_use_tokens) to a service's schema; `down` drops the table.
 */
export function tableMigration(
  name: string,
  timestamp: number,
  table: string,
  up: (db: QueryRunner) => Promise<void>,
): MigrationClass {
  return namedMigration(name, timestamp, up, async (db) => {
    await db.query(`DROP TABLE ${table}`);
  });
}
