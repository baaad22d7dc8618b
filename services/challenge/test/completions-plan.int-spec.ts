import { createTestDatabase, type TestDatabase } from '@reto/platform/testing';
import pg from 'pg';
import { challengeDatabase } from '../src/challenge.database.js';

let db: TestDatabase;
let sql: pg.Client;

beforeAll(async () => {
  db = await createTestDatabase('it_completions_plan');
  await db.migrate(challengeDatabase);
  sql = new pg.Client({ connectionString: db.urlFor('challenge') });
  await sql.connect();
});

afterAll(async () => {
  await sql?.end();
  await db?.drop();
});

describe("a member's completions, read on every cold day", () => {
  it('come from one index in the order they were made, with every column the read takes: no table visit, no sort', async () => {
    // As the planner goes once the table is large: the whole table is never read for one member.
    await sql.query('SET enable_seqscan = off');
    await sql.query('SET enable_bitmapscan = off');
    const { rows } = await sql.query(
      `EXPLAIN SELECT exercise_id, unit_id, user_id, extract(epoch FROM completed_at)::float8 * 1000 AS ms
         FROM challenge.completions WHERE enrolment_id = $1 ORDER BY completed_at`,
      ['8f0c2a52-6a4e-4d1b-9d57-3c1f0d7f2a11'],
    );
    const plan = rows.map((row: Record<string, string>) => row['QUERY PLAN']).join('\n');
    expect(plan).toContain('Index Only Scan using completions_enrolment_completed_at');
    expect(plan).not.toContain('Sort');
  });
});
