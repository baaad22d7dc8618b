// What one completion costs PostgreSQL as the members grow, in counts the host's load does not move:
// per completion, pages read from outside the buffers, pages dirtied and written, full-page images
// and WAL bytes, statement by statement, at each size of MEMBERS (10000,100000), each member with a
// month of completions seeded as `npm run bench` seeds them (members.mjs's SQL, set-based).
//
// It runs the statements the challenge service runs for a completion, with the service's own text:
// the member's state (MemberStateRepository), the completions of a batch with their outbox rows
// (GroupCommit's statement), the relay taking them, and the member's state read again (the next poll
// of a member whose answers the completion dropped). BATCH completions of BATCH random members at a
// time, as the group commit carries them under load, COMPLETIONS of them in the measured window, after
// as many unmeasured (the buffers as a running system holds them) and a CHECKPOINT (the window starts
// where the bench's growth phase starts, after its seed's checkpoint: every page dirtied for the first
// time since is written whole to the WAL).
//
// At each size twice: the outbox as the bench seeds it (the rows written since: what the relay keeps
// when it deletes what it published over an hour ago), then with a month of published rows, one a
// completion (what it kept before it deleted any; OUTBOX_HISTORY=0 skips it).
//
// On a PostgreSQL cluster of its own (Debian's binaries, a spare port, a temporary folder; the
// database `reto_capacity_scratch`), with the local server's buffers and checkpoint settings
// (shared_buffers 128 MB, checkpoint_timeout 5 min, max_wal_size 1 GB, autovacuum off) and
// pg_stat_statements loaded: the shared server's WAL and buffers carry every other test's work, and
// its statements are not counted there. SETTINGS adds server settings (`name=value,…`); VARIANTS
// (`reindex`, `lz4`) measures again at the largest size after each change, cumulatively.
//   npm run build && node infra/bench/completion-pages.mjs
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { ChallengeSubjects } from '@reto/contracts';
import { changeAndAppendEachStatement, migrateServiceDatabase, outboxTakeBatchStatement } from '@reto/platform';
import { PrivatePostgres } from '@reto/platform/testing';
import { challengeDatabase } from '../../services/challenge/dist/challenge.database.js';
import {
  COMPLETIONS_RECORD_EACH_SQL,
  DONE_AT_EPOCH_SECONDS,
  doneAtSeconds,
} from '../../services/challenge/dist/completions/exercise-done-at.js';
import { LIVE_WITH_UNITS_SQL } from '../../services/challenge/dist/member/member-state.repository.js';
import { MONTH_OF_COMPLETIONS_SQL } from './members.mjs';

const SIZES = (process.env.MEMBERS ?? '10000,100000').split(',').map(Number);
const COMPLETIONS = Number(process.env.COMPLETIONS ?? 10_000);
const BATCH = Number(process.env.BATCH ?? 10);
const VARIANTS = (process.env.VARIANTS ?? '').split(',').filter(Boolean);
const OUTBOX_HISTORY = process.env.OUTBOX_HISTORY !== '0';
const SETTINGS = {
  shared_buffers: '128MB',
  checkpoint_timeout: '300s',
  max_wal_size: '1GB',
  autovacuum: 'off',
  shared_preload_libraries: 'pg_stat_statements',
  'pg_stat_statements.track': 'all',
  ...Object.fromEntries(
    (process.env.SETTINGS ?? '')
      .split(',')
      .filter(Boolean)
      .map((pair) => pair.split('=')),
  ),
};
const DATABASE = 'reto_capacity_scratch';
/** The relay's batch (OUTBOX_BATCH). */
const RELAY_BATCH = 100;
const say = (line = '') => process.stdout.write(`${line}\n`);

const server = await PrivatePostgres.start(SETTINGS);
const stopServer = () => server.remove();
process.once('SIGINT', () => void stopServer().then(() => process.exit(130)));
const urlOf = (user) => {
  const url = new URL(server.adminUrl);
  url.pathname = `/${DATABASE}`;
  if (user) {
    url.username = user;
    url.password = user;
  }
  return url.toString();
};

try {
  await migrateServiceDatabase({ ...challengeDatabase, url: urlOf('challenge') }, server.adminUrl);
  const sql = new pg.Client({ connectionString: urlOf() });
  const watch = new pg.Client({ connectionString: urlOf() });
  await Promise.all([sql.connect(), watch.connect()]);
  await sql.query('SET search_path = challenge');
  await watch.query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements');
  await watch.query('CREATE EXTENSION IF NOT EXISTS pgstattuple');

  // The days seeded: as many as leave at least POOL exercises in the days after them, the ones the
  // windows complete (each member's first, then its second, …: every completion records one).
  const { rows: units } = await sql.query(
    `SELECT u.sort_order, array_agg(x.id ORDER BY x.position) AS exercises, u.id AS unit
       FROM workout_units u JOIN exercises x ON x.unit_id = u.id GROUP BY u.id ORDER BY u.sort_order`,
  );
  const POOL = 12;
  let past = units.at(-1).sort_order;
  const pool = [];
  for (const unit of units.toReversed()) {
    if (pool.length >= POOL) break;
    pool.unshift(...unit.exercises.map((exercise) => ({ exercise, unit: unit.unit })));
    past = unit.sort_order - 1;
  }

  const enrolmentOf = [];
  const used = new Map();
  let seeded = 0;
  const grow = async (members) => {
    const started = performance.now();
    await sql.query('BEGIN');
    const { rows } = await sql.query(
      `INSERT INTO enrolments (email, user_id, edition_number, start_date, end_date, source, source_id)
       SELECT 'miembro-' || n || '@bench.example', n, 1, current_date - $3::int, current_date - $3::int + 34,
              'bench', 'bench-' || n
         FROM generate_series($1::int, $2::int) AS n
       RETURNING user_id, id`,
      [seeded + 1, members, past],
    );
    for (const row of rows) enrolmentOf[row.user_id] = row.id;
    const ids = rows.map((row) => row.user_id);
    const { rows: month } = await sql.query(MONTH_OF_COMPLETIONS_SQL, [past, 0, ids, false]);
    const rowCount = month[0].completions;
    await sql.query('COMMIT');
    // as members.mjs leaves them: each row written twice (inserted, then given its month)
    await sql.query('VACUUM (FULL, ANALYZE) enrolments');
    await sql.query('CHECKPOINT');
    seeded = members;
    say(
      `${members.toLocaleString('en')} members: ${rowCount.toLocaleString('en')} completions added over ${past} days in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
  };

  const insertText = changeAndAppendEachStatement('challenge.outbox', {
    name: 'completions-record-each',
    sql: COMPLETIONS_RECORD_EACH_SQL,
    params: [1, 2, 3],
  });
  const takeText = outboxTakeBatchStatement('challenge.outbox');

  /** BATCH random members (each once in a batch), each completing the next exercise of its pool. */
  const completeBatch = async () => {
    const picks = [];
    for (let tries = 0; picks.length < BATCH; tries += 1) {
      if (tries > 1000 * BATCH) throw new Error('every member has completed every exercise left: fewer COMPLETIONS');
      const member = 1 + Math.floor(Math.random() * seeded);
      const done = used.get(member) ?? 0;
      if (done >= pool.length || picks.some((pick) => pick.member === member)) continue;
      used.set(member, done + 1);
      picks.push({ member, ...pool[done] });
    }
    const state = {
      name: 'members-live-with-done',
      text: LIVE_WITH_UNITS_SQL,
      values: [picks.map((pick) => pick.member)],
    };
    await sql.query(state);
    const at = new Date().toISOString();
    const { rows } = await sql.query({
      name: 'completions-record-each',
      text: insertText,
      values: [
        picks.map((pick) => enrolmentOf[pick.member]),
        picks.map((pick) => pick.exercise),
        picks.map(() => doneAtSeconds(new Date(at))),
        ChallengeSubjects.events.exerciseCompleted,
        picks.map((pick) =>
          JSON.stringify({
            userId: pick.member,
            edition: 1,
            exerciseId: pick.exercise,
            unitId: pick.unit,
            programmeDay: past + 1,
            unitCompleted: false,
            challengeDay: past + 1,
            streak: 3,
            completedAt: at,
          }),
        ),
        picks.map(() => randomUUID()),
        'challenge.outbox',
      ],
    });
    if (rows[0].changed.length !== picks.length) throw new Error(`a completion was not recorded: ${rows[0].changed}`);
    await sql.query('BEGIN');
    await sql.query({ name: 'outbox-take', text: takeText, values: [RELAY_BATCH] });
    await sql.query('COMMIT');
    await sql.query(state);
  };

  const counters = async () => {
    await sql.query('SELECT pg_stat_force_next_flush()');
    await new Promise((resolve) => setTimeout(resolve, 300));
    await watch.query('SELECT pg_stat_clear_snapshot()');
    const [{ rows: wal }, { rows: bgwriter }, { rows: database }] = await Promise.all([
      watch.query('SELECT wal_records::float8, wal_fpi::float8, wal_bytes::float8 FROM pg_stat_wal'),
      watch.query(
        'SELECT buffers_checkpoint::float8, buffers_clean::float8, buffers_backend::float8 FROM pg_stat_bgwriter',
      ),
      watch.query(
        'SELECT blks_read::float8, blks_hit::float8 FROM pg_stat_database WHERE datname = current_database()',
      ),
    ]);
    return { ...wal[0], ...bgwriter[0], ...database[0] };
  };

  /** The foreign keys' checks the insert runs (their counts are the insert's too: not added again). */
  const WITHIN_INSERT = 'of which foreign-key checks';
  const label = (query) =>
    query.includes('members-live') || query.includes('asked.ord')
      ? 'state read (before and after)'
      : query.includes('INSERT INTO completions') || query.includes('UPDATE enrolments SET exercise_done_at')
        ? 'completions and outbox rows'
        : query.includes('published_at = clock_timestamp()')
          ? 'relay takes the rows'
          : query.includes('FOR KEY SHARE OF')
            ? WITHIN_INSERT
            : undefined;

  const round = (value, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;

  /** The measured window: COMPLETIONS completions after as many unmeasured and a checkpoint. */
  const measure = async (name) => {
    for (let done = 0; done < COMPLETIONS; done += BATCH) await completeBatch();
    await sql.query('CHECKPOINT');
    await watch.query('SELECT pg_stat_statements_reset()');
    const before = await counters();
    for (let done = 0; done < COMPLETIONS; done += BATCH) await completeBatch();
    const after = await counters();
    const { rows } = await watch.query(
      `SELECT query, calls::float8, shared_blks_hit::float8 AS hit, shared_blks_read::float8 AS read,
              shared_blks_dirtied::float8 AS dirtied, shared_blks_written::float8 AS written,
              wal_records::float8, wal_fpi::float8, wal_bytes::float8
         FROM pg_stat_statements WHERE dbid = (SELECT oid FROM pg_database WHERE datname = current_database())`,
    );
    const byStatement = {};
    for (const row of rows) {
      const key = label(row.query);
      if (!key) continue;
      const sum = (byStatement[key] ??= { calls: 0, hit: 0, read: 0, dirtied: 0, written: 0, fpi: 0, walBytes: 0 });
      sum.calls += row.calls;
      sum.hit += row.hit;
      sum.read += row.read;
      sum.dirtied += row.dirtied;
      sum.written += row.written;
      sum.fpi += row.wal_fpi;
      sum.walBytes += row.wal_bytes;
    }
    const perCompletion = (value) => round(value / COMPLETIONS);
    const statements = Object.fromEntries(
      Object.entries(byStatement).map(([key, sum]) => [
        key,
        {
          hit: perCompletion(sum.hit),
          read: perCompletion(sum.read),
          dirtied: perCompletion(sum.dirtied),
          written: perCompletion(sum.written),
          fpi: perCompletion(sum.fpi),
          walBytes: Math.round(sum.walBytes / COMPLETIONS),
        },
      ]),
    );
    const own = Object.entries(statements)
      .filter(([key]) => key !== WITHIN_INSERT)
      .map(([, counts]) => counts);
    const total = (field) => round(own.reduce((all, s) => all + s[field], 0));
    const delta = (field) => after[field] - before[field];
    const { rows: sizes } = await watch.query(
      `SELECT c.relname AS name, pg_relation_size(c.oid) AS bytes,
              CASE WHEN c.relkind = 'i' THEN (pgstatindex(c.oid::regclass)).avg_leaf_density END AS leaf_density
         FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = 'challenge' AND c.relname IN ('completions', 'completions_pkey', 'enrolments', 'enrolments_pkey', 'enrolments_user_id_idx', 'outbox', 'outbox_msg_id_key')`,
    );
    const result = {
      name,
      members: seeded,
      completions: COMPLETIONS,
      batch: BATCH,
      perCompletion: {
        read: total('read'),
        dirtied: total('dirtied'),
        written: total('written'),
        fpi: total('fpi'),
        walBytes: Math.round(own.reduce((all, s) => all + s.walBytes, 0)),
      },
      statements,
      server: {
        walBytesPerCompletion: Math.round(delta('wal_bytes') / COMPLETIONS),
        fpiPerCompletion: perCompletion(delta('wal_fpi')),
        readPerCompletion: perCompletion(delta('blks_read')),
        writtenPerCompletion: {
          checkpoint: perCompletion(delta('buffers_checkpoint')),
          bgwriter: perCompletion(delta('buffers_clean')),
          backends: perCompletion(delta('buffers_backend')),
        },
      },
      sizesMB: Object.fromEntries(
        sizes.map((row) => [
          row.name,
          row.leaf_density === null
            ? round(row.bytes / 2 ** 20, 1)
            : `${round(row.bytes / 2 ** 20, 1)} (leaves ${round(row.leaf_density, 0)} % full)`,
        ]),
      ),
    };
    say(JSON.stringify(result, null, 2));
    return result;
  };

  /** A month of published outbox rows, one a completion, as the relay kept them before it deleted any. */
  const outboxHistory = async () => {
    const started = performance.now();
    const { rowCount } = await sql.query(
      `INSERT INTO outbox (subject, payload, msg_id, created_at, published_at)
       SELECT $1, jsonb_build_object('userId', e.user_id, 'enrolmentId', e.id, 'exerciseId', x.id,
                                     'unitId', x.unit_id, 'completedAt', done.at),
              gen_random_uuid(), done.at, done.at
         FROM enrolments e
        CROSS JOIN LATERAL (SELECT to_timestamp(${DONE_AT_EPOCH_SECONDS} + seconds) AS at, exercise_id
                              FROM unnest(e.exercise_done_at) WITH ORDINALITY AS d(seconds, exercise_id)
                             WHERE seconds IS NOT NULL) AS done
         JOIN exercises x ON x.id = done.exercise_id
        WHERE done.at < now() - interval '1 day' ORDER BY done.at`,
      [ChallengeSubjects.events.exerciseCompleted],
    );
    await sql.query('VACUUM (ANALYZE) outbox');
    await sql.query('CHECKPOINT');
    say(
      `  ${rowCount.toLocaleString('en')} published outbox rows in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
  };
  /** What the relay leaves of them: the rows published within the hour. */
  const pruneHistory = async () => {
    await sql.query(`DELETE FROM outbox WHERE published_at < now() - interval '1 hour'`);
    await sql.query('VACUUM FULL outbox');
    await sql.query('CHECKPOINT');
  };

  const results = [];
  for (const size of SIZES) {
    await grow(size);
    results.push(await measure('outbox: the last hour'));
    if (!OUTBOX_HISTORY) continue;
    await outboxHistory();
    results.push(await measure('outbox: a month kept'));
    if (size !== SIZES.at(-1) || VARIANTS.length) await pruneHistory();
  }
  for (const variant of VARIANTS) {
    if (variant === 'reindex') await sql.query('REINDEX TABLE enrolments');
    else if (variant === 'lz4') {
      await watch.query(`ALTER SYSTEM SET wal_compression = 'lz4'`);
      await watch.query('SELECT pg_reload_conf()');
    } else throw new Error(`unknown variant ${variant}`);
    results.push(await measure(variant));
  }
  say('');
  say('| members | window | read | dirtied | written | full-page images | WAL bytes |');
  say('| --- | --- | --- | --- | --- | --- | --- |');
  for (const r of results)
    say(
      `| ${r.members.toLocaleString('en')} | ${r.name} | ${r.perCompletion.read} | ${r.perCompletion.dirtied} | ${r.perCompletion.written} | ${r.perCompletion.fpi} | ${r.perCompletion.walBytes} |`,
    );
  await Promise.all([sql.end(), watch.end()]);
} finally {
  await stopServer();
}
