import { serviceDataSourceOptions } from '@reto/platform';
import { createTestDatabase, type TestDatabase } from '@reto/platform/testing';
import type pg from 'pg';
import { DataSource } from 'typeorm';
import { challengeDatabase } from '../src/challenge.database.js';
import { CompletionsRepository } from '../src/completions/completions.repository.js';
import {
  completionsInOrder,
  unitCompletionsOf,
  type UnitCompletions,
  type UnitsOfExercises,
} from '../src/completions/exercise-done-at.js';
import { CompletionsInTheEnrolment1767000000300 } from '../src/migrations/1767000000300-CompletionsInTheEnrolment.js';

/**
 * Completions recorded before a member's completions moved into their enrolment's row are all there
 * after it: the units (what the day, the streak, the late days and progress are read from) and the
 * history answer as they did (instants to the second), and the move can be undone.
 */
let db: TestDatabase;
let admin: pg.Client;
let content: UnitsOfExercises;

/** The challenge's migrations as they were before the completions moved (the platform's tables included). */
const before = {
  ...challengeDatabase,
  migrations: (challengeDatabase.migrations as Array<string | (new () => unknown)>).filter(
    (migration) => migration !== CompletionsInTheEnrolment1767000000300,
  ) as typeof challengeDatabase.migrations,
};

/** The completions of each enrolment as the service read them from the table (its former queries). */
const tableAnswers = async (enrolmentId: string) => {
  const units = await admin.query(
    `SELECT unit_id, array_agg(exercise_id ORDER BY exercise_id) AS exercise_ids,
            extract(epoch FROM max(completed_at))::float8 * 1000 AS last_ms
       FROM challenge.completions WHERE enrolment_id = $1 GROUP BY unit_id ORDER BY unit_id`,
    [enrolmentId],
  );
  const history = await admin.query(
    `SELECT exercise_id, unit_id, extract(epoch FROM completed_at)::float8 * 1000 AS ms
       FROM challenge.completions WHERE enrolment_id = $1 ORDER BY completed_at, exercise_id`,
    [enrolmentId],
  );
  /** To the second, as the row keeps them. */
  const second = (ms: number) => new Date(Math.floor(ms / 1000) * 1000);
  return {
    units: units.rows.map((row) => ({
      unitId: row.unit_id as number,
      exerciseIds: row.exercise_ids as number[],
      lastAt: second(row.last_ms),
    })),
    history: history.rows.map((row) => ({
      exerciseId: row.exercise_id as number,
      unitId: row.unit_id as number,
      completedAt: second(row.ms),
    })),
  };
};

const byUnitId = (units: UnitCompletions[]) =>
  units
    .map((unit) => ({ ...unit, exerciseIds: [...unit.exerciseIds].sort((a, b) => a - b) }))
    .sort((a, b) => a.unitId - b.unitId);

beforeAll(async () => {
  db = await createTestDatabase('it_completions_migration');
  await db.migrate(before);
  admin = await db.adminClient();
  const { rows } = await admin.query(
    `SELECT u.id, json_agg(json_build_object('id', x.id) ORDER BY x.position) AS exercises
       FROM challenge.workout_units u JOIN challenge.exercises x ON x.unit_id = u.id
      GROUP BY u.id, u.sort_order ORDER BY u.sort_order`,
  );
  content = { units: rows };
});

afterAll(async () => {
  await admin?.end();
  await db?.drop();
});

it('keeps every completion made before it, with its unit and instant, and gives them back when undone', async () => {
  const { rows: enrolments } = await admin.query(
    `INSERT INTO challenge.enrolments (email, user_id, edition_number, start_date, end_date, source, source_id)
     SELECT 'm' || n || '@example.com', n, 78, '2026-11-09', '2026-12-06', 'test', 'm' || n FROM generate_series(1, 3) AS n
     RETURNING id, user_id`,
  );
  const [full, sparse, none] = enrolments as Array<{ id: string; user_id: number }>;
  // The first member: days 1-3 done (day 2 a day late), day 5 half done; the second: one exercise of
  // day 4 and the programme's last one; the third: nothing. Instants with milliseconds, each its own.
  await admin.query(
    `INSERT INTO challenge.completions (enrolment_id, exercise_id, unit_id, user_id, completed_at)
     SELECT $1::uuid, x.id, u.id, $2::int,
            timestamptz '2026-11-09 18:00:00.250Z' + (u.sort_order - 1 + (u.sort_order = 2)::int) * interval '1 day'
              + x.position * interval '7 minutes 3.5 seconds'
       FROM challenge.workout_units u JOIN challenge.exercises x ON x.unit_id = u.id
      WHERE u.sort_order <= 3 OR (u.sort_order = 5 AND x.position % 2 = 0)
     UNION ALL
     SELECT $3::uuid, x.id, x.unit_id, $4::int, timestamptz '2026-11-12 07:59:59.999Z' + x.position * interval '1 hour'
       FROM challenge.exercises x
      WHERE x.id = (SELECT min(y.id) FROM challenge.exercises y JOIN challenge.workout_units u ON u.id = y.unit_id
                     WHERE u.sort_order = 4)
         OR x.id = (SELECT max(id) FROM challenge.exercises)`,
    [full!.id, full!.user_id, sparse!.id, sparse!.user_id],
  );
  const { rows: counted } = await admin.query('SELECT count(*)::int AS n FROM challenge.completions');
  expect(counted[0].n).toBeGreaterThan(12);
  const answered = {
    full: await tableAnswers(full!.id),
    sparse: await tableAnswers(sparse!.id),
    none: await tableAnswers(none!.id),
  };
  const late = answered.full.units.find((unit) => unit.unitId === content.units[1]!.id)!;
  expect(late.lastAt.toISOString()).toMatch(/^2026-11-11T18:/);

  await db.migrate(challengeDatabase);
  const dataSource = new DataSource(
    serviceDataSourceOptions({ ...challengeDatabase, url: db.urlFor('challenge'), queryTimeoutMs: 10_000 }),
  );
  await dataSource.initialize();
  try {
    const repository = new CompletionsRepository(dataSource);
    for (const [name, enrolment] of Object.entries({ full, sparse, none })) {
      const done = await repository.doneAt(enrolment!.id);
      const expected = answered[name as keyof typeof answered];
      expect({ name, units: byUnitId(unitCompletionsOf(done, content)) }).toEqual({ name, units: expected.units });
      expect({ name, history: completionsInOrder(done, content) }).toEqual({ name, history: expected.history });
    }
    expect(
      (await admin.query(`SELECT to_regclass('challenge.completions') AS completions`)).rows[0].completions,
    ).toBeNull();

    await dataSource.undoLastMigration({ transaction: 'each' });
  } finally {
    await dataSource.destroy();
  }
  for (const [name, enrolment] of Object.entries({ full, sparse, none })) {
    const back = await tableAnswers(enrolment!.id);
    expect({ name, back }).toEqual({ name, back: answered[name as keyof typeof answered] });
  }
});
