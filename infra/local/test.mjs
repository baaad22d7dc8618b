// `npm test`: every tier in order (lint, build and type check, unit, integration against the real
// PostgreSQL/Redis/NATS, outages under load, browser journeys in Chromium), stopping at the first
// that fails.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { preflight } from './preflight.mjs';
import { ROOT } from './system.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const started = Date.now();
const elapsed = () => `${Math.round((Date.now() - started) / 1000)}s`;

function tier(title, script) {
  process.stdout.write(`\n━━ ${title} (${elapsed()}) ━━\n`);
  const result = spawnSync('npm', ['run', '--silent', script], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) {
    process.stderr.write(`\n✗ ${title} failed after ${elapsed()}\n`);
    process.exit(result.status ?? 1);
  }
}

tier('lint and format', 'lint');
tier('build and type check', 'build');
tier('type check of the tests', 'typecheck:tests');
tier('unit tests', 'test:unit');
if ((await preflight()).length) {
  process.stderr.write('✗ the integration and browser tests need the servers above\n');
  process.exit(1);
}
tier('integration and contract tests', 'test:int');
tier('outages (chaos: replicas killed, rolling restart, billing and NATS killed under load)', 'test:chaos');
if (!existsSync(CHROMIUM)) {
  process.stderr.write(`✗ the browser journeys need Chromium: apt-get update && apt-get install -y chromium\n`);
  process.exit(1);
}
tier('browser journeys (Playwright, Chromium)', 'test:e2e');
process.stdout.write(`\n✓ every tier passed in ${elapsed()}\n`);
