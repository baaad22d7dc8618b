import { randomUUID } from 'node:crypto';
import { serviceDataSourceOptions } from '@reto/platform';
import { createTestDatabase, type TestDatabase } from '@reto/platform/testing';
import type pg from 'pg';
import { DataSource } from 'typeorm';
import { challengeDatabase } from '../src/challenge.database.js';
import { CompletionsRepository, type NewCompletion } from '../src/completions/completions.repository.js';

/**
 * Completions arriving together are written by challenge in one statement and one commit (group
 * commit), against a real PostgreSQL: each is answered only once its row and its event are
 * committed, a repeat is recorded once, and one that cannot be recorded fails alone.
 */
let db: TestDatabase;
let dataSource: DataSource;
let admin: pg.Client;
let completions: CompletionsRepository;
let exercise: { id: number; unit_id: number };
let others: Array<{ id: number; unit_id: number }>;
let next = 0;

beforeAll(async () => {
  db = await createTestDatabase('it_group_commit');
  await db.migrate(challengeDatabase);
  dataSource = new DataSource(
    serviceDataSourceOptions({ ...challengeDatabase, url: db.urlFor('challenge'), queryTimeoutMs: 10_000 }),
  );
  await dataSource.initialize();
  admin = await db.adminClient();
  [exercise, ...others] = (await admin.query('SELECT id, unit_id FROM challenge.exercises ORDER BY id LIMIT 4')).rows;
  completions = new CompletionsRepository(dataSource);
});

afterAll(async () => {
  await admin?.end();
  await dataSource?.destroy();
  await db?.drop();
});

/** A member enrolled in an edition: their enrolment's id. */
const enrolled = async (): Promise<{ enrolmentId: string; userId: number }> => {
  const userId = (next += 1);
  const { rows } = await admin.query(
    `INSERT INTO challenge.enrolments (email, user_id, edition_number, start_date, end_date, source, source_id)
     VALUES ($1, $2, 1, current_date - 3, current_date + 24, 'test', $1) RETURNING id`,
    [`gc-${userId}@example.com`, userId],
  );
  return { enrolmentId: rows[0].id, userId };
};

const complete = (member: { enrolmentId: string; userId: number }, done = exercise) => {
  const completion: NewCompletion = { enrolmentId: member.enrolmentId, exerciseId: done.id, completedAt: new Date() };
  return completions.recordOnce(completion, {
    userId: member.userId,
    edition: 1,
    exerciseId: done.id,
    unitId: done.unit_id,
    programmeDay: 1,
    unitCompleted: false,
    challengeDay: 4,
    streak: 0,
    completedAt: completion.completedAt.toISOString(),
  });
};

/**
 * The member's completion (of `done`, in their enrolment's row) and its events as committed, each
 * with the transaction that wrote it (the row's: the last that changed it).
 */
const written = async (userId: number, done = exercise) => {
  const { rows } = await admin.query(
    `SELECT 'completion' AS row, xmin::text AS tx FROM challenge.enrolments
      WHERE user_id = $1 AND exercise_done_at[$2] IS NOT NULL
     UNION ALL
     SELECT 'event', xmin::text FROM challenge.outbox
      WHERE (payload->>'userId')::int = $1 AND (payload->>'exerciseId')::int = $2`,
    [userId, done.id],
  );
  return rows as Array<{ row: string; tx: string }>;
};

describe('completions arriving together', () => {
  it('are committed together, each answered only once its row and its event are committed', async () => {
    const members = [];
    for (let i = 0; i < 20; i += 1) members.push(await enrolled());
    const seenAtAnswer = await Promise.all(
      members.map(async (member) => {
        expect(await complete(member)).toBe(true);
        return written(member.userId);
      }),
    );
    // At its answer, each member's completion and event were there, written by one transaction.
    for (const rows of seenAtAnswer) {
      expect(rows.map((row) => row.row).sort()).toEqual(['completion', 'event']);
      expect(rows[0]!.tx).toBe(rows[1]!.tx);
    }
    // The twenty came in fewer commits than twenty: the first alone, the rest together behind it.
    const transactions = new Set(seenAtAnswer.map((rows) => rows[0]!.tx));
    expect(transactions.size).toBeLessThan(members.length);
  });

  it('record a completion sent twice at once once, with one event', async () => {
    const [first, twice] = [await enrolled(), await enrolled()];
    const answers = await Promise.all([complete(first), complete(twice), complete(twice)]);
    expect(answers).toEqual([true, true, false]);
    expect((await written(twice.userId)).map((row) => row.row).sort()).toEqual(['completion', 'event']);
  });

  it('record one already recorded, and one twice in the batch, once each: one event each, none for the repeats', async () => {
    const [before, twice] = [await enrolled(), await enrolled()];
    expect(await complete(before)).toBe(true);
    const answers = await Promise.all([complete(before), complete(twice), complete(twice), complete(before)]);
    expect(answers).toEqual([false, true, false, false]);
    for (const member of [before, twice])
      expect((await written(member.userId)).map((row) => row.row).sort()).toEqual(['completion', 'event']);
  });

  it('leave the row of a completion already recorded as it was: neither locked nor rewritten', async () => {
    const [member, other] = [await enrolled(), await enrolled()];
    expect(await complete(member)).toBe(true);
    // A row lock writes the locker into the row's xmax (its page dirtied, WAL written); an update
    // writes a new version elsewhere (another ctid and xmin).
    const rowOf = async () =>
      (
        await admin.query(`SELECT ctid::text, xmin::text, xmax::text FROM challenge.enrolments WHERE id = $1`, [
          member.enrolmentId,
        ])
      ).rows[0];
    const before = await rowOf();
    // alone, and in a batch beside another member's new completion
    expect(await complete(member)).toBe(false);
    expect(await Promise.all([complete(member), complete(other)])).toEqual([false, true]);
    expect(await rowOf()).toEqual(before);
    expect((await written(member.userId)).map((row) => row.row).sort()).toEqual(['completion', 'event']);
  });

  it("record a member's several exercises arriving together each once, each with its event, the others kept", async () => {
    const member = await enrolled();
    const [second, third, fourth] = others;
    expect(await complete(member, fourth)).toBe(true);
    const answers = await Promise.all([
      complete(member, third),
      complete(member),
      complete(member, second),
      complete(member, third),
      complete(member, fourth),
    ]);
    expect(answers).toEqual([true, true, true, false, false]);
    for (const done of [exercise, second!, third!, fourth!])
      expect((await written(member.userId, done)).map((row) => row.row).sort()).toEqual(['completion', 'event']);
    const { rows } = await admin.query(
      `SELECT array_lower(exercise_done_at, 1) AS lower,
              (SELECT count(*) FROM unnest(exercise_done_at) AS seconds WHERE seconds IS NOT NULL)::int AS done
         FROM challenge.enrolments WHERE user_id = $1`,
      [member.userId],
    );
    expect(rows).toEqual([{ lower: 1, done: 4 }]);
  });

  it('from two replicas at once, sharing members in opposite orders: each recorded once, none waiting on the other for ever', async () => {
    const members: Array<{ enrolmentId: string; userId: number }> = [];
    for (let i = 0; i < 6; i += 1) members.push(await enrolled());
    const replica = new CompletionsRepository(dataSource);
    const completeOn = (
      repository: CompletionsRepository,
      member: { enrolmentId: string; userId: number },
      done = exercise,
    ) =>
      repository.recordOnce(
        { enrolmentId: member.enrolmentId, exerciseId: done.id, completedAt: new Date() },
        {
          userId: member.userId,
          edition: 1,
          exerciseId: done.id,
          unitId: done.unit_id,
          programmeDay: 1,
          unitCompleted: false,
          challengeDay: 4,
          streak: 0,
          completedAt: new Date().toISOString(),
        },
      );
    const rounds = [exercise, ...others];
    const answers = await Promise.all(
      rounds.flatMap((done) => [
        ...members.map((member) => completeOn(completions, member, done)),
        ...members.toReversed().map((member) => completeOn(replica, member, done)),
      ]),
    );
    // each member's each exercise answered true once, by one replica or the other
    expect(answers.filter(Boolean)).toHaveLength(members.length * rounds.length);
    for (const member of members)
      for (const done of rounds)
        expect((await written(member.userId, done)).map((row) => row.row).sort()).toEqual(['completion', 'event']);
  });

  it('where one cannot be recorded, fail it alone: the others are recorded with their events', async () => {
    const members = [];
    for (let i = 0; i < 8; i += 1) members.push(await enrolled());
    // An enrolment that does not exist (removed meanwhile): there is no row to record it in.
    const gone = { enrolmentId: randomUUID(), userId: (next += 1) };
    const answers = await Promise.allSettled(
      [...members.slice(0, 4), gone, ...members.slice(4)].map((member) => complete(member)),
    );
    expect(answers.map((answer) => answer.status)).toEqual([
      ...Array(4).fill('fulfilled'),
      'rejected',
      ...Array(4).fill('fulfilled'),
    ]);
    for (const member of members)
      expect((await written(member.userId)).map((row) => row.row).sort()).toEqual(['completion', 'event']);
    expect(await written(gone.userId)).toEqual([]);
  });
});
