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

/**
 * An enrolment in an edition named by its number: `.enrol(id, email, 78)`,
 * `enrolledMember(…, { edition: 78 })`, or a suite's own helper given one (`newMember(78)`).
 */
const FIXED_EDITION = /\.enrol\([^)]*,\s*\d+\s*\)|enrolledMember\([^)]*\bedition:\s*\d+\b|\w*Member\(\s*\d{2,}\s*\)/;

/**
 * A suite on the real clock (one that never sets the test clock) that enrols in a fixed edition:
 * the edition ends one day and its members then reach nothing (use `comingEdition`). `path:line`.
 */
export function datedWithoutClock(path: string, text: string): string[] {
  if (/\bsetClock\(/.test(text)) return [];
  return text.split('\n').flatMap((line, index) => (FIXED_EDITION.test(line) ? [`${path}:${index + 1}`] : []));
}

/**
 * A browser journey's file that enrols a member (the journeys' `enrolledMember` always enrols in
 * one edition by its number) and never sets the test clock: once that edition has ended its member
 * has no access. `path:line`.
 */
export function journeyEnrolledWithoutClock(path: string, text: string): string[] {
  if (/\bsetClock\(/.test(text)) return [];
  return text
    .split('\n')
    .flatMap((line, index) => (/(?<!function )\benrolledMember\(/.test(line) ? [`${path}:${index + 1}`] : []));
}

const JOURNEYS = join(ROOT, 'e2e', 'tests');

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

  it('enrol on the real clock only in coming editions, never in one that will have ended', () => {
    const found = sources(SYSTEM_TESTS).flatMap((path) =>
      datedWithoutClock(relative(ROOT, path), readFileSync(path, 'utf8')),
    );
    expect(found).toEqual([]);
  });

  it('and so do the browser journeys, under the test clock wherever they enrol a member', () => {
    const found = sources(JOURNEYS).flatMap((path) =>
      journeyEnrolledWithoutClock(relative(ROOT, path), readFileSync(path, 'utf8')),
    );
    expect(found).toEqual([]);
    const journey = "const member = await enrolledMember(request, nats(), 'female', 'Aurora');";
    expect(journeyEnrolledWithoutClock('probe.ts', journey)).toEqual(['probe.ts:1']);
    expect(journeyEnrolledWithoutClock('probe.ts', `await nats().setClock(DAY_4);\n${journey}`)).toEqual([]);
    expect(journeyEnrolledWithoutClock('probe.ts', 'export async function enrolledMember(')).toEqual([]);
  });

  it('would see a fixed edition on the real clock, and not one under the test clock', () => {
    const enrolments = [
      "await nats.enrol(id, 'ana@example.com', 78);",
      "await enrolledMember(system, nats, { edition: 81, first: 'Ana' });",
      'const ana = await newMember(78);',
      "await enrolledMember(system, nats, { edition: comingEdition(1), first: 'Ana' });",
      'const luis = await newMember(1);',
    ].join('\n');
    expect(datedWithoutClock('probe.ts', enrolments)).toEqual(['probe.ts:1', 'probe.ts:2', 'probe.ts:3']);
    expect(datedWithoutClock('probe.ts', `await nats.setClock(NOW);\n${enrolments}`)).toEqual([]);
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
