// The figures section of docs/performance.md, from the latest bench run (bench/results.json), so
// the page never states figures the committed results do not hold.
import { readFileSync } from 'node:fs';

const START = '<!-- figures:start -->';
const END = '<!-- figures:end -->';

const number = (value) => (typeof value === 'number' ? value.toLocaleString('en-US') : '–');
const cpu = (run, app) => (run?.cpuUsPerRequest?.[app] === undefined ? '–' : `${run.cpuUsPerRequest[app]} µs`);
const met = (flag) => (flag ? 'met' : 'NOT met');
const rounds = (list, pick) =>
  list
    .map(pick)
    .filter((value) => value !== undefined)
    .join(', ');

const loadOf = (loadAverage) =>
  loadAverage ? `, the host's load average ${loadAverage.start} at its start and ${loadAverage.end} at its end` : '';

/**
 * Where a phase was measured by a focused run of its own (merged into the file beside the others):
 * its date, size, length and the host's load, said beside its figures.
 */
const measuredIn = (phase, runS = phase?.conditions?.settings?.durationS) => {
  const run = phase?.conditions;
  if (!run) return '';
  const settings = run.settings ?? {};
  const parts = [`run of ${run.at.slice(0, 16).replace('T', ' ')} UTC`];
  const sizes = settings.sizes?.length > 1 ? settings.sizes : [settings.members].filter(Boolean);
  if (sizes.length) parts.push(`${sizes.map(number).join(' and ')} members`);
  if (runS) parts.push(`${runS} s a run`);
  if (run.loadAverage) parts.push(`load average ${run.loadAverage.start}–${run.loadAverage.end}`);
  return ` (${parts.join(', ')})`;
};

/** The section's Markdown for one results object. */
export function figuresSection(results) {
  const { p1, p2, p3, p4, p5, p5ByKind, signIn, landing, growth, explain, community, machine, settings, at } = results;
  const lines = [
    `Run of ${at.slice(0, 10)} on ${machine.cores} cores (Node ${machine.node}): ${settings.connections} connections,`,
    `${settings.rounds} rounds of ${settings.durationS} s after ${settings.warmupS} s of warm-up, ${number(settings.members)} members,`,
    `\`LOG_LEVEL=${settings.logLevel}\`${loadOf(results.loadAverage)}. The median round; a phase measured by a run of its`,
    'own says its conditions beside it:',
    '',
    '| | figure | goal |',
    '| --- | --- | --- |',
  ];
  if (p1) {
    lines.push(
      `| P1 whole system vs bare handler${measuredIn(p1)} | ${number(p1.system.reqPerS)} vs ${number(p1.bare.reqPerS)} req/s, ${p1.throughputRatio}× (rounds ${rounds(p1.rounds, (r) => `${r.ratio}×`)}) | ${p1.goal}: ${met(p1.met)} |`,
      `| P1 whole system p50 / p99 | ${p1.system.p50} / ${p1.system.p99} ms (bare handler: ${p1.bare.p50} / ${p1.bare.p99} ms) | |`,
      `| P1 CPU per request: gateway, identity, challenge, NATS | ${['gateway', 'identity', 'challenge', 'nats'].map((app) => cpu(p1.system, app)).join(', ')} | |`,
    );
  }
  if (p2) {
    lines.push(
      `| P2 GraphQL dashboard p50 vs P1's${measuredIn(p2)} | ${p2.graphql.p50} ms, ${p2.p50RatioToP1}× | ${p2.goal}: ${met(p2.met)} |`,
      `| P2 CPU per request: gateway | ${cpu(p2.graphql, 'gateway')} | |`,
    );
  }
  if (p3) {
    lines.push(
      `| P3 random member, one replica vs bare handler${measuredIn(p3)} | ${number(p3.oneReplica.reqPerS)} vs ${number(p3.bare.reqPerS)} req/s, ${p3.throughputRatioToBare}× | ≥ 0.5× |`,
      `| P3 uncapped: two replicas vs one | ${p3.throughputRatioTwoToOne}× (machine ${Math.round(p3.twoReplicas.machineBusy * 100)} % busy) | |`,
    );
    if (p3.capped) {
      const ones = p3.capped.oneReplica.map((run) => number(run.reqPerS)).join(' and ');
      lines.push(
        `| P3 capped at ${p3.capped.replicaCpu} of a core: two replicas vs one | ${p3.capped.throughputRatioTwoToOne}× (two: ${number(p3.capped.twoReplicas.reqPerS)} req/s; one: ${ones}) | ≥ 1.6×: ${met(p3.capped.met)} |`,
      );
    }
  }
  if (signIn) {
    lines.push(
      signIn.peak
        ? `| Sign-in p99 beside P1's read at 80 % of its peak as members arrive (${number(signIn.readRate)} req/s of ${number(signIn.peak.rate)} held at p99 ${signIn.peak.p99} ms; the closed loop's ${number(signIn.peak.closedLoop)}), ${signIn.signInRate} sign-ins/s${measuredIn(signIn)} | sign-in ${signIn.p99ByKind.signIn} ms, read ${signIn.p99ByKind.read} ms | ${signIn.goal}: ${met(signIn.met)} |`
        : `| Sign-in p99 beside P1's read at 80 % of its rate (${number(signIn.readRate)} req/s, ${signIn.signInRate} sign-ins/s)${measuredIn(signIn)} | sign-in ${signIn.p99ByKind.signIn} ms, read ${signIn.p99ByKind.read} ms | ${signIn.goal}: ${met(signIn.met)} |`,
    );
    if (signIn.peak)
      lines.push(
        `| Sign-in run: CPU per request of the load generator, gateway, challenge (the open loop's peak / the closed loop's, P1) | ${['load generator', 'gateway', 'challenge'].map((app) => `${signIn.peak.cpuUsPerRequest?.[app] ?? '?'} / ${p1?.system.cpuUsPerRequest?.[app] ?? '?'} µs`).join(', ')} | |`,
      );
  }
  if (p4) {
    const lag = p4.publishLag;
    lines.push(
      `| P4 completion, whole system (REST / GraphQL) vs bare handler${measuredIn(p4)} | ${number(p4.rest.reqPerS)} / ${number(p4.graphql.reqPerS)} vs ${number(p4.bare.reqPerS)} req/s, ${p4.throughputRatio}× / ${p4.graphqlThroughputRatio}× | ${p4.goal}: ${met(p4.met)} |`,
      `| P4 REST p50 / p99; CPU per request: gateway, identity, challenge, NATS | ${p4.rest.p50} / ${p4.rest.p99} ms; ${['gateway', 'identity', 'challenge', 'nats'].map((app) => cpu(p4.rest, app)).join(', ')} | |`,
      typeof lag === 'object' && lag.events
        ? `| P4 outbox row to delivery (${lag.subject}) | p50 ${lag.p50} ms, p99 ${lag.p99} ms over ${number(lag.events)} events, ${lag.undelivered} not delivered | ≤ 100 ms |`
        : `| P4 outbox row to delivery | not measured: a completion published no event in this run | ≤ 100 ms |`,
    );
    const payment = p4.paymentPublishLag;
    if (payment?.events)
      lines.push(
        `| P4 beside it, a payment's event (billing's outbox, 4 a second) | p50 ${payment.p50} ms, p99 ${payment.p99} ms over ${number(payment.events)} events, ${payment.undelivered} not delivered | ≤ 100 ms |`,
      );
  }
  if (p5) {
    const held = p5.held;
    const compared = p5.beforeAfter;
    if (compared) {
      const before = compared.before.gateway ?? `session cache ${compared.before.sessionCacheTtlMs} ms`;
      const side = (run) =>
        `p99 ${run.p99} ms, ${['gateway', 'identity', 'challenge', 'nats'].map((app) => cpu(run, app)).join(', ')}`;
      lines.push(
        `| P5 before/after at ${number(compared.rate)} req/s of the mix, in turns${measuredIn(p5, p5.conditions?.settings?.p5StepS)}: p99; CPU per request of gateway, identity, challenge, NATS | before (${before}): ${side(compared.before)}; after: ${side(compared.after)} | |`,
      );
    }
    lines.push(
      held
        ? `| P5 daily active members in their busiest hour${measuredIn(p5, p5.conditions?.settings?.p5StepS)} | ${number(p5.dailyActiveMembers)} (${number(held.reqPerS)} req/s of the mix, p99 ${held.p99} ms, sign-in p99 ${held.p99ByKind.signIn} ms) | ${p5.goal}: ${met(p5.met)} |`
        : `| P5 daily active members in their busiest hour${measuredIn(p5, p5.conditions?.settings?.p5StepS)} | not even the first rate held | ${p5.goal}: NOT met |`,
    );
    if (p5.cpuMsPerMemberDay)
      lines.push(
        `| P5 CPU per member-day | ${Object.entries(p5.cpuMsPerMemberDay)
          .map(([app, ms]) => `${app} ${ms} ms`)
          .join(', ')} | |`,
      );
    if (p5.inBursts)
      lines.push(
        `| P5 at ${p5.inBursts.rate} req/s: autocannon's 1 s bursts vs Poisson arrivals | p50 ${p5.inBursts.p50} / p99 ${p5.inBursts.p99} ms vs p50 ${p5.steps[0].p50} / p99 ${p5.steps[0].p99} ms | |`,
      );
  }
  if (p5ByKind) {
    // A focused run (BENCH_P5_KINDS), dated on its own: CPU per request, the figure a shared host does not move.
    const apps = ['gateway', 'identity', 'challenge', 'nats'];
    const cpuOf = (k) => `${apps.map((app) => cpu(k, app)).join(', ')}; the system ${number(k.systemUs)} µs`;
    const when = `run of ${p5ByKind.at.slice(0, 10)}, ${p5ByKind.ratePerS} a second`;
    for (const [kind, k] of Object.entries(p5ByKind.byKind)) {
      const before = p5ByKind.before?.byKind[kind];
      const env = Object.entries(p5ByKind.before?.env ?? {})
        .map(([name, value]) => `\`${name}=${value}\``)
        .join(' ');
      // the second gateway: another build (BENCH_P5_BEFORE_GATEWAY, named by its label) or the system's with other variables
      const second = p5ByKind.before?.gateway
        ? [`a second gateway, ${p5ByKind.before.gateway}${env ? `, run with ${env}` : ''}`, p5ByKind.before.gateway]
        : [`a second gateway run with ${env}`, `with ${env}`];
      lines.push(
        before
          ? `| P5 by kind, \`${kind}\` alone (${when}, in turns with ${second[0]}): CPU per request of gateway, identity, challenge, NATS | ${cpuOf(k)} (${second[1]}: ${cpuOf(before)}) | |`
          : `| P5 by kind, \`${kind}\` alone (${when}): CPU per request of gateway, identity, challenge, NATS | ${cpuOf(k)} | |`,
      );
    }
  }
  if (landing) {
    lines.push(
      `| /landing and /api/reviews vs the same bytes static, ${landing.connections} connections${measuredIn(landing)} | ${number(landing.landing.reqPerS)} and ${number(landing.reviews.reqPerS)} vs ${number(landing.static.reqPerS)} req/s, ${landing.landingToStatic}× and ${landing.reviewsToStatic}×; p99 ${landing.landing.p99}, ${landing.reviews.p99} vs ${landing.static.p99} ms | ${landing.goal}: ${met(landing.met)} |`,
    );
  }
  if (growth) {
    for (const point of growth.points)
      lines.push(
        `| ${number(point.members)} members: P1, P3, P4 whole system (× bare handler)${measuredIn(growth)} | ${number(point.p1.system.reqPerS)} (${point.p1.ratio}×), ${number(point.p3.system.reqPerS)} (${point.p3.ratio}×), ${number(point.p4.system.reqPerS)} (${point.p4.ratio}×) req/s | |`,
      );
    lines.push(
      `| Largest size against smallest: P1, P3, P4 (whole system req/s)${measuredIn(growth)} | ×${growth.largeToSmall.p1}, ×${growth.largeToSmall.p3}, ×${growth.largeToSmall.p4} | ${growth.goal}: ${met(growth.met)} |`,
    );
  }
  if (community) {
    lines.push(
      `| Community live: ${number(community.subscribers)} WebSocket subscribers on 2 gateway replicas, posts sent at ${community.postsPerS}/s (${number(community.posts)} accepted, ${number(community.refusedPosts ?? 0)} refused or unanswered)${measuredIn(community)}${community.note ? `; ${community.note}` : ''} | ${number(community.delivered)} of ${number(community.expected)} delivered, ${community.late === undefined ? `${number(community.lost)} not delivered within 15 s of the last post` : `${number(community.late)} not within 15 s of the last post, ${number(community.lost)} never (lost)`}; from acceptance p50 ${number(community.p50Ms)} ms, p99 ${number(community.p99Ms)} ms, max ${number(community.maxMs)} ms${community.loadGeneratorLoopDelayP99Ms === undefined ? '' : ` (the load generator's event loop p99 delay ${community.loadGeneratorLoopDelayP99Ms} ms${community.loadGeneratorBusy === undefined ? '' : `, ${community.loadGeneratorBusy} of a core busy`})`} | ${community.goal}: ${met(community.met)} |`,
      ...(community.stages
        ? [
            `| Community live: by stage, p50 / p99 | accepted → NATS ${number(community.stages.acceptedToNats.p50Ms)} / ${number(community.stages.acceptedToNats.p99Ms)} ms, NATS → Redis ${number(community.stages.natsToRedis.p50Ms)} / ${number(community.stages.natsToRedis.p99Ms)} ms, Redis → subscriber ${number(community.stages.redisToSubscriber.p50Ms)} / ${number(community.stages.redisToSubscriber.p99Ms)} ms | |`,
          ]
        : []),
      `| Community live: CPU per delivered message | ${Object.entries(community.cpuUsPerMessage)
        .map(([app, us]) => `${app} ${us} µs`)
        .join(', ')} | |`,
    );
  }
  if (explain) {
    const { members, conditions: _conditions, ...plans } = explain;
    lines.push(
      '',
      `\`EXPLAIN (ANALYZE, BUFFERS)\` of the hot queries at ${number(members)} members${measuredIn(explain)}:`,
    );
    for (const [query, plan] of Object.entries(plans)) lines.push('', `${query}:`, '', '```text', plan, '```');
  }
  return lines.join('\n');
}

/** docs/performance.md with its figures section rendered from `results`. */
export function performancePage(page, results) {
  const start = page.indexOf(START);
  const end = page.indexOf(END);
  if (start < 0 || end < start) throw new Error(`docs/performance.md lacks ${START} … ${END}`);
  return `${page.slice(0, start + START.length)}\n${figuresSection(results)}\n${page.slice(end)}`;
}

export const readResults = (path) => JSON.parse(readFileSync(path, 'utf8'));
