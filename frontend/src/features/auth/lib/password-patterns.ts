/* What makes a password predictable, measured: its alphabet, its repeats, its runs. */

/** Rows and runs that read as one step each: "qwerty", "asdf", "12345", "abcde". */
const RUNS = ['abcdefghijklmnopqrstuvwxyz', '01234567890', 'qwertyuiop', 'asdfghjklñ', 'zxcvbnm'];

/** Lower case, without accents: "Contraseña" and "contrasena" are one guess. */
export const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** The characters a guesser must try per position, from the kinds present. */
export function alphabetOf(password: string): number {
  let size = 0;
  if (/[a-z]/.test(password)) size += 26;
  if (/[A-Z]/.test(password)) size += 26;
  if (/\d/.test(password)) size += 10;
  if (/[^\w\s]|_|\s/.test(password)) size += 33;
  if (/[^\u0020-\u007e]/.test(password)) size += 40;
  return Math.max(size, 10);
}

/**
 * How many characters really count: a character repeating the one before, or continuing a run
 * (forwards or backwards, as on a keyboard row) adds almost nothing.
 */
export function effectiveLength(folded: string): { length: number; repeats: boolean; runs: boolean } {
  let length = 0;
  let repeats = false;
  let runs = false;
  for (let i = 0; i < folded.length; i += 1) {
    const here = folded[i]!;
    const before = folded[i - 1];
    if (before === here) {
      // "aa" is half a choice more; "aaaa…" no more than that.
      repeats = true;
      length += folded[i - 2] === here ? 0 : 0.5;
      continue;
    }
    const step = before ? RUNS.some((run) => run.includes(before + here) || run.includes(here + before)) : false;
    if (step) {
      runs = true;
      length += 0.25;
      continue;
    }
    length += 1;
  }
  return { length, repeats: repeats && /(.)\1\1/.test(folded), runs: runs && runLength(folded) >= 3 };
}

/** The longest run of consecutive steps along an alphabet, a row of digits or a keyboard row. */
export function runLength(folded: string): number {
  let best = 1;
  let current = 1;
  for (let i = 1; i < folded.length; i += 1) {
    const pair = folded[i - 1]! + folded[i]!;
    const reversed = folded[i]! + folded[i - 1]!;
    current = RUNS.some((run) => run.includes(pair) || run.includes(reversed)) ? current + 1 : 1;
    best = Math.max(best, current);
  }
  return best;
}
