import type { MigrationInterface } from 'typeorm';
import { createTestDatabase, type TestDatabase } from '@reto/platform/testing';
import pg from 'pg';
import { reviewsDatabase } from '../src/reviews.database.js';

/**
 * The buyers' projection moving to billing's payment states (1764900000000) on rows of the old
 * shape: a payment not refunded stays a buyer's, a refunded one does not, and both are version 0,
 * so any state billing publishes replaces them.
 */
const STATES_AT = 1764900000000;
type MigrationClass = new () => MigrationInterface;
const timestampOf = (migration: MigrationClass): number =>
  Number(/(\d{13})$/.exec(new migration().name ?? '')?.[1] ?? 0);

let db: TestDatabase;
let sql: pg.Client;

beforeAll(async () => {
  db = await createTestDatabase('buyerstates');
  await db.migrate({
    ...reviewsDatabase,
    migrations: (reviewsDatabase.migrations as MigrationClass[]).filter(
      (migration) => timestampOf(migration) < STATES_AT,
    ),
  });
  sql = new pg.Client({ connectionString: db.urlFor('reviews') });
  await sql.connect();
  await sql.query('SET search_path TO reviews');
  await sql.query(
    `INSERT INTO buyer_payments (payment_id, email, paid_at, refunded_at) VALUES
       ('pago-vigente', 'vigente@example.com', '2026-10-01T10:00:00Z', NULL),
       ('pago-devuelto', 'devuelto@example.com', '2026-10-01T10:00:00Z', '2026-10-03T10:00:00Z')`,
  );
  await db.migrate(reviewsDatabase);
});

afterAll(async () => {
  await sql?.end();
  await db?.drop();
});

it("keeps a payment not refunded as a buyer's and a refunded one as none, both as version 0", async () => {
  const { rows } = await sql.query('SELECT payment_id, email, version, access FROM buyer_payments ORDER BY payment_id');
  expect(rows).toEqual([
    { payment_id: 'pago-devuelto', email: 'devuelto@example.com', version: 0, access: false },
    { payment_id: 'pago-vigente', email: 'vigente@example.com', version: 0, access: true },
  ]);
});
