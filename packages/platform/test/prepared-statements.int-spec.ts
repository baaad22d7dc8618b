import { DataSource } from 'typeorm';
import { preparedStatement, serviceDataSourceOptions } from '../src/database.js';
import { createTestDatabase, type TestDatabase } from '../src/testing/test-database.js';

/**
 * A hot statement marked with `preparedStatement` is parsed and planned once on each connection and
 * then only bound and run under its name; any other statement stays unnamed (planned on each run).
 */
let db: TestDatabase;
let dataSource: DataSource;

const HOT = preparedStatement('prepared-spec-hot', `SELECT $1::int + 1 AS next FROM pg_class LIMIT 1`);

beforeAll(async () => {
  db = await createTestDatabase('it_prepared');
  await db.migrate({ service: 'identity', entities: [], migrations: [] });
  const options = serviceDataSourceOptions({
    service: 'identity',
    url: db.urlFor('identity'),
    entities: [],
    migrations: [],
    queryTimeoutMs: 5_000,
  });
  // one connection: every statement below runs on the same one
  dataSource = new DataSource({ ...options, extra: { ...options.extra, max: 1 } } as typeof options);
  await dataSource.initialize();
});

afterAll(async () => {
  await dataSource?.destroy();
  await db?.drop();
});

const preparedOnTheConnection = async () =>
  (await dataSource.query('SELECT name, statement FROM pg_prepared_statements ORDER BY name')) as Array<{
    name: string;
    statement: string;
  }>;

it('prepares a marked statement once on the connection and runs it again under its name, with its own values', async () => {
  expect(await dataSource.query(HOT, [1])).toEqual([{ next: 2 }]);
  expect(await dataSource.query(HOT, [41])).toEqual([{ next: 42 }]);
  await dataSource.query(`SELECT $1::int AS unmarked`, [7]);
  expect(await preparedOnTheConnection()).toEqual([{ name: 'prepared-spec-hot', statement: HOT }]);
});

it('keeps one text a name: another text under a name taken is refused, the same one is the same statement', () => {
  expect(preparedStatement('prepared-spec-hot', HOT)).toBe(HOT);
  expect(() => preparedStatement('prepared-spec-hot', 'SELECT 2')).toThrow(/prepared-spec-hot/);
  expect(() => preparedStatement('prepared-spec-other', HOT)).toThrow();
});
