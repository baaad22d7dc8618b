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
    // A month of completions: every exercise of each day already past, about one day in eight skipped,
    // written day by day as they arrive (a member's month spread over the table, as in production,
    // not one member's rows side by side). Each member's workout of a day starts at a minute of its
    // own between 02:00 and 18:00 in Mexico City (08:00-24:00 UTC), an exercise every 6 minutes, as
    // members train when they can: not every completion at one instant, which the member's read
    // (each completion's local date) would meet as one.
    const completions = await sql.query(
      `INSERT INTO challenge.completions (enrolment_id, exercise_id, unit_id, user_id, completed_at)
       SELECT e.id, x.id, u.id, e.user_id,
              e.start_date + (u.sort_order - 1) + interval '8 hours'
                + (abs(hashtext(e.id::text || u.id)) % 900) * interval '1 minute' + x.position * interval '6 minutes'
         FROM challenge.enrolments e
         JOIN challenge.workout_units u ON u.sort_order <= $1
         JOIN challenge.exercises x ON x.unit_id = u.id
        WHERE e.revoked_at IS NULL AND (e.user_id = ANY($3::int[]) OR (e.user_id = $2 AND $4))
          AND (e.user_id = $2 OR hashtext(e.id::text || u.id) % 8 <> 0)
        ORDER BY u.sort_order, e.id`,
      [enrolment.past, userId, ids, seeded === 1],
    );
    await sql.query('COMMIT');
    await identity.query('ANALYZE identity.users, identity.sessions');
    // A month's rows have met autovacuum: the visibility map that lets an index-only scan skip the table.
    await sql.query('VACUUM (ANALYZE) challenge.enrolments, challenge.completions');
    return {
      members,
      memberIds: ids,
      completions: completions.rowCount,
      pastDays: enrolment.past,
    };
  } finally {
    await Promise.all([identity.end(), sql.end()]);
  }
}
