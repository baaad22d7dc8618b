import { changeAndAppendEachStatement } from '@reto/platform';
import { createTestDatabase, type TestDatabase } from '@reto/platform/testing';
import pg from 'pg';
import { challengeDatabase } from '../src/challenge.database.js';
import { COMPLETIONS_RECORD_EACH_SQL } from '../src/completions/exercise-done-at.js';
import { LIVE_WITH_UNITS_SQL } from '../src/member/member-state.repository.js';

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
  await sql.query('SET search_path = challenge');
});

afterAll(async () => {
  await sql?.end();
  await db?.drop();
});

const ENROLMENT = '8f0c2a52-6a4e-4d1b-9d57-3c1f0d7f2a11';

const planOf = async (query: string, params: unknown[]) => {
  const { rows } = await sql.query(`EXPLAIN ${query}`, params);
  return rows.map((row: Record<string, string>) => row['QUERY PLAN']).join('\n');
};

/** The tables a plan reads or writes, each once (not its CTEs' or functions' scans). */
const tablesOf = (plan: string) =>
  [
    ...new Set(
      [
        ...plan.matchAll(
          /(?:Seq Scan|Index Scan|Index Only Scan|Bitmap Heap Scan|Update|Insert) (?:using \w+ )?on (\w+)/g,
        ),
      ].map((match) => match[1]),
    ),
  ].sort();

describe("a member's completions", () => {
  it("come with the members' live enrolments (members' states read together in one statement): their rows, found by account, nothing else", async () => {
    const plan = await planOf(LIVE_WITH_UNITS_SQL, [[7, 8]]);
    expect(plan).toMatch(/Index Scan using enrolments_user_id_idx on enrolments/);
    expect(tablesOf(plan)).toEqual(['enrolments']);
  });

  it("as a history (or an enrolment's alone), from its one row by primary key", async () => {
    const plan = await planOf(`SELECT coalesce(exercise_done_at, '{}') AS done FROM enrolments WHERE id = $1`, [
      ENROLMENT,
    ]);
    expect(plan).toMatch(/^Index Scan using enrolments_pkey on enrolments/);
    expect(tablesOf(plan)).toEqual(['enrolments']);
  });

  it('are recorded as an update of each enrolment row, found and locked by primary key, beside the outbox rows', async () => {
    const plan = await planOf(
      changeAndAppendEachStatement('challenge.outbox', {
        name: 'completions-plan-record-each',
        sql: COMPLETIONS_RECORD_EACH_SQL,
        params: [1, 2, 3],
      }),
      [[ENROLMENT], [1], [1000], 'subject', ['{}'], [ENROLMENT], 'channel'],
    );
    expect(plan).toContain('Update on enrolments');
    expect(plan).toContain('Insert on outbox');
    expect(plan).toContain('LockRows');
    expect(plan).toMatch(/Index Scan using enrolments_pkey on enrolments/);
    expect(plan).not.toMatch(/Seq Scan on enrolments/);
    expect(tablesOf(plan)).toEqual(['enrolments', 'outbox']);
  });

  it('change no index (no index holds the column, the table leaves room on each page: the update can stay on its page), and no table of completions is left', async () => {
    const { rows: indexes } = await sql.query(
      `SELECT indexdef FROM pg_indexes WHERE schemaname = 'challenge' AND tablename = 'enrolments'`,
    );
    expect(indexes.length).toBeGreaterThan(0);
    for (const { indexdef } of indexes as Array<{ indexdef: string }>)
      expect(indexdef).not.toContain('exercise_done_at');
    const { rows } = await sql.query(
      `SELECT (SELECT reloptions FROM pg_class WHERE oid = 'challenge.enrolments'::regclass) AS options,
              to_regclass('challenge.completions') AS completions`,
    );
    expect(rows).toEqual([{ options: ['fillfactor=90'], completions: null }]);
  });
});
