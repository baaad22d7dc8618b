/**
 * How hard a password is to guess, judged in the page in a few kilobytes: its length and kinds of
 * characters, less what makes it predictable (one of the commonest passwords, the person's own name
 * or address, repeats, runs like "abc" or "123", keyboard rows). A hint while typing; identity
 * judges for real when the form is sent (it refuses the 10,000 commonest with the full dictionaries,
 * which are far too large for a phone to download here).
 */
export interface PasswordStrength {
  /** 0 (guessed at once) to 4 (very hard). */
  score: 0 | 1 | 2 | 3 | 4;
  warning: string | null;
}

/** The head of the commonest-passwords rankings (in English and Spanish), without their digits. */
const COMMONEST = new Set([
  'password',
  'contraseña',
  'contrasena',
  'qwerty',
  'qwertyuiop',
  'asdfgh',
  'asdfghjkl',
  'zxcvbnm',
  'abc',
  'abcdef',
  'iloveyou',
  'teamo',
  'admin',
  'welcome',
  'bienvenido',
  'letmein',
  'monkey',
  'dragon',
  'football',
  'futbol',
  'baseball',
  'master',
  'sunshine',
  'princess',
  'princesa',
  'superman',
  'batman',
  'shadow',
  'michael',
  'daniel',
  'jessica',
  'charlie',
  'hola',
  'holahola',
  'tequiero',
  'amor',
  'amorcito',
  'corazon',
  'barcelona',
  'madrid',
  'realmadrid',
  'america',
  'mexico',
  'argentina',
  'colombia',
  'estrella',
  'mariposa',
  'secreto',
  'clave',
  'usuario',
  'user',
  'login',
  'trustno',
  'whatever',
  'starwars',
  'pokemon',
  'computer',
  'internet',
  'samsung',
  'google',
  'fitness',
  'reto',
  'gimnasio',
]);

/** Rows and runs that read as one step each: "qwerty", "asdf", "12345", "abcde". */
const RUNS = ['abcdefghijklmnopqrstuvwxyz', '01234567890', 'qwertyuiop', 'asdfghjklñ', 'zxcvbnm'];

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** The characters a guesser must try per position, from the kinds present. */
function alphabetOf(password: string): number {
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
function effectiveLength(folded: string): { length: number; repeats: boolean; runs: boolean } {
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

function runLength(folded: string): number {
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

const WARNINGS = {
  common: 'Es una contraseña usada por mucha gente: es de las primeras que se prueban.',
  personal: 'No uses tu nombre ni tu email: son lo primero que se prueba.',
  repeats: 'Las repeticiones como "aaa" son fáciles de adivinar.',
  runs: 'Las secuencias como "abc", "123" o "qwerty" son fáciles de adivinar.',
  short: 'Una frase de varias palabras es larga y fácil de recordar.',
} as const;

/** `userInputs`: what the person typed elsewhere in the form (name, e-mail): a password made of them is weak. */
export function strengthOf(password: string, userInputs: string[] = []): PasswordStrength {
  const folded = fold(password.slice(0, 100));
  const letters = folded.replace(/[^a-zñ]/g, '');
  if (COMMONEST.has(folded) || COMMONEST.has(letters) || (letters.length < 4 && folded.length < 10)) {
    return { score: 0, warning: WARNINGS.common };
  }
  const personal = userInputs.flatMap((input) => fold(input).split(/[\s@._+-]+/)).filter((word) => word.length >= 3);
  const whole = userInputs.map((input) => fold(input).replace(/[^a-z0-9ñ]/g, '')).filter((word) => word.length >= 3);
  let unusual = folded;
  for (const word of [...whole, ...personal].sort((a, b) => b.length - a.length))
    unusual = unusual.split(word).join('·');
  const borrowed = unusual !== folded;
  const borrowedParts = (unusual.match(/·/g) ?? []).length;
  // A year (1950-2039) is guessed as one of a hundred.
  const years = (unusual.match(/(?:19[5-9]\d|20[0-3]\d)/g) ?? []).length;
  const rest = unusual.replace(/(?:19[5-9]\d|20[0-3]\d)/g, '').replace(/·/g, '');
  const { length, repeats, runs } = effectiveLength(rest);
  // log10 of the guesses: the free characters over the alphabet, a borrowed word or a year a few more.
  const guesses = length * Math.log10(alphabetOf(password)) + borrowedParts + years * 2;
  const score: PasswordStrength['score'] = guesses < 6 ? 0 : guesses < 8 ? 1 : guesses < 11 ? 2 : guesses < 14 ? 3 : 4;
  const warning =
    score >= 3
      ? null
      : borrowed
        ? WARNINGS.personal
        : repeats
          ? WARNINGS.repeats
          : runs
            ? WARNINGS.runs
            : WARNINGS.short;
  return { score, warning };
}
