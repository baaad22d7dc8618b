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

/** The hot statements' texts, each with the name it is prepared under (see {@link preparedStatement}). */
const prepared = new Map<string, string>();
const preparedTexts = new Map<string, string>();

/**
 * Marks `text` as a statement run often (a member's state, a completion): every connection of a
 * service parses and plans it once, under `name`, and from then on only binds and runs it, where an
 * unnamed statement is parsed and planned on each run (for a statement of several joined parts the
 * planning cost more PostgreSQL CPU than the run). Returns `text`, to be run as any other.
 */
export function preparedStatement(name: string, text: string): string {
  const named = preparedTexts.get(name);
  if (named === text) return text;
  if (named !== undefined || prepared.has(text))
    throw new Error(`prepared statements are one name a text: ${name} is taken, or its text named otherwise`);
  prepared.set(text, name);
  preparedTexts.set(name, text);
  return text;
}

/** node-postgres's error for a statement that outlived `query_timeout`. */
const isReadTimeout = (error: unknown) => error instanceof Error && error.message === 'Query read timeout';

/**
 * What a StatementBoundClient sets on the error of a failed connection or statement: whether the
 * statement could have committed something. False when it was never written to the connection (the
 * connection could not be made, or the statement was still queued), or when it was written inside
 * an open transaction and was not its COMMIT (a connection lost there ends the transaction on the
 * server, nothing of it committed); true otherwise. `mayHaveApplied` reads it.
 */
export const MAY_HAVE_COMMITTED = 'mayHaveCommitted';

type Marked = { [MAY_HAVE_COMMITTED]?: boolean };

/**
 * The error, told whether its statement could have committed. One error may be shared by several
 * statements (node-postgres fails every statement of a lost connection with the same one): the
 * first keeps it, another that disagrees gets its own copy with the original as its cause.
 */
function marked(error: unknown, mayHaveCommitted: boolean): unknown {
  if (!error || typeof error !== 'object') return error;
  const prior = (error as Marked)[MAY_HAVE_COMMITTED];
  if (prior === mayHaveCommitted) return error;
  if (prior === undefined) return Object.assign(error, { [MAY_HAVE_COMMITTED]: mayHaveCommitted });
  const { message, code } = error as { message?: string; code?: unknown };
  return Object.assign(new Error(String(message), { cause: error }), { code, [MAY_HAVE_COMMITTED]: mayHaveCommitted });
}

/**
 * A statement that writes nothing: a SELECT. The services' SELECTs read rows, take locks or send a
 * notification, and none writes a row (a data-modifying statement begins with its verb, or with
 * WITH), so one cut on its way applied nothing, inside a transaction or not.
 */
const READS = /^\s*select\b/i;
/** A statement that ends a transaction block by committing it (COMMIT, END, COMMIT AND CHAIN). */
const COMMITS = /^\s*(commit|end)\b/i;

type Callback = (error: Error | null, result?: unknown) => void;
type PgInternals = { pipeline?: boolean; getTransactionStatus?: () => string | null };

/**
 * A node-postgres client that closes its connection when a statement outlives `query_timeout`.
 * node-postgres only stops waiting: the statement stays on the connection, and what was queued
 * behind it (TypeORM's ROLLBACK) is dropped unsent, so the pool would hand out a connection still
 * inside the abandoned transaction, and the next transaction's COMMIT would commit both. A closed
 * connection ends that transaction on the server instead (nothing of it is committed), and the
 * pool makes a new one.
 *
 * It also tells, on each error, whether the statement could have committed (MAY_HAVE_COMMITTED):
 * a connection refused or cut before the statement was written, a statement cut inside an open
 * transaction before its COMMIT, and a read (`READS`), applied nothing; only a write on its way
 * outside a transaction block, or a COMMIT on its way, may have. The moment of writing is the one node-postgres calls the
 * query's `submit`, with the transaction status the server reported just before.
 */
export class StatementBoundClient extends pg.Client {
  constructor(config?: string | pg.ClientConfig) {
    super(config);
    // the cut connection's end is reported to whoever holds the client (TypeORM, the pool): never a crash
    this.on('error', () => undefined);
    const query = this.query.bind(this) as (...args: unknown[]) => unknown;
    const connect = this.connect.bind(this) as (callback?: Callback) => Promise<void> | undefined;
    const cut = () => (this as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
    const internals = this as unknown as PgInternals;
    /** Whether a statement written now could commit: a write outside a transaction block, or a COMMIT. */
    const couldCommit = (text: unknown) => {
      if (typeof text === 'string' && READS.test(text)) return false;
      if (internals.pipeline) return true; // statements are written ahead of the status: no telling
      const status = internals.getTransactionStatus?.();
      return (status !== 'T' && status !== 'E') || (typeof text === 'string' && COMMITS.test(text));
    };
    Object.assign(this, {
      connect: (callback?: Callback) =>
        callback
          ? connect((error) => callback(error ? (marked(error, false) as Error) : null))
          : connect()?.catch((error: unknown) => {
              throw marked(error, false);
            }),
      query: (...args: unknown[]) => {
        const [config, values] = args;
        const plain =
          config !== null &&
          config !== undefined &&
          typeof (config as { submit?: unknown }).submit !== 'function' &&
          !args.some((arg) => typeof arg === 'function');
        if (!plain) {
          const result = query(...args);
          if (result instanceof Promise) result.catch((error: unknown) => isReadTimeout(error) && cut());
          return result;
        }
        // A query of our own making, to see the moment node-postgres writes it to the connection.
        const name = typeof config === 'string' ? prepared.get(config) : undefined;
        const statement = new pg.Query(
          (name === undefined ? config : { name, text: config }) as pg.QueryConfig,
          values as unknown[] | undefined,
        ) as pg.Query & {
          text?: string;
          callback?: Callback;
        };
        let committing = false;
        const submit = statement.submit.bind(statement);
        statement.submit = (connection) => {
          committing = couldCommit(statement.text);
          return submit(connection);
        };
        return new Promise((resolve, reject) => {
          statement.callback = (error, result) => {
            if (!error) return resolve(result);
            if (isReadTimeout(error)) cut();
            reject(marked(error, committing));
          };
          query(statement);
        });
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
    Client: StatementBoundClient,
    ...(db.queryTimeoutMs === undefined
      ? {}
      : { statement_timeout: db.queryTimeoutMs, query_timeout: db.queryTimeoutMs }),
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
