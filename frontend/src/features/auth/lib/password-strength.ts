import { COMMONEST } from './common-passwords';
import { alphabetOf, effectiveLength, fold } from './password-patterns';

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
