// `npm run bench:web`: Lighthouse 12 (mobile: Moto G-class device, simulated slow 4G and 4x CPU
// slowdown) on /landing in Debian's headless Chromium, against a whole started system (or the one at
// BENCH_URL), with no network beyond it. Prints the performance and accessibility scores, LCP, CLS
// and the JavaScript the page loads, beside the goals (performance ≥ 95, accessibility
// 100, LCP ≤ 2.0 s, CLS ≤ 0.02, JavaScript ≤ 120 KB gzip) for the median of BENCH_RUNS runs (3).
// Exits 1 when a goal is missed.
import { existsSync } from 'node:fs';
import { get } from 'node:http';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startTestSystem } from '../local/test-system.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PATH = process.env.BENCH_PATH ?? '/landing';
/** Lighthouse's own advice on a shared machine: several runs, the median reported. */
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const say = (line = '') => process.stdout.write(`${line}\n`);

/** The bytes of a gzip-encoded answer's body, as they travel (no decompression). */
const gzipBodySize = (url) =>
  new Promise((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk) => (bytes += chunk.length));
      res.on('end', () => resolve(bytes));
    }).on('error', reject);
  });

if (!existsSync(CHROMIUM)) {
  process.stderr.write(`✗ Lighthouse needs Chromium: apt-get update && apt-get install -y chromium\n`);
  process.exit(1);
}

let system = null;
let baseUrl = process.env.BENCH_URL;
if (!baseUrl) {
  say('▸ Starting a test system (its own database, NATS prefix and port)…');
  system = await startTestSystem({ env: { LOG_LEVEL: 'warn' } });
  baseUrl = system.url;
}

const chrome = await launch({
  chromePath: CHROMIUM,
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});

let failed = false;
try {
  const url = `${baseUrl}${PATH}`;
  say(`▸ Lighthouse (mobile) on ${url}`);
  // One warm-up run fills the gateway's short caches, as a visitor after the first would find them.
  await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  const runs = [];
  for (let run = 0; run < RUNS; run += 1) {
    const { lhr } = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    });
    if (lhr.runtimeError) throw new Error(`Lighthouse could not measure the page: ${lhr.runtimeError.message}`);
    runs.push(lhr);
  }
  runs.sort((a, b) => a.categories.performance.score - b.categories.performance.score);
  const { categories, audits } = runs[Math.floor(runs.length / 2)];
  const scores = runs.map((lhr) => Math.round(lhr.categories.performance.score * 100));
  say(`  performance in the ${String(RUNS)} runs: ${scores.join(', ')}; the median run below`);
  const scripts = (audits['network-requests'].details?.items ?? []).filter((item) => item.resourceType === 'Script');
  // The scripts' gzip bodies, fetched again as the page got them (transfer sizes also count headers).
  const gzipBodies = await Promise.all(scripts.map((item) => gzipBodySize(item.url)));
  const jsBytes = gzipBodies.reduce((sum, bytes) => sum + bytes, 0);
  const rows = [
    ['performance', Math.round(categories.performance.score * 100), (v) => v >= 95, '≥ 95'],
    ['accessibility', Math.round(categories.accessibility.score * 100), (v) => v === 100, '100'],
    [
      'LCP',
      audits['largest-contentful-paint'].numericValue / 1000,
      (v) => v <= 2,
      '≤ 2.0 s',
      (v) => `${v.toFixed(2)} s`,
    ],
    ['CLS', audits['cumulative-layout-shift'].numericValue, (v) => v <= 0.02, '≤ 0.02', (v) => v.toFixed(3)],
    [
      'JavaScript',
      jsBytes / 1024,
      (v) => v <= 120,
      '≤ 120 KB',
      (v) => `${v.toFixed(1)} KB gzip in ${String(scripts.length)} files`,
    ],
  ];
  say();
  for (const [name, value, ok, goal, format = String] of rows) {
    const met = ok(value);
    failed ||= !met;
    say(`${met ? '✓' : '✗'} ${name.padEnd(14)} ${format(value).padEnd(28)} goal ${goal}`);
  }
  const failing = Object.values(audits).filter(
    (audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative',
  );
  if (failing.length > 0) {
    say();
    say('Audits below 0.9:');
    for (const audit of failing) say(`  - ${audit.id}: ${audit.displayValue ?? audit.score}`);
  }
} finally {
  chrome.kill();
  await system?.stop();
}
process.exit(failed ? 1 : 0);
