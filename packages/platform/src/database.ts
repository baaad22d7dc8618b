import type { ServiceName } from '@reto/contracts';
import pg from 'pg';
import { DataSource, type DataSourceOptions, type MixedList, type EntitySchema } from 'typeorm';
import { ProcessedEventEntity, createProcessedEventsMigration } from './events/processed-event.entity.js';
import { OutboxEntity } from './outbox/outbox.entity.js';
import { createOutboxMigration } from './outbox/outbox.migration.js';
import {
  addSingleUseTokenAddressMigration,
  createSingleUseTokensMigration,
  SingleUseTokenEntity,
} from './tokens/single-use-token.entity.js';

export interface ServiceDatabase {
  service: ServiceName;
  url: string;
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  entities: MixedList<Function | string | EntitySchema>;
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  migrations: MixedList<Function | string>;
  /**
   * The longest one statement may take at run time (ms): the server cancels it (`statement_timeout`)
   * and the client stops waiting (`query_timeout`, which also covers a server that hangs without
   * answering). Unset (migrations, seeds): no bound.
   */
  queryTimeoutMs?: number;
}

// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
type EntityTarget = Function | string | EntitySchema;
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
type MigrationTarget = Function | string;

/** A service's own tables, and the points of its history where the platform's event tables came. */
export interface ServiceTables {
  service: ServiceName;
  entities: EntityTarget[];
  migrations: MigrationTarget[];
  /** The timestamp of the migration that created its outbox: the service publishes events. */
  outboxAt?: number;
  /** The timestamp of the migration that created its processed_events: the service consumes events. */
  processedEventsAt?: number;
  /** Where its single_use_tokens table comes (it mails single-use links), and the table moved into it, if any. */
  singleUseTokens?: { at: number; from?: Parameters<typeof createSingleUseTokensMigration>[1] };
}

/**
 * A service's database: its own entities and migrations, plus the outbox and processed_events
 * tables where it publishes or consumes events, and single_use_tokens where it mails single-use links. TypeORM applies the migrations in timestamp order.
 */
export function serviceDatabase(tables: ServiceTables): Omit<ServiceDatabase, 'url'> {
  const { service, entities, migrations, outboxAt, processedEventsAt, singleUseTokens } = tables;
  const platform = [
    ...(singleUseTokens === undefined
      ? []
      : [[SingleUseTokenEntity, createSingleUseTokensMigration(singleUseTokens.at, singleUseTokens.from)] as const]),
    ...(outboxAt === undefined ? [] : [[OutboxEntity, createOutboxMigration(outboxAt)] as const]),
    ...(processedEventsAt === undefined
      ? []
      : [[ProcessedEventEntity, createProcessedEventsMigration(processedEventsAt)] as const]),
  ];
  const later = singleUseTokens === undefined ? [] : [addSingleUseTokenAddressMigration(singleUseTokens.at)];
  return {
    service,
    entities: [...entities, ...platform.map(([entity]) => entity)],
    migrations: [...migrations, ...platform.map(([, migration]) => migration), ...later],
  };
}

/** Whether the service keeps an outbox (and so runs the relay that publishes it). */
export const publishesEvents = (db: Pick<ServiceDatabase, 'entities'>): boolean =>
  Array.isArray(db.entities) && db.entities.includes(OutboxEntity);

/** node-postgres's error for a statement that outlived `query_timeout`. */
const isReadTimeout = (error: unknown) => error instanceof Error && error.message === 'Query read timeout';

/**
 * A node-postgres client that closes its connection when a statement outlives `query_timeout`.
 * node-postgres only stops waiting: the statement stays on the connection, and what was queued
 * behind it (TypeORM's ROLLBACK) is dropped unsent, so the pool would hand out a connection still
 * inside the abandoned transaction, and the next transaction's COMMIT would commit both. A closed
 * connection ends that transaction on the server instead (nothing of it is committed), and the
 * pool makes a new one.
 */
export class StatementBoundClient extends pg.Client {
  constructor(config?: string | pg.ClientConfig) {
    super(config);
    // the cut connection's end is reported to whoever holds the client (TypeORM, the pool): never a crash
    this.on('error', () => undefined);
    const query = this.query.bind(this) as (...args: unknown[]) => unknown;
    const cut = () => (this as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
    Object.assign(this, {
      query: (...args: unknown[]) => {
        const result = query(...args);
        if (result instanceof Promise) result.catch((error: unknown) => isReadTimeout(error) && cut());
        return result;
      },
    });
  }
}

/** The TypeORM options of a service: its own schema, its own migrations table, never synchronize. */
export const serviceDataSourceOptions = (db: ServiceDatabase): DataSourceOptions => ({
  type: 'postgres',
  url: db.url,
  schema: db.service,
  entities: db.entities,
  migrations: db.migrations,
  migrationsTableName: 'migrations',
  migrationsTransactionMode: 'each',
  synchronize: false,
  migrationsRun: false,
  applicationName: db.service,
  extra: {
    max: 10,
    connectionTimeoutMillis: 5000,
    ...(db.queryTimeoutMs === undefined
      ? {}
      : { statement_timeout: db.queryTimeoutMs, query_timeout: db.queryTimeoutMs, Client: StatementBoundClient }),
  },
});

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;
const quoteLiteral = (value: string) => `'${value.replaceAll("'", "''")}'`;

/**
 * Creates (when missing) the database named in the service URL, the service's login role with the
 * URL's password, and its schema owned by that role and closed to everyone else. Only the roles of
 * the services provisioned in a database may connect to it (CONNECT revoked from PUBLIC, granted
 * per role), so a service's role cannot open another service's database. Idempotent.
 */
export async function provisionServiceDatabase(
  adminUrl: string,
  service: ServiceName,
  serviceUrl: string,
): Promise<void> {
  const target = new URL(serviceUrl);
  const database = decodeURIComponent(target.pathname.slice(1));
  const role = decodeURIComponent(target.username) || service;
  const password = decodeURIComponent(target.password) || service;

  const admin = new URL(adminUrl);
  const server = new pg.Client({ connectionString: adminUrl });
  await server.connect();
  try {
    const exists = await server.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (exists.rowCount === 0) await ignoreDuplicate(server.query(`CREATE DATABASE ${quoteIdent(database)}`));
    await ignoreDuplicate(
      server.query(`DO $$ BEGIN
        IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = ${quoteLiteral(role)}) THEN
          CREATE ROLE ${quoteIdent(role)} LOGIN PASSWORD ${quoteLiteral(password)};
        END IF;
      END $$`),
    );
    await server.query(`REVOKE CONNECT, TEMPORARY ON DATABASE ${quoteIdent(database)} FROM PUBLIC`);
    await server.query(`GRANT CONNECT, TEMPORARY ON DATABASE ${quoteIdent(database)} TO ${quoteIdent(role)}`);
  } finally {
    await server.end();
  }

  admin.pathname = `/${encodeURIComponent(database)}`;
  const db = new pg.Client({ connectionString: admin.toString() });
  await db.connect();
  try {
    await ignoreDuplicate(
      db.query(`CREATE SCHEMA IF NOT EXISTS ${quoteIdent(service)} AUTHORIZATION ${quoteIdent(role)}`),
    );
    await db.query(`REVOKE ALL ON SCHEMA ${quoteIdent(service)} FROM PUBLIC`);
    await db.query(`REVOKE CREATE ON SCHEMA public FROM PUBLIC`);
    await db.query(
      `ALTER ROLE ${quoteIdent(role)} IN DATABASE ${quoteIdent(database)} SET search_path = ${quoteIdent(service)}`,
    );
  } finally {
    await db.end();
  }
}

/** PostgreSQL's SQLSTATE of a failed statement (`23505`: unique_violation …), when it has one. */
const sqlState = (error: unknown): string | undefined => (error as { code?: string } | null)?.code;

/** A unique index refused the row: two writers raced for the same key, and the index decided. */
export const isUniqueViolation = (error: unknown): boolean => sqlState(error) === '23505';

/** Concurrent provisioning (replicas, parallel test files) may race on the same CREATE. */
async function ignoreDuplicate(query: Promise<unknown>): Promise<void> {
  try {
    await query;
  } catch (error) {
    const code = sqlState(error);
    if (!isUniqueViolation(error) && code !== '42P04' && code !== '42710' && code !== '42P06') throw error;
  }
}

/** Runs a service's pending migrations, provisioning its role and schema first when an admin URL is given. */
export async function migrateServiceDatabase(db: ServiceDatabase, adminUrl?: string): Promise<string[]> {
  if (adminUrl) await provisionServiceDatabase(adminUrl, db.service, db.url);
  const dataSource = new DataSource(serviceDataSourceOptions(db));
  await dataSource.initialize();
  try {
    const applied = await dataSource.runMigrations({ transaction: 'each' });
    return applied.map((migration) => migration.name);
  } finally {
    await dataSource.destroy();
  }
}
