import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const SOURCE = join(ROOT, 'frontend/src');

/** A component or a hook reads in one sitting; past this it is split into parts, each with its own spec. */
const MAX_LINES = 150;

/**
 * The files still over the limit, each with the size it may not grow past: a file here may only
 * shrink, and leaves the list once it is within the limit.
 */
const ALLOWED: Record<string, number> = {
  'App.tsx': 165,
  'features/community/components/GroupFeed.tsx': 177,
  'pages/AdminPage/AdminPage.tsx': 216,
  'pages/NutritionPlanResultsPage/NutritionPlanResultsPage.tsx': 205,
};

/** Components (`*.tsx`) and hooks (`use*.ts`, or anything in a `hooks/` folder), their specs aside. */
const isComponentOrHook = (path: string) =>
  !/\.spec\.tsx?$/.test(path) && (path.endsWith('.tsx') || /(^|\/)(use[A-Z][^/]*|hooks\/[^/]+)\.ts$/.test(path));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? sourceFiles(path) : [relative(SOURCE, path).split('\\').join('/')];
  });
}

const linesOf = (path: string) => readFileSync(join(SOURCE, path), 'utf8').replace(/\n$/, '').split('\n').length;

const sizes = () =>
  new Map(
    sourceFiles(SOURCE)
      .filter(isComponentOrHook)
      .map((path) => [path, linesOf(path)] as const),
  );

describe('frontend component and hook size', () => {
  it(`keeps every component and hook within ${MAX_LINES} lines, save the listed ones`, () => {
    const over = [...sizes()]
      .filter(([path, lines]) => lines > MAX_LINES && !(path in ALLOWED))
      .map(([path, lines]) => `frontend/src/${path}: ${lines} lines (split it into parts with their own specs)`);
    expect(over).toEqual([]);
  });

  it('lets a listed file only shrink, and takes it off the list once it fits', () => {
    const found = sizes();
    const problems = Object.entries(ALLOWED).flatMap(([path, ceiling]) => {
      const lines = found.get(path);
      if (lines === undefined) return [`frontend/src/${path} is gone: take it off the list`];
      if (lines > ceiling) return [`frontend/src/${path}: ${lines} lines, more than its ${ceiling}`];
      if (lines <= MAX_LINES) return [`frontend/src/${path}: ${lines} lines, within the limit: take it off the list`];
      if (lines < ceiling) return [`frontend/src/${path}: ${lines} lines: lower its ceiling to ${lines}`];
      return [];
    });
    expect(problems).toEqual([]);
  });

  it('counts hooks in and specs out', () => {
    expect(isComponentOrHook('features/voice/hooks/useVoiceCoach.ts')).toBe(true);
    expect(isComponentOrHook('features/voice/hooks/voice-coach.types.ts')).toBe(true);
    expect(isComponentOrHook('features/billing/usePriceQuote.ts')).toBe(true);
    expect(isComponentOrHook('pages/AuthPage/AuthPage.tsx')).toBe(true);
    expect(isComponentOrHook('pages/AuthPage/AuthPage.spec.tsx')).toBe(false);
    expect(isComponentOrHook('features/hooks/useThing.spec.ts')).toBe(false);
    expect(isComponentOrHook('features/session/storage.ts')).toBe(false);
  });
});
