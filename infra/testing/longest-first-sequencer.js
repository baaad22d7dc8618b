// The order jest starts test files in, longest first, so that no worker is left running a long file
// alone at the end of a tier. Jest does this by itself from its cache of the last run's durations;
// a fresh clone (CI) has no cache, and jest then falls back to file size, which puts the slowest
// files (the fuzz tier, the coach's evaluations, small files that start a whole system) near the end.
// Here a file's duration is, in order: jest's cache when it has one, the committed table
// (test-durations.json, seconds measured on a 2-core machine: the integration files' from a whole
// run of their tier, `--json` start and end times; a file left out of it was sorted last and ran
// alone at the tier's end, as the recogniser's six minutes did), else an estimate: a file
// that starts a whole system (eight apps) a minute, any other ten seconds. Failed files still go first.
import JestSequencer from '@jest/test-sequencer';
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';

const ROOT = new URL('../../', import.meta.url).pathname;
const MEASURED = JSON.parse(readFileSync(new URL('./test-durations.json', import.meta.url), 'utf8'));
const STARTS_A_SYSTEM = /\bstartTestSystem\(/;

/** What a file is expected to take, in milliseconds. */
function estimate(path) {
  const seconds = MEASURED[relative(ROOT, path)];
  if (seconds !== undefined) return seconds * 1000;
  return STARTS_A_SYSTEM.test(readFileSync(path, 'utf8')) ? 60_000 : 10_000;
}

export default class LongestFirstSequencer extends JestSequencer {
  sort(tests) {
    const expected = new Map(tests.map((test) => [test, this.time(test) ?? estimate(test.path)]));
    return [...tests].sort(
      (a, b) =>
        Number(this.hasFailed(b)) - Number(this.hasFailed(a)) ||
        expected.get(b) - expected.get(a) ||
        a.path.localeCompare(b.path),
    );
  }
}
