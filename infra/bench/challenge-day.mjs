// `npm run bench`: GET /api/challenge-day for a signed-in member, through the gateway (HTTP → gateway →
// identity session over NATS → challenge over NATS → PostgreSQL/Redis), beside the same read served by
// a minimal single-process HTTP handler on the same database (session, enrolment and completions read
// straight from PostgreSQL, the programme kept in memory). The ratio shows what the hops cost.
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { ROOT } from '../local/system.mjs';
import { startTestSystem } from '../local/test-system.mjs';

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const load = (path) => import(pathToFileURL(join(ROOT, path)).href);
const say = (line = '') => process.stdout.write(`${line}\n`);

const { localDate, clampDay, rawChallengeDay, weekOf, dayPercentage, isRestDay } = await load(
  'services/challenge/dist/calendar/calendar.js',
);
const { nextEdition, runningEdition } = await load('services/challenge/dist/editions/editions.js');
const { streak, progress } = await load('services/challenge/dist/progress/streak.js');
const { unitDay } = await load('services/challenge/dist/content/lock.js');
const { createLogger, RpcClient } = await load('packages/platform/dist/index.js');
const { ChallengeSubjects } = await load('packages/contracts/dist/index.js');

say('▸ Starting a test system (its own database, NATS prefix and port)…');
const system = await startTestSystem({ env: { LOG_LEVEL: 'warn' } });
let direct;
let sql;
try {
  // A signed-in member enrolled in the running edition.
  const register = await fetch(`${system.url}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      username: 'Bench',
      email: 'bench@example.com',
      password: 'bench-reto-28',
      gender: 'female',
      timezone: 'America/Mexico_City',
    }),
  });
  const { id: userId } = await register.json();
  const cookie = register.headers.getSetCookie()[0].split(';')[0];
  const rpc = await RpcClient.connect({
    url: system.base.NATS_URL ?? 'nats://127.0.0.1:4222',
    name: 'bench',
    timeoutMs: 5000,
    subjectPrefix: system.base.NATS_SUBJECT_PREFIX,
    logger: createLogger('bench', 'silent'),
  });
  await rpc.request(ChallengeSubjects.grantEnrolment, {
    email: 'bench@example.com',
    userId,
    editionNumber: runningEdition(new Date().toISOString().slice(0, 10)).number,
    sourceId: 'bench',
  });
  await rpc.close();

  // The minimal handler: one process, one pool, the same database.
  const url = new URL(system.base.DATABASE_ADMIN_URL);
  url.pathname = `/${system.base.DATABASE_NAME}`;
  sql = new pg.Pool({ connectionString: url.toString(), max: 10 });
  const units = (await sql.query('SELECT id, sort_order, title FROM challenge.workout_units ORDER BY sort_order')).rows;
  const exercises = (await sql.query('SELECT id, unit_id FROM challenge.exercises ORDER BY unit_id, position')).rows;
  const programme = units.map((unit) => ({
    ...unit,
    day: unitDay(unit.title) ?? unit.sort_order,
    exercises: exercises.filter((e) => e.unit_id === unit.id).map((e) => ({ id: e.id })),
  }));
  direct = createServer(async (req, res) => {
    try {
      const token = /reto_session=([^;]+)/.exec(req.headers.cookie ?? '')?.[1];
      const hash = createHash('sha256')
        .update(token ?? '')
        .digest('hex');
      const user = (
        await sql.query(
          `SELECT u.id, u.email, u.timezone FROM identity.sessions s JOIN identity.users u ON u.id = s.user_id
           WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > now()`,
          [hash],
        )
      ).rows[0];
      if (!user) return void res.writeHead(401).end();
      const today = localDate(new Date(), user.timezone);
      const enrolment = (
        await sql.query(
          `SELECT id, to_char(start_date, 'YYYY-MM-DD') AS start FROM challenge.enrolments
           WHERE revoked_at IS NULL AND (user_id = $1 OR email = $2) AND start_date <= $3 AND end_date >= $3`,
          [user.id, user.email, today],
        )
      ).rows[0];
      const done = enrolment
        ? (await sql.query('SELECT exercise_id FROM challenge.completions WHERE enrolment_id = $1', [enrolment.id]))
            .rows
        : [];
      const completed = new Set(done.map((row) => row.exercise_id));
      const completeDays = new Set(
        programme.filter((u) => u.exercises.length && u.exercises.every((e) => completed.has(e.id))).map((u) => u.day),
      );
      const day = enrolment ? clampDay(rawChallengeDay(enrolment.start, today)) : 1;
      const unit = programme.find((u) => u.day === day);
      const body = JSON.stringify({
        dayOfChallenge: day,
        todaysUnit: unit && { id: unit.id, title: unit.title, exercises: unit.exercises },
        currentDay: day,
        currentWeek: weekOf(day),
        currentDate: today,
        percentage: dayPercentage(day),
        isRestDay: isRestDay(day),
        streak: streak(completeDays, day),
        progress: progress(completeDays, day),
        nextEdition: nextEdition(today),
      });
      res.writeHead(200, { 'content-type': 'application/json' }).end(body);
    } catch (error) {
      res.writeHead(500).end(String(error));
    }
  });
  await new Promise((resolve) => direct.listen(0, '127.0.0.1', resolve));
  const directUrl = `http://127.0.0.1:${direct.address().port}`;

  const check = async (base) => {
    const res = await fetch(`${base}/api/challenge-day`, { headers: { cookie } });
    if (res.status !== 200) throw new Error(`${base}/api/challenge-day answered ${res.status}`);
    return res.json();
  };
  const [viaGateway, viaDirect] = [await check(system.url), await check(directUrl)];
  if (viaGateway.dayOfChallenge !== viaDirect.dayOfChallenge) throw new Error('the two reads disagree');

  const run = async (title, base) => {
    say(`▸ ${title}: ${CONNECTIONS} connections for ${DURATION_S} s…`);
    const result = await autocannon({
      url: `${base}/api/challenge-day`,
      headers: { cookie },
      connections: CONNECTIONS,
      duration: DURATION_S,
    });
    if (result.non2xx || result.errors) throw new Error(`${title}: ${result.non2xx} non-2xx, ${result.errors} errors`);
    return result;
  };
  const gateway = await run('Through the gateway', system.url);
  const minimal = await run('Minimal single-process handler', directUrl);

  const row = (name, r) =>
    `${name.padEnd(34)} ${r.requests.average.toFixed(0).padStart(8)} req/s   p50 ${String(r.latency.p50).padStart(4)} ms   p90 ${String(r.latency.p90).padStart(4)} ms   p99 ${String(r.latency.p99).padStart(4)} ms`;
  say('');
  say(`GET /api/challenge-day, signed-in member, ${CONNECTIONS} connections, ${DURATION_S} s each`);
  say(row('gateway (HTTP → NATS → services)', gateway));
  say(row('minimal handler (HTTP → PostgreSQL)', minimal));
  say(
    `ratio: the gateway serves ${(gateway.requests.average / minimal.requests.average).toFixed(2)}x the minimal handler's throughput; p50 latency ${(gateway.latency.p50 / Math.max(minimal.latency.p50, 0.01)).toFixed(2)}x`,
  );
} finally {
  direct?.close();
  await sql?.end();
  await system.stop();
}
