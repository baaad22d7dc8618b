import { DataSource } from 'typeorm';
import { serviceDataSourceOptions } from '../src/database.js';
import { sqlMigration } from '../src/migrations.js';
import { createTestDatabase, type TestDatabase } from '../src/testing/test-database.js';

const Notes1700000000000 = sqlMigration('Notes', 1700000000000, {
  up: [
    `CREATE TABLE notes (id integer PRIMARY KEY, body text NOT NULL)`,
    `INSERT INTO notes VALUES (1, 'uno'), (2, 'dos')`,
  ],
  down: [`DELETE FROM notes`, `DROP TABLE notes`],
});
const service = { service: 'admin' as const, entities: [], migrations: [Notes1700000000000] };

let database: TestDatabase;
let dataSource: DataSource;

beforeAll(async () => {
  database = await createTestDatabase('it_sql_migration');
  await database.migrate(service);
  dataSource = await new DataSource(
    serviceDataSourceOptions({ ...service, url: database.urlFor('admin') }),
  ).initialize();
});

afterAll(async () => {
  await dataSource?.destroy();
  await database?.drop();
});

describe('a migration written as SQL statements', () => {
  it('runs its up statements in order, is recorded under its name and timestamp, and its down statements undo it', async () => {
    expect(await dataSource.query(`SELECT id, body FROM notes ORDER BY id`)).toEqual([
      { id: 1, body: 'uno' },
      { id: 2, body: 'dos' },
    ]);
    expect(await dataSource.query(`SELECT timestamp::text, name FROM migrations`)).toEqual([
      { timestamp: '1700000000000', name: 'Notes1700000000000' },
    ]);

    await dataSource.undoLastMigration({ transaction: 'each' });
    expect(await dataSource.query(`SELECT to_regclass('notes') AS notes`)).toEqual([{ notes: null }]);
    expect(await dataSource.query(`SELECT name FROM migrations`)).toEqual([]);
  });
});
