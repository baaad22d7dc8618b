import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const SOURCE = join(ROOT, 'frontend/src');

/**
 * A stylesheet styles one screen or one part of it and sits beside the component that imports it;
 * past this it is split by the parts it styles.
 */
const MAX_LINES = 400;

/**
 * The stylesheets still over the limit, each with the size it may not grow past: a file here may
 * only shrink, and leaves the list once it is within the limit.
 */
const ALLOWED: Record<string, number> = {
  'features/landing/landing.css': 908,
  'styles/global.css': 482,
  'features/challenge/progress.css': 421,
};

function stylesheets(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return stylesheets(path);
    return entry.name.endsWith('.css') ? [relative(SOURCE, path).split('\\').join('/')] : [];
  });
}

const linesOf = (path: string) => readFileSync(join(SOURCE, path), 'utf8').replace(/\n$/, '').split('\n').length;

const sizes = () => new Map(stylesheets(SOURCE).map((path) => [path, linesOf(path)] as const));

describe('frontend stylesheet size', () => {
  it(`keeps every stylesheet within ${MAX_LINES} lines, save the listed ones`, () => {
    const over = [...sizes()]
      .filter(([path, lines]) => lines > MAX_LINES && !(path in ALLOWED))
      .map(([path, lines]) => `frontend/src/${path}: ${lines} lines (split it by the parts it styles)`);
    expect(over).toEqual([]);
  });

  it('lets a listed stylesheet only shrink, and takes it off the list once it fits', () => {
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
});
