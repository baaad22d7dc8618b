import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const SOURCE = join(ROOT, 'frontend/src');

/** A component or a hook reads in one sitting; past this it is split into parts, each with its own spec. */
const MAX_LINES = 150;

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
  it(`keeps every component and hook within ${MAX_LINES} lines`, () => {
    const over = [...sizes()]
      .filter(([, lines]) => lines > MAX_LINES)
      .map(([path, lines]) => `frontend/src/${path}: ${lines} lines (split it into parts with their own specs)`);
    expect(over).toEqual([]);
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
