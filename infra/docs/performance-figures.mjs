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

/** The section's Markdown for one results object. */
export function figuresSection(results) {
  const { p1, p2, p3, machine, settings, at } = results;
  const lines = [
    `Run of ${at.slice(0, 10)} on ${machine.cores} cores (Node ${machine.node}): ${settings.connections} connections,`,
    `${settings.rounds} rounds of ${settings.durationS} s after ${settings.warmupS} s of warm-up, ${number(settings.members)} members,`,
    `\`LOG_LEVEL=${settings.logLevel}\`. The median round:`,
    '',
    '| | figure | goal |',
    '| --- | --- | --- |',
  ];
  if (p1) {
    lines.push(
      `| P1 whole system vs bare handler | ${number(p1.system.reqPerS)} vs ${number(p1.bare.reqPerS)} req/s, ${p1.throughputRatio}× (rounds ${rounds(p1.rounds, (r) => `${r.ratio}×`)}) | ${p1.goal}: ${met(p1.met)} |`,
      `| P1 whole system p50 / p99 | ${p1.system.p50} / ${p1.system.p99} ms (bare handler: ${p1.bare.p50} / ${p1.bare.p99} ms) | |`,
      `| P1 CPU per request: gateway, identity, challenge, NATS | ${['gateway', 'identity', 'challenge', 'nats'].map((app) => cpu(p1.system, app)).join(', ')} | |`,
    );
  }
  if (p2) {
    lines.push(
      `| P2 GraphQL dashboard p50 vs P1's | ${p2.graphql.p50} ms, ${p2.p50RatioToP1}× | ${p2.goal}: ${met(p2.met)} |`,
      `| P2 CPU per request: gateway | ${cpu(p2.graphql, 'gateway')} | |`,
    );
  }
  if (p3) {
    lines.push(
      `| P3 random member, one replica vs bare handler | ${number(p3.oneReplica.reqPerS)} vs ${number(p3.bare.reqPerS)} req/s, ${p3.throughputRatioToBare}× | ≥ 0.5× |`,
      `| P3 uncapped: two replicas vs one | ${p3.throughputRatioTwoToOne}× (machine ${Math.round(p3.twoReplicas.machineBusy * 100)} % busy) | |`,
    );
    if (p3.capped) {
      const ones = p3.capped.oneReplica.map((run) => number(run.reqPerS)).join(' and ');
      lines.push(
        `| P3 capped at ${p3.capped.replicaCpu} of a core: two replicas vs one | ${p3.capped.throughputRatioTwoToOne}× (two: ${number(p3.capped.twoReplicas.reqPerS)} req/s; one: ${ones}) | ≥ 1.6×: ${met(p3.capped.met)} |`,
      );
    }
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
