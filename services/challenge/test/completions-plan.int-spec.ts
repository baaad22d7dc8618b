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
  // As the planner goes once the table is large: the whole table is never read for one member.
  await sql.query('SET enable_seqscan = off');
  await sql.query('SET enable_bitmapscan = off');
});

afterAll(async () => {
  await sql?.end();
  await db?.drop();
});

const planOf = async (query: string) => {
  const { rows } = await sql.query(`EXPLAIN ${query}`, ['8f0c2a52-6a4e-4d1b-9d57-3c1f0d7f2a11']);
  return rows.map((row: Record<string, string>) => row['QUERY PLAN']).join('\n');
};

describe("a member's completions", () => {
  it('are read by unit, on every cold day, from the primary key alone: every column the read takes, no table visit', async () => {
    const plan = await planOf(
      `SELECT unit_id, array_agg(exercise_id) AS exercise_ids, extract(epoch FROM max(completed_at))::float8 * 1000 AS last_ms
         FROM challenge.completions WHERE enrolment_id = $1 GROUP BY unit_id`,
    );
    expect(plan).toContain('Index Only Scan using completions_pkey');
  });

  it('as a history in the order they were made, from the primary key alone too', async () => {
    const plan = await planOf(
      `SELECT exercise_id, unit_id, user_id, extract(epoch FROM completed_at)::float8 * 1000 AS ms
         FROM challenge.completions WHERE enrolment_id = $1 ORDER BY completed_at`,
    );
    expect(plan).toContain('Index Only Scan using completions_pkey');
  });

  it('cost each new completion one index entry: the primary key is the only index the table keeps', async () => {
    const { rows } = await sql.query(
      `SELECT indexname FROM pg_indexes WHERE schemaname = 'challenge' AND tablename = 'completions'`,
    );
    expect(rows.map((row: { indexname: string }) => row.indexname)).toEqual(['completions_pkey']);
  });
});
