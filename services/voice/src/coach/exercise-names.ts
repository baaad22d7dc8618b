import { EXERCISE_TECHNIQUES } from '@reto/contracts';
import { normalizeUtterance } from './normalize.js';

/** Words of a title that do not tell one exercise from another. */
const LINKING_WORDS = new Set(['de', 'del', 'con', 'en', 'a', 'al', 'la', 'el', 'las', 'los', 'una', 'un', 'bajo']);

/** Singular and plural alike: "flexiones" and "flexión", "zancadas" and "zancada". */
const stem = (word: string) => word.replace(/(es|s)$/, '');

const significantWords = (text: string) =>
  normalizeUtterance(text)
    .split(' ')
    .filter((word) => word !== '' && !LINKING_WORDS.has(word))
    .map(stem);

const TITLES = Object.entries(EXERCISE_TECHNIQUES).map(([key, { title }]) => ({ key, words: significantWords(title) }));

/**
 * The technique keys of the exercises a question names, from the technique data's titles: those
 * with the most title words in the question (then the largest share of their title). Empty when
 * it names none; several when it is ambiguous ("flexiones": of chest, inclined, diamond).
 */
export function exercisesNamedIn(message: string): string[] {
  const said = new Set(significantWords(message));
  const scored = TITLES.map(({ key, words }) => {
    const matched = words.filter((word) => said.has(word)).length;
    return { key, matched, share: matched / words.length };
  }).filter(({ matched }) => matched > 0);
  const most = Math.max(0, ...scored.map(({ matched }) => matched));
  const best = scored.filter(({ matched }) => matched === most);
  const share = Math.max(0, ...best.map((entry) => entry.share));
  return best.filter((entry) => entry.share === share).map(({ key }) => key);
}
