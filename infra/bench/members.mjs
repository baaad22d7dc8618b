// Realistic data for `npm run bench`: MEMBERS members (10,000 by default) enrolled in the running
// edition, each with a live session and the exercises of the days already past completed (a few days
// skipped at random), written in a few set-based statements in the bench's own databases (identity's
// and challenge's: each service has a database of its own).
import { createHash } from 'node:crypto';
import pg from 'pg';

/**
 * The session token the bench seeds for member `id`: of the shape identity issues (43 base64url
 * characters: the gateway refuses any other without asking), derived from the id so every part of
 * the bench knows it. The SQL below writes the same one's hash.
 */
export const benchSessionToken = (id) => createHash('sha256').update(`bench-${id}`).digest('base64url');

/**
 * A month of completions: every exercise of each day already past, about one day in eight skipped,
 * kept as the challenge service keeps them, in each enrolment's row (`exercise_done_at`, element `i`
 * exercise `i`'s completion in seconds since 2020-01-01 UTC, NULL when not done: see challenge's
 * exercise-done-at.ts), one update a member. Each member's workout of a day starts at a minute of
 * its own between 02:00 and 18:00 in Mexico City (08:00-24:00 UTC), an exercise every 6 minutes, as
 * members train when they can: not every completion at one instant, which the member's read (each
 * unit's local date) would meet as one. `$1` the days past, `$2` the benched member (written too when
 * `$4`), `$3` the members added. One row: `completions`, how many were written.
 */
export const MONTH_OF_COMPLETIONS_SQL = `WITH month AS (
     SELECT e.id,
            array_agg(CASE WHEN u.sort_order <= $1 AND (e.user_id = $2 OR hashtext(e.id::text || u.id) % 8 <> 0)
                           THEN (extract(epoch FROM (e.start_date + (u.sort_order - 1) + interval '8 hours'
                                   + (abs(hashtext(e.id::text || u.id)) % 900) * interval '1 minute'
                                   + x.position * interval '6 minutes')::timestamptz) - 1577836800)::int
                      END ORDER BY g.i) AS done
       FROM challenge.enrolments e
      CROSS JOIN generate_series(1, (SELECT max(id) FROM challenge.exercises)) AS g(i)
       LEFT JOIN challenge.exercises x ON x.id = g.i
       LEFT JOIN challenge.workout_units u ON u.id = x.unit_id
      WHERE e.revoked_at IS NULL AND (e.user_id = ANY($3::int[]) OR (e.user_id = $2 AND $4))
      GROUP BY e.id
   ),
   written AS (
     UPDATE challenge.enrolments e SET exercise_done_at = month.done FROM month WHERE e.id = month.id
     RETURNING (SELECT count(*) FROM unnest(month.done) AS seconds WHERE seconds IS NOT NULL) AS completions
   )
   SELECT coalesce(sum(completions), 0)::int AS completions FROM written`;

/**
 * Seeds the other members around the benched one (`userId`, enrolled already): same edition, same
 * timezone, in identity's and challenge's databases, up to `members` in all, `seeded` being there
 * already (1: the benched one; more when the bench grows the set between two sizes). Returns the
 * member ids it added and the counts written.
 */
export async function seedMembers(databaseUrls, { userId, members, seeded = 1 }) {
  const identity = new pg.Client({ connectionString: databaseUrls.identity });
  const sql = new pg.Client({ connectionString: databaseUrls.challenge });
  await Promise.all([identity.connect(), sql.connect()]);
  try {
    const { rows } = await sql.query(
      `SELECT edition_number, start_date, end_date, greatest(0, least(28, current_date - start_date)) AS past
         FROM challenge.enrolments WHERE user_id = $1`,
      [userId],
    );
    const enrolment = rows[0];
    await identity.query('BEGIN');
    const inserted = await identity.query(
      `INSERT INTO identity.users (username, username_key, email, password_hash, gender, timezone, paid_until)
       SELECT 'Miembro ' || n, 'miembro ' || n, 'miembro-' || n || '@bench.example', 'not-a-hash',
              CASE WHEN n % 2 = 0 THEN 'female' ELSE 'male' END, 'America/Mexico_City', $2::date + 30
         FROM generate_series($3::int, $1) AS n
       RETURNING id, email`,
      [members - 1, enrolment.end_date, seeded],
    );
    const ids = inserted.rows.map((row) => row.id);
    await identity.query(
      `INSERT INTO identity.sessions (user_id, token_hash, expires_at)
       SELECT id,
              encode(sha256(convert_to(
                translate(rtrim(encode(sha256(convert_to('bench-' || id, 'UTF8')), 'base64'), '='), '+/', '-_'),
                'UTF8')), 'hex'),
              now() + interval '30 days'
         FROM unnest($1::int[]) AS id`,
      [ids],
    );
    await identity.query('COMMIT');
    await sql.query('BEGIN');
    await sql.query(
      `INSERT INTO challenge.enrolments (email, user_id, edition_number, start_date, end_date, source, source_id)
       SELECT m.email, m.id, $1, $2, $3, 'bench', 'bench-' || m.id FROM unnest($4::int[], $5::text[]) AS m(id, email)`,
      [enrolment.edition_number, enrolment.start_date, enrolment.end_date, ids, inserted.rows.map((row) => row.email)],
    );
    const month = await sql.query(MONTH_OF_COMPLETIONS_SQL, [enrolment.past, userId, ids, seeded === 1]);
    await sql.query('COMMIT');
    // A month's rows have met autovacuum: the visibility map that lets an index-only scan skip the
    // table. Identity's too: left to autovacuum, the new members' rows (past its insert threshold)
    // were vacuumed while the next phase measured. Challenge's enrolments rewritten whole (VACUUM
    // FULL): each new member's row was written twice (inserted, then given its month), the second
    // version mostly on another page. Left packed as the table's fillfactor lets them be (a month
    // arriving one completion at a time moves some rows to another page as they grow: not modelled).
    await identity.query('VACUUM (ANALYZE) identity.users, identity.sessions');
    await sql.query('VACUUM (FULL, ANALYZE) challenge.enrolments');
    // The seed's pages written out now: a month of members' rows arrives in a minute here, and the
    // checkpoint it set off (spread over minutes, `checkpoint_completion_target`) wrote them out
    // while the phases after it measured, at the larger size of growth alone (the smaller size's
    // seed was minutes and several phases before). In production those rows came over a month.
    const checkpointStarted = performance.now();
    await sql.query('CHECKPOINT');
    const checkpointSeconds = Math.round((performance.now() - checkpointStarted) / 100) / 10;
    return {
      members,
      memberIds: ids,
      completions: month.rows[0].completions,
      pastDays: enrolment.past,
      checkpointSeconds,
    };
  } finally {
    await Promise.all([identity.end(), sql.end()]);
  }
}
