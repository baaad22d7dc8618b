import { DataSource } from 'typeorm';
import { serviceDataSourceOptions } from '../src/database.js';
import { isStoreUnavailable, mayHaveApplied } from '../src/rpc/store-outage.js';
import { NatsProxy } from '../src/testing/nats-proxy.js';
import { createTestDatabase, testAdminUrl, type TestDatabase } from '../src/testing/test-database.js';

/**
 * Whether a statement cut off by a database outage may have been applied, as the service's own
 * client reports it over a real PostgreSQL (reached through a TCP proxy: `cut()` drops the
 * connections and refuses new ones). node-postgres words a connection refused at connect and one
 * cut mid-statement alike ("Connection terminated unexpectedly"); only the second may have applied.
 */
let database: TestDatabase;
let link: NatsProxy;
let dataSource: DataSource;

beforeAll(async () => {
  database = await createTestDatabase('outcome');
  const admin = new URL(testAdminUrl());
  admin.port ||= '5432';
  admin.pathname = '/postgres';
  const { Client } = await import('pg');
  const creator = new Client({ connectionString: admin.toString() });
  await creator.connect();
  await creator.query(`CREATE DATABASE "${database.name}"`);
  await creator.end();
  admin.pathname = `/${database.name}`;
  link = await NatsProxy.start(admin.toString());
  const options = serviceDataSourceOptions({
    service: 'identity',
    url: link.url,
    entities: [],
    migrations: [],
    queryTimeoutMs: 10_000,
  });
  dataSource = new DataSource({ ...options, schema: 'public' } as typeof options);
  await dataSource.initialize();
  await dataSource.query('CREATE TABLE marks (mark text)');
  // A COMMIT that takes its time: a deferred constraint trigger sleeps at commit.
  await dataSource.query(`CREATE FUNCTION slow_commit() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN PERFORM pg_sleep(1.5); RETURN NULL; END $$`);
  await dataSource.query(`CREATE CONSTRAINT TRIGGER slow_commit AFTER INSERT ON marks
    DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (NEW.mark LIKE 'lenta%') EXECUTE FUNCTION slow_commit()`);
}, 60_000);

afterAll(async () => {
  link?.restore();
  await dataSource?.destroy().catch(() => undefined);
  await link?.close();
  await database?.drop();
});

afterEach(() => link.restore());

/** The error `work` fails with once the link is cut `afterMs` after it started. */
async function cutDuring(work: () => Promise<unknown>, afterMs: number): Promise<unknown> {
  const running = work().then(
    () => {
      throw new Error('it succeeded');
    },
    (error: unknown) => error,
  );
  await new Promise((resolve) => setTimeout(resolve, afterMs));
  link.cut();
  return running;
}

const marks = async () => {
  link.restore();
  const rows: Array<{ mark: string }> = await dataSource.query('SELECT mark FROM marks ORDER BY mark');
  return rows.map(({ mark }) => mark);
};

const outcome = (error: unknown) => ({
  message: (error as Error).message,
  unavailable: isStoreUnavailable(error),
  mayHaveApplied: mayHaveApplied(error),
});

it('a connection refused before any statement was written: unavailable, nothing applied (the same words as a cut mid-statement)', async () => {
  link.cut();
  // the pool has heard its idle connections close: the statement needs a new one, which is refused
  await new Promise((resolve) => setTimeout(resolve, 200));
  const error = await dataSource.query(`INSERT INTO marks VALUES ('rechazada')`).catch((failure: unknown) => failure);
  expect(outcome(error)).toEqual({
    message: expect.stringMatching(/Connection terminated unexpectedly/),
    unavailable: true,
    mayHaveApplied: false,
  });
  const inTransaction = await dataSource
    .transaction((tx) => tx.query(`INSERT INTO marks VALUES ('rechazada')`))
    .catch((failure: unknown) => failure);
  expect(outcome(inTransaction)).toMatchObject({ unavailable: true, mayHaveApplied: false });
  expect(await marks()).not.toContain('rechazada');
});

it('a write outside a transaction cut on its way: it may have been applied', async () => {
  const error = await cutDuring(
    () => dataSource.query(`INSERT INTO marks SELECT 'fuera de transacción' FROM pg_sleep(1.5)`),
    300,
  );
  expect(outcome(error)).toEqual({
    message: expect.stringMatching(/Connection terminated unexpectedly/),
    unavailable: true,
    mayHaveApplied: true,
  });
});

it('a read cut on its way (a sign-in looking its account up on a connection just lost): unavailable, nothing applied', async () => {
  const error = await cutDuring(() => dataSource.query(`SELECT pg_sleep(1.5)`), 300);
  expect(outcome(error)).toEqual({
    message: expect.stringMatching(/Connection terminated unexpectedly/),
    unavailable: true,
    mayHaveApplied: false,
  });
});

it('a statement cut inside a transaction before its COMMIT: nothing applied, and nothing is', async () => {
  const error = await cutDuring(
    () =>
      dataSource.transaction(async (tx) => {
        await tx.query(`INSERT INTO marks VALUES ('sin commit')`);
        await tx.query(`SELECT pg_sleep(1.5)`);
      }),
    300,
  );
  expect(outcome(error)).toMatchObject({ unavailable: true, mayHaveApplied: false });
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  expect(await marks()).not.toContain('sin commit');
});

it('a COMMIT cut on its way: it may have been applied, and it is', async () => {
  const error = await cutDuring(
    () => dataSource.transaction((tx) => tx.query(`INSERT INTO marks VALUES ('lenta')`)),
    500,
  );
  expect(outcome(error)).toMatchObject({ unavailable: true, mayHaveApplied: true });
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  expect(await marks()).toContain('lenta');
});

it('a connection lost while its transaction did other work (a hash, a call) between statements: the next statement is unavailable, nothing applied', async () => {
  const error = await cutDuring(
    () =>
      dataSource.transaction(async (tx) => {
        await tx.query(`INSERT INTO marks VALUES ('entre sentencias')`);
        await new Promise((resolve) => setTimeout(resolve, 600));
        await tx.query(`INSERT INTO marks VALUES ('entre sentencias 2')`);
      }),
    300,
  );
  expect(outcome(error)).toMatchObject({ unavailable: true, mayHaveApplied: false });
  expect(await marks()).not.toContain('entre sentencias');
});
