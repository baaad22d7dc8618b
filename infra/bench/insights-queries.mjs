// The tab's SQL timed alone, before (the joins at read time) and after (what is kept at write time), on one
// database of 100,000 members filled by SQL in seconds (the same shape as bench:insights's month, a third
// renewed). Each set is run RUNS times one query after another; prints p50/p95 of the sum and each query's p50.
//   npm run build && node infra/bench/insights-queries.mjs
import pg from 'pg';
import { createTestDatabase } from '@reto/platform/testing';
import { adminDatabase } from '../../services/admin/dist/admin.database.js';
const say = (line = '') => process.stdout.write(`${line}\n`);
const N = 100_000,
  E = 78,
  RUNS = Number(process.env.RUNS ?? 30);
const db = await createTestDatabase('measure_insights');
try {
  await db.migrate(adminDatabase);
  const c = new pg.Client({ connectionString: db.urlFor('admin') });
  await c.connect();
  const q = (s, p) => c.query(s, p);
  await q(`INSERT INTO insight_payments (payment_id, version, edition, state, amount_cents, refunded_cents, currency, paid_at, buyer, refund_reasons)
    SELECT 'pi_'||i, 1, ${E}, CASE WHEN i % 50 = 0 THEN 'refunded' WHEN i % 200 = 1 THEN 'disputed' ELSE 'paid' END,
           CASE WHEN i % 5 = 0 THEN 150000 ELSE 7800 END, CASE WHEN i % 50 = 0 THEN (CASE WHEN i % 5 = 0 THEN 150000 ELSE 7800 END) ELSE 0 END,
           CASE WHEN i % 5 = 0 THEN 'MXN' ELSE 'USD' END, now(), encode(sha256(('m'||i)::bytea), 'hex'),
           CASE WHEN i % 50 = 0 THEN ARRAY['requested_by_customer'] ELSE '{}' END
      FROM generate_series(1, ${N}) i`);
  // A third renewed into the next edition.
  await q(`INSERT INTO insight_payments (payment_id, version, edition, state, amount_cents, refunded_cents, currency, paid_at, buyer)
    SELECT 'pn_'||i, 1, ${E + 1}, 'paid', 7800, 0, 'USD', now(), encode(sha256(('m'||i)::bytea), 'hex') FROM generate_series(1, ${N}, 3) i`);
  await q(
    `UPDATE insight_payments p SET renewed = EXISTS (SELECT 1 FROM insight_payments n WHERE n.edition = p.edition + 1 AND n.buyer = p.buyer AND n.state IN ('paid','refunded','disputed'))`,
  );
  await q(
    `INSERT INTO insight_enrolments (enrolment_id, edition, user_id, live, changed_at) SELECT gen_random_uuid(), ${E}, i, i % 97 <> 0, now() FROM generate_series(1, ${N}) i`,
  );
  await q(`INSERT INTO insight_members (edition, user_id, days, trained, active_day1, enrolled)
    SELECT ${E}, i, CASE WHEN i % 10 = 0 THEN 0 ELSE (floor(random() * 2^26)::int & x'3FBF7EFD'::int) END, i % 10 <> 0, i % 10 <> 0 AND i % 3 <> 0, i % 97 <> 0
      FROM generate_series(1, ${N}) i`);
  await q(
    `INSERT INTO insight_visits (visit_id, day) SELECT gen_random_uuid(), current_date - (i % 28) FROM generate_series(1, ${3 * N}) i`,
  );
  await q(`INSERT INTO insight_visit_days SELECT day, count(*) FROM insight_visits GROUP BY day`);
  await q(
    `INSERT INTO insight_survey (edition, user_id, satisfaction, recommend) SELECT ${E}, i, 1 + i % 5, i % 5 <> 0 FROM generate_series(1, ${N}, 3) i`,
  );
  await q('VACUUM ANALYZE');
  const P = ['paid', 'refunded', 'disputed'];
  const M = ['paid', 'refunded', 'disputed', 'discrepancy', 'second'];
  const mask = (1 << 24) | (1 << 25);
  const sums = Array.from({ length: 28 }, (_, i) => `coalesce(sum((days >> ${i}) & 1), 0)::int`).join(', ');
  const shared = {
    training: [
      `SELECT count(*) FILTER (WHERE trained)::int, count(*) FILTER (WHERE active_day1)::int, count(*) FILTER (WHERE bit_count(days::bit(32)) >= 24)::int, ARRAY[${sums}] FROM insight_members WHERE edition = $1`,
      [E],
    ],
    heatmap: [
      `SELECT user_id, days FROM insight_members WHERE edition = $1 AND trained ORDER BY user_id LIMIT 1000`,
      [E],
    ],
    money: [
      `SELECT currency, count(*)::int, sum(amount_cents), sum(refunded_cents), coalesce(sum(amount_cents - refunded_cents) FILTER (WHERE state = 'disputed'), 0) FROM insight_payments WHERE edition = $1 AND state = ANY($2) GROUP BY currency`,
      [E, M],
    ],
    satisfaction: [
      `SELECT count(*)::int, count(*) FILTER (WHERE satisfaction >= 4)::int, count(*) FILTER (WHERE recommend)::int FROM insight_survey WHERE edition BETWEEN $1 AND $1`,
      [E],
    ],
  };
  const before = {
    ...shared,
    visits: [`SELECT count(*)::int FROM insight_visits WHERE day BETWEEN current_date - 27 AND current_date`, []],
    funnel: [
      `SELECT count(*) FILTER (WHERE state = ANY($2))::int, count(*) FILTER (WHERE state = 'refunded')::int, count(*) FILTER (WHERE state = 'disputed')::int FROM insight_payments WHERE edition = $1`,
      [E, P],
    ],
    renewed: [
      `SELECT count(DISTINCT p.buyer)::int FROM insight_payments p WHERE p.edition = $1 AND p.state = ANY($2) AND EXISTS (SELECT 1 FROM insight_payments n WHERE n.edition = $1 + 1 AND n.buyer = p.buyer AND n.state = ANY($2))`,
      [E, P],
    ],
    behind: [
      `WITH enrolled AS (SELECT user_id, bool_or(live) AS live FROM insight_enrolments WHERE edition = $1 AND user_id IS NOT NULL GROUP BY user_id), behind AS (SELECT coalesce(m.user_id, e.user_id) AS "userId", coalesce(m.days, 0) AS days FROM enrolled e FULL JOIN (SELECT user_id, days FROM insight_members WHERE edition = $1 AND trained) m ON m.user_id = e.user_id WHERE coalesce(e.live, true) AND coalesce(m.days, 0) & $2 = 0) SELECT "userId", days, count(*) OVER ()::int AS total FROM behind ORDER BY days, "userId" LIMIT 500`,
      [E, mask],
    ],
  };
  const after = {
    ...shared,
    visits: [
      `SELECT coalesce(sum(visits), 0)::int FROM insight_visit_days WHERE day BETWEEN current_date - 27 AND current_date`,
      [],
    ],
    funnel: [
      `SELECT count(*)::int, count(*) FILTER (WHERE state = 'refunded')::int, count(*) FILTER (WHERE state = 'disputed')::int, count(*) FILTER (WHERE renewed)::int FROM insight_payments WHERE edition = $1 AND state = ANY($2)`,
      [E, P],
    ],
    behind: [
      `SELECT user_id, days, count(*) OVER ()::int AS total FROM insight_members WHERE edition = $1 AND coalesce(enrolled, trained) AND days & $2 = 0 ORDER BY days, user_id LIMIT 500`,
      [E, mask],
    ],
    refundReasons: [
      `SELECT reason, count(*)::int FROM insight_payments, unnest(refund_reasons) AS reason WHERE edition = $1 AND cardinality(refund_reasons) > 0 AND state = ANY($2) GROUP BY reason`,
      [E, M],
    ],
  };
  const time = async (sql, params) => {
    const t = performance.now();
    await q(sql, params);
    return performance.now() - t;
  };
  const p = (xs, f) => {
    const s = [...xs].sort((a, b) => a - b);
    return s[Math.min(s.length - 1, Math.ceil(f * s.length) - 1)];
  };
  for (const [name, set] of [
    ['before', before],
    ['after', after],
  ]) {
    const per = Object.fromEntries(Object.keys(set).map((k) => [k, []]));
    const totals = [];
    for (let r = 0; r < RUNS; r += 1) {
      let total = 0;
      for (const [k, [sql, params]] of Object.entries(set)) {
        const ms = await time(sql, params);
        per[k].push(ms);
        total += ms;
      }
      totals.push(total);
    }
    say(
      `${name}: sum of the tab's queries one after another p50 ${p(totals, 0.5).toFixed(0)} ms, p95 ${p(totals, 0.95).toFixed(0)} ms; per query p50: ${Object.entries(
        per,
      )
        .map(([k, v]) => `${k} ${p(v, 0.5).toFixed(1)}`)
        .join(', ')}`,
    );
  }
  // The same figures both ways: the renewals and the members at risk.
  const renewedBefore = (await q(before.renewed[0], before.renewed[1])).rows[0].count;
  const renewedAfter = Object.values((await q(after.funnel[0], after.funnel[1])).rows[0]).at(-1);
  const atRiskBefore = (await q(before.behind[0], before.behind[1])).rows[0]?.total;
  const atRiskAfter = (await q(after.behind[0], after.behind[1])).rows[0]?.total;
  say(`renewed ${renewedBefore} / ${renewedAfter}; at risk ${atRiskBefore} / ${atRiskAfter}`);
  await c.end();
} finally {
  await db.drop();
}
