import { DataSource } from 'typeorm';
import { serviceDataSourceOptions } from '../src/database.js';
import { PrivatePostgres } from '../src/testing/private-postgres.js';

/**
 * Each statement is bound at run time (DATABASE_QUERY_TIMEOUT_MS): a paused PostgreSQL fails the
 * statement instead of holding it, and the transaction it was in is never committed afterwards by
 * whoever gets its connection next. Over a PostgreSQL cluster of the test's own, paused (SIGSTOP).
 */
let postgres: PrivatePostgres;
let dataSource: DataSource;

beforeAll(async () => {
  postgres = await PrivatePostgres.start();
  const options = serviceDataSourceOptions({
    service: 'identity',
    url: postgres.adminUrl,
    entities: [],
    migrations: [],
    queryTimeoutMs: 1_000,
  });
  // one connection: the transaction after the cut-off one gets the same pool slot
  dataSource = new DataSource({ ...options, schema: 'public', extra: { ...options.extra, max: 1 } } as typeof options);
  await dataSource.initialize();
  await dataSource.query('CREATE TABLE marks (mark text)');
}, 60_000);

afterAll(async () => {
  postgres?.resume();
  await dataSource?.destroy().catch(() => undefined);
  await postgres?.remove();
});

it('a transaction cut off by a paused database is never committed, not even by the next transaction on its connection', async () => {
  const cutOff = dataSource.transaction(async (tx) => {
    await tx.query(`INSERT INTO marks VALUES ('cortada')`);
    postgres.pause();
    await tx.query('SELECT 1');
  });
  try {
    await expect(cutOff).rejects.toThrow(/Query read timeout/);
  } finally {
    postgres.resume();
  }
  await dataSource.transaction((tx) => tx.query(`INSERT INTO marks VALUES ('siguiente')`));
  expect(await dataSource.query('SELECT mark FROM marks ORDER BY mark')).toEqual([{ mark: 'siguiente' }]);
});
