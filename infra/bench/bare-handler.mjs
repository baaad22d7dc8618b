// The yardstick of `npm run bench`: GET /api/challenge-day served by one bare process on the same
// databases (session, enrolment and completions read straight from PostgreSQL, the programme kept in
// memory), answering what the gateway answers. What the whole system costs more is what its hops cost.
// P4's yardstick too: `POST /api/exercises/:id/complete` ({ unitId }) records the completion once
// (the challenge service's own statement: its enrolment's row updated where the exercise is not done
// yet, a repeat ignored; here a batch of one) in one transaction, after the same
// session and enrolment reads and the same check that the exercise's day has come; once the system's
// completions publish an event (`appendOutbox(subject)`), the same transaction appends an outbox row
// for a new completion too, marked published (challenge's relay, polling the same table, leaves it).
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { ROOT } from '../local/system.mjs';

const load = (path) => import(pathToFileURL(join(ROOT, path)).href);
const { localDate, clampDay, rawChallengeDay, weekOf, dayPercentage } = await load(
  'services/challenge/dist/calendar/calendar.js',
);
const { nextEdition } = await load('packages/contracts/dist/index.js');
const { streak, progress } = await load('services/challenge/dist/progress/streak.js');
const { COMPLETIONS_RECORD_EACH_SQL, doneAtSeconds } = await load(
  'services/challenge/dist/completions/exercise-done-at.js',
);
const RECORD_SQL = `WITH ${COMPLETIONS_RECORD_EACH_SQL} SELECT ord FROM changed`;

/** Starts the bare handler on a free port of 127.0.0.1; `{ url, appendOutbox, close }`. */
export async function startBareHandler(databaseUrls) {
  const identity = new pg.Pool({ connectionString: databaseUrls.identity, max: 5 });
  /** The subject of the event a completion appends to the outbox, once the system's do. */
  let outboxSubject;
  // the service's statement names its tables as the service's role sees them
  const sql = new pg.Pool({ connectionString: databaseUrls.challenge, max: 5, options: '-c search_path=challenge' });
  const units = (
    await sql.query('SELECT id, sort_order, title, day, is_rest_day FROM challenge.workout_units ORDER BY sort_order')
  ).rows;
  const exercises = (await sql.query('SELECT id, unit_id FROM challenge.exercises ORDER BY unit_id, position')).rows;
  const programme = units.map((unit) => ({
    ...unit,
    exercises: exercises.filter((e) => e.unit_id === unit.id).map((e) => ({ id: e.id })),
  }));
  const restDays = new Set(units.filter((unit) => unit.is_rest_day).map((unit) => unit.day));
  const dayOfUnit = new Map(units.map((unit) => [unit.id, unit.day]));
  const unitOfExercise = new Map(exercises.map((e) => [e.id, e.unit_id]));
  const bodyOf = async (req) => {
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    return JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
  };
  const server = createServer(async (req, res) => {
    try {
      const completion = req.method === 'POST' && /^\/api\/exercises\/(\d+)\/complete$/.exec(req.url ?? '');
      const input = completion ? await bodyOf(req) : undefined;
      const token = /reto_session=([^;]+)/.exec(req.headers.cookie ?? '')?.[1];
      const hash = createHash('sha256')
        .update(token ?? '')
        .digest('hex');
      const user = (
        await identity.query(
          `SELECT u.id, u.email, u.timezone FROM identity.sessions s JOIN identity.users u ON u.id = s.user_id
           WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > now()`,
          [hash],
        )
      ).rows[0];
      if (!user) return void res.writeHead(401).end();
      const today = localDate(new Date(), user.timezone);
      const enrolment = (
        await sql.query(
          `SELECT id, to_char(start_date, 'YYYY-MM-DD') AS start, coalesce(exercise_done_at, '{}') AS done
             FROM challenge.enrolments
           WHERE revoked_at IS NULL AND (user_id = $1 OR email = $2) AND start_date <= $3 AND end_date >= $3`,
          [user.id, user.email, today],
        )
      ).rows[0];
      const day = enrolment ? clampDay(rawChallengeDay(enrolment.start, today)) : 1;
      if (completion) {
        const exerciseId = Number(completion[1]);
        const unitId = Number(input.unitId);
        if (!enrolment) return void res.writeHead(403).end();
        if (unitOfExercise.get(exerciseId) !== unitId || !(dayOfUnit.get(unitId) <= day))
          return void res.writeHead(400).end();
        const client = await sql.connect();
        try {
          await client.query('BEGIN');
          const recorded = await client.query({
            name: 'bare-record-each',
            text: RECORD_SQL,
            values: [[enrolment.id], [exerciseId], [doneAtSeconds(new Date())]],
          });
          if (outboxSubject && recorded.rowCount === 1)
            await client.query(
              `INSERT INTO challenge.outbox (subject, payload, msg_id, published_at)
               VALUES ($1, $2, gen_random_uuid(), now())`,
              [
                outboxSubject,
                {
                  userId: user.id,
                  enrolmentId: enrolment.id,
                  exerciseId,
                  unitId,
                  completedAt: new Date().toISOString(),
                },
              ],
            );
          await client.query('COMMIT');
        } finally {
          client.release();
        }
        return void res
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ success: true, exerciseId, unitId }));
      }
      const completed = new Set();
      for (const [index, seconds] of (enrolment?.done ?? []).entries()) if (seconds !== null) completed.add(index + 1);
      const completeDays = new Set(
        programme.filter((u) => u.exercises.length && u.exercises.every((e) => completed.has(e.id))).map((u) => u.day),
      );
      const unit = programme.find((u) => u.day === day);
      const body = JSON.stringify({
        dayOfChallenge: day,
        todaysUnit: unit && { id: unit.id, title: unit.title, exercises: unit.exercises },
        currentDay: day,
        currentWeek: weekOf(day),
        currentDate: today,
        percentage: dayPercentage(day),
        isRestDay: restDays.has(day),
        streak: streak(completeDays, day, restDays),
        progress: progress(completeDays, day, restDays),
        nextEdition: nextEdition(today),
      });
      res.writeHead(200, { 'content-type': 'application/json' }).end(body);
    } catch (error) {
      res.writeHead(500).end(String(error));
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    appendOutbox: (subject) => {
      outboxSubject = subject;
    },
    close: async () => {
      await new Promise((resolve) => server.close(resolve));
      await Promise.all([identity.end(), sql.end()]);
    },
  };
}
