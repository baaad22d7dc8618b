import { EXERCISE_TECHNIQUES } from '../techniques/exercise-techniques.js';
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

/**
 * The names members use in English (gyms and videos say them so), each to its exercise's technique
 * key; a name that fits a family ("squat", "push ups") goes to the family's basic exercise.
 */
export const ENGLISH_EXERCISE_NAMES: Readonly<Record<string, string>> = {
  squat: 'sentadilla-con-peso-corporal',
  squats: 'sentadilla-con-peso-corporal',
  'air squat': 'sentadilla-con-peso-corporal',
  'sumo squat': 'sentadilla-sumo',
  'jump squat': 'sentadilla-con-salto',
  'jump squats': 'sentadilla-con-salto',
  lunge: 'zancadas-alternas',
  lunges: 'zancadas-alternas',
  'glute bridge': 'puente-de-gluteos',
  'glute bridges': 'puente-de-gluteos',
  'hip thrust': 'puente-de-gluteos',
  'hip thrusts': 'puente-de-gluteos',
  // As it is often typed.
  'hip trust': 'puente-de-gluteos',
  'single leg bridge': 'puente-a-una-pierna',
  'calf raise': 'elevacion-de-talones',
  'calf raises': 'elevacion-de-talones',
  'push up': 'flexiones-de-pecho',
  'push ups': 'flexiones-de-pecho',
  pushup: 'flexiones-de-pecho',
  pushups: 'flexiones-de-pecho',
  'incline push ups': 'flexiones-inclinadas',
  'diamond push ups': 'flexiones-diamante',
  dips: 'fondos-en-silla',
  'chair dips': 'fondos-en-silla',
  'shoulder taps': 'plancha-con-toque-de-hombro',
  'backpack row': 'remo-con-mochila',
  'bicep curl': 'curl-de-biceps-con-botellas',
  'biceps curl': 'curl-de-biceps-con-botellas',
  'inverted row': 'remo-invertido-bajo-la-mesa',
  swimmers: 'nadador-en-el-suelo',
  'shoulder press': 'press-de-hombros-con-botellas',
  'lateral raises': 'elevaciones-laterales',
  'lateral raise': 'elevaciones-laterales',
  plank: 'plancha-frontal',
  'mountain climber': 'escaladores',
  'mountain climbers': 'escaladores',
  'bicycle crunch': 'crunch-bicicleta',
  'bicycle crunches': 'crunch-bicicleta',
  burpee: 'burpees',
  'high knees': 'rodillas-arriba',
  skipping: 'rodillas-arriba',
  skaters: 'patinador',
  'skater jumps': 'patinador',
  'donkey kicks': 'patada-de-gluteo-en-cuadrupedia',
  'side lying leg raise': 'abduccion-lateral-tumbado',
  'leg raises': 'elevacion-de-piernas',
  'leg raise': 'elevacion-de-piernas',
  'side plank': 'plancha-lateral',
  // And the regional Spanish names: Mexico's "lagartijas" and "desplantes", the Río de la Plata's "estocadas".
  lagartija: 'flexiones-de-pecho',
  lagartijas: 'flexiones-de-pecho',
  desplante: 'zancadas-alternas',
  desplantes: 'zancadas-alternas',
  estocada: 'zancadas-alternas',
  estocadas: 'zancadas-alternas',
  // The Caribbean's "polichinelas" and Spain's "saltos de tijera" are jumping jacks.
  polichinela: 'jumping-jacks',
  polichinelas: 'jumping-jacks',
  'saltos de tijera': 'jumping-jacks',
};

const TITLES = [
  ...Object.entries(EXERCISE_TECHNIQUES).map(([key, { title }]) => ({ key, words: significantWords(title) })),
  ...Object.entries(ENGLISH_EXERCISE_NAMES).map(([name, key]) => ({ key, words: significantWords(name) })),
];

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
  return [...new Set(best.filter((entry) => entry.share === share).map(({ key }) => key))];
}
