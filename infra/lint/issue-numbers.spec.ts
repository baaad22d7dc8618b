import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** "issue 22", "Issue 9's", "issues 28 and 30", "ticket #4", "bug 12", "PR 7". */
const CITATION = /\b(issues?|tickets?|bugs?|PRs?)\s*#?\d+/i;
/** A tracker's number in a comment ("see #48", "(#48)"); a colour or a routine's title is not one. */
const HASH_NUMBER = /(\(|\b(see|fixes|fixed|closes|in|per|from)\s+)#\d+\b(?![0-9a-f])/i;
/** This file, whose examples are citations. */
const SELF = 'infra/lint/issue-numbers.spec.ts';
const CODE = /\.(ts|tsx|js|mjs|cjs|css)$/;

/** The part of a line of code that is a comment (a whole comment line, or what follows ` // `). */
function commentOf(line: string): string {
  const trimmed = line.trim();
  if (/^(\/\/|\/\*|\*)/.test(trimmed)) return trimmed;
  const inline = line.indexOf(' // ');
  return inline >= 0 ? line.slice(inline) : '';
}

/** Every place in the committed text (and the new files git would commit) that cites a tracker. */
function citations(): string[] {
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: ROOT,
    encoding: 'utf8',
  })
    .split('\n')
    .filter(
      (path) =>
        path && path !== SELF && !path.endsWith('package-lock.json') && !/(^|\/)(dist|node_modules)\//.test(path),
    );
  const found: string[] = [];
  for (const path of files) {
    let text: string;
    try {
      text = readFileSync(`${ROOT}${path}`, 'utf8');
    } catch {
      continue; // deleted in the working tree
    }
    if (text.includes('\0')) continue;
    text.split('\n').forEach((line, index) => {
      const hit = CITATION.test(line) || (CODE.test(path) && HASH_NUMBER.test(commentOf(line)));
      if (hit) found.push(`${path}:${index + 1}: ${line.trim().slice(0, 120)}`);
    });
  }
  return found;
}

/**
 * No text cites an issue tracker: the project is read without one (a clone, a review, the docs),
 * where "issue 24" says nothing. A comment says why the code is as it is; history is in
 * CHANGELOG.md and git log.
 */
describe('no issue numbers', () => {
  it('finds none in the code, the tests, the configuration or the documentation', () => {
    expect(citations()).toEqual([]);
  });

  it('recognises the shapes a citation takes, and leaves colours and titles alone', () => {
    for (const line of ['// issue 22: why', ' * (Issue 9, point 2)', "it('issue 20: health')", '# bug #12']) {
      expect(CITATION.test(line)).toBe(true);
    }
    expect(HASH_NUMBER.test(commentOf('  // see #48'))).toBe(true);
    expect(HASH_NUMBER.test(commentOf('/* fixed in (#7) */'))).toBe(true);
    for (const line of ['  background: #000;', "title: 'SEMANA 2 - RUTINA #6',", 'const issue = result.issues[0];']) {
      expect(CITATION.test(line) || HASH_NUMBER.test(commentOf(line))).toBe(false);
    }
  });
});
