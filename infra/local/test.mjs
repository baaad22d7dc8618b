// `npm test`: every tier in order (lint, build and type check, unit, integration against the real
// PostgreSQL/Redis/NATS, outages under load, browser journeys in Chromium), stopping at the first
// that fails. Lint and format run beside the build and the type checks: each of those is one
// single-threaded process (ESLint, Prettier, tsc), so on two cores the pair takes about as long as
// the longer of the two alone. Lint's output is printed when it ends, not mixed with the build's.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, openSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { preflight } from './preflight.mjs';
import { ROOT } from './system.mjs';

/** The browser the journeys run in (e2e/playwright.config.ts): Chromium's headless shell. */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
const started = Date.now();
const elapsed = () => `${Math.round((Date.now() - started) / 1000)}s`;

const header = (title) => process.stdout.write(`\n━━ ${title} (${elapsed()}) ━━\n`);
const fail = (title, status) => {
  process.stderr.write(`\n✗ ${title} failed after ${elapsed()}\n`);
  process.exit(status ?? 1);
};

function tier(title, script) {
  header(title);
  const result = spawnSync('npm', ['run', '--silent', script], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) fail(title, result.status);
}

/**
 * Starts `script` in the background, its output kept in a file (the tiers beside it run with
 * spawnSync, which would leave a pipe unread); `finish()` prints it and stops the run if it failed.
 */
function besideTheNext(title, script) {
  const log = join(mkdtempSync(join(tmpdir(), 'reto-test-')), `${script}.log`);
  const out = openSync(log, 'w');
  const child = spawn('npm', ['run', '--silent', script], { cwd: ROOT, stdio: ['ignore', out, out] });
  const exit = new Promise((resolve) => child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0))));
  process.stdout.write(`\n━━ ${title}: started beside the next tiers (${elapsed()}) ━━\n`);
  return {
    async finish() {
      const status = await exit;
      header(`${title}: ${status === 0 ? 'passed' : 'FAILED'}`);
      process.stdout.write(readFileSync(log));
      if (status !== 0) fail(title, status);
    },
    stop: () => child.kill('SIGTERM'),
  };
}

const lint = besideTheNext('lint and format', 'lint');
process.on('exit', () => lint.stop());
tier('build and type check', 'build');
tier('type check of the tests', 'typecheck:tests');
await lint.finish();
tier('unit tests', 'test:unit');
if ((await preflight()).length) {
  process.stderr.write('✗ the integration and browser tests need the servers above\n');
  process.exit(1);
}
tier('integration and contract tests', 'test:int');
tier('outages (chaos: replicas killed, rolling restart, billing and NATS killed under load)', 'test:chaos');
if (!existsSync(CHROMIUM)) {
  process.stderr.write(
    `✗ the browser journeys need Chromium's headless shell: apt-get update && apt-get install -y chromium-headless-shell\n`,
  );
  process.exit(1);
}
tier('browser journeys (Playwright, Chromium)', 'test:e2e');
process.stdout.write(`\n✓ every tier passed in ${elapsed()}\n`);
