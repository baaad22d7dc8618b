import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const SYSTEM_TESTS = join(ROOT, 'system-tests');

/**
 * What a whole-system test may not do: it drives the product through its public APIs and events
 * only, so a service can change its tables without breaking it. Each rule: why, and what it finds.
 */
const RULES: { why: string; pattern: RegExp }[] = [
  {
    why: "SQL on a service's tables",
    pattern: /\b(UPDATE\s+\w|INSERT\s+INTO|DELETE\s+FROM|TRUNCATE\s+\w|ALTER\s+TABLE)/,
  },
  { why: "SQL on a service's tables", pattern: /\bSELECT\b[^;]*?\bFROM\s+\w/ },
  { why: 'a database query', pattern: /\.query\(/ },
  { why: 'a database client', pattern: /from\s+['"](pg|typeorm|@nestjs\/typeorm)['"]|import\(\s*['"]pg['"]\s*\)/ },
  { why: "another service's test fixtures", pattern: /['"][^'"]*services\/[^/'"]+\/test\// },
  { why: "an app's build spawned directly (use the test system's startReplica)", pattern: /dist\/main\.js/ },
];

/** Every finding in one file's text: `path:line: why`. */
export function forbiddenIn(path: string, text: string): string[] {
  return text
    .split('\n')
    .flatMap((line, index) =>
      RULES.filter(({ pattern }) => pattern.test(line)).map(({ why }) => `${path}:${index + 1}: ${why}`),
    );
}

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sources(path);
    return /\.(ts|mts|js|mjs)$/.test(entry.name) ? [path] : [];
  });

describe('the system tests (system-tests/) use only the public APIs and events', () => {
  it('hold no SQL, no database client, no fixtures of a service and no spawned build', () => {
    const found = sources(SYSTEM_TESTS).flatMap((path) =>
      forbiddenIn(relative(ROOT, path), readFileSync(path, 'utf8')),
    );
    expect(found).toEqual([]);
  });

  it('would see each kind of shortcut', () => {
    const probe = [
      "import pg from 'pg';",
      "import { photo } from '../../services/reviews/test/photo-fixtures.js';",
      "await db.query(`UPDATE challenge.exercises SET video_id = 'x'`);",
      "await client.query('INSERT INTO billing.payments (id) VALUES (1)');",
      "const n = 'SELECT count(*) FROM identity.users';",
      "spawn(process.execPath, ['services/challenge/dist/main.js']);",
      "await client.rest('POST', '/api/admin/exercises', { title: 'Update the plan' });",
    ].join('\n');
    expect(forbiddenIn('probe.ts', probe)).toEqual([
      'probe.ts:1: a database client',
      "probe.ts:2: another service's test fixtures",
      "probe.ts:3: SQL on a service's tables",
      'probe.ts:3: a database query',
      "probe.ts:4: SQL on a service's tables",
      'probe.ts:4: a database query',
      "probe.ts:5: SQL on a service's tables",
      "probe.ts:6: an app's build spawned directly (use the test system's startReplica)",
    ]);
  });
});
