// The reminders' due query with MEMBERS members (100,000 by default), each with a daily reminder
// at a time of their own and the 20:00 streak nudge in one of the supported timezones (200,000
// schedule rows): its plan (EXPLAIN ANALYZE) at the busiest minute of the day, and how long the
// scan takes to claim everything due up to that minute in the service's batches. The database is a
// throwaway one, migrated as the challenge service's is; the query is the repository's own.
//   npm run bench:reminders   (MEMBERS=1000000 for more)
import { SUPPORTED_TIMEZONES } from '@reto/contracts';
import { createTestDatabase } from '@reto/platform/testing';
import pg from 'pg';
import { challengeDatabase } from '../../services/challenge/dist/challenge.database.js';
import { REMINDER_BATCH } from '../../services/challenge/dist/challenge.constants.js';
import { CLAIM_DUE_SQL } from '../../services/challenge/dist/reminders/reminders.repository.js';

const say = (line = '') => process.stdout.write(`${line}\n`);
const MEMBERS = Number(process.env.MEMBERS ?? 100_000);
const db = await createTestDatabase('bench_reminders');
const sql = new pg.Client({ connectionString: db.urlFor('challenge') });
try {
  await db.migrate(challengeDatabase);
  await sql.connect();
  await sql.query('SET search_path TO challenge');
  const seeded = performance.now();
  // Times on the quarter hour from 06:00 to 21:45, skewed to 07:00-08:00 (the default's hour).
  await sql.query(
    `INSERT INTO reminder_settings (user_id, email, timezone, reminder_time)
     SELECT n, 'miembro-' || n || '@bench.example', ($2::text[])[1 + n % array_length($2::text[], 1)],
            CASE WHEN n % 3 = 0 THEN '08:00'
                 ELSE to_char(time '06:00' + (n % 64) * interval '15 minutes', 'HH24:MI') END
       FROM generate_series(1, $1) AS n`,
    [MEMBERS, SUPPORTED_TIMEZONES],
  );
  await sql.query(
    `INSERT INTO reminder_schedule (user_id, kind, due_at)
     SELECT user_id, 'daily', ((current_date + 1) + reminder_time::time) AT TIME ZONE timezone FROM reminder_settings
     UNION ALL
     SELECT user_id, 'nudge', ((current_date + 1) + time '20:00') AT TIME ZONE timezone FROM reminder_settings`,
  );
  await sql.query('ANALYZE reminder_settings; ANALYZE reminder_schedule');
  const seedMs = performance.now() - seeded;
  const { rows: busiest } = await sql.query(
    `SELECT due_at, count(*)::int AS due FROM reminder_schedule GROUP BY due_at ORDER BY count(*) DESC LIMIT 1`,
  );
  const minute = busiest[0].due_at;

  await sql.query('BEGIN');
  const plan = await sql.query(`EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${CLAIM_DUE_SQL}`, [minute, REMINDER_BATCH]);
  await sql.query('ROLLBACK');

  // The scan of that minute: batches claimed and moved to the next day, one transaction each.
  const started = performance.now();
  let claimed = 0;
  let batches = 0;
  for (;;) {
    await sql.query('BEGIN');
    const { rows } = await sql.query(CLAIM_DUE_SQL, [minute, REMINDER_BATCH]);
    await sql.query(
      `UPDATE reminder_schedule SET due_at = due_at + interval '1 day'
        WHERE (user_id, kind) IN (SELECT * FROM unnest($1::int[], $2::text[]))`,
      [rows.map((row) => row.user_id), rows.map((row) => row.kind)],
    );
    await sql.query('COMMIT');
    claimed += rows.length;
    batches += 1;
    if (rows.length < REMINDER_BATCH) break;
  }
  const scanMs = performance.now() - started;

  say(`members: ${MEMBERS.toLocaleString('en')}, schedule rows: ${(MEMBERS * 2).toLocaleString('en')}`);
  say(`seeded in ${(seedMs / 1000).toFixed(1)} s`);
  say(`busiest minute: ${minute.toISOString()} with ${busiest[0].due} reminders due`);
  say(`\nthe due query (one batch of ${REMINDER_BATCH}) at that minute:`);
  for (const row of plan.rows) say(`  ${row['QUERY PLAN']}`);
  say(
    `\nclaiming all ${claimed} due up to that minute (the day so far, as after an outage): ` +
      `${batches} batches in ${scanMs.toFixed(0)} ms ` +
      `(${(scanMs / batches).toFixed(1)} ms a batch)`,
  );
} finally {
  await sql.end().catch(() => undefined);
  await db.drop();
}
