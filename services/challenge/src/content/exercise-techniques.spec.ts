import { EXERCISE_TECHNIQUES, techniqueStepsOf } from './exercise-techniques.js';
import { programme } from './programme.js';

/** An exercise's technique key as migration 1764400000200 fills it: its seeded title as a slug. */
const slug = (title: string) =>
  title
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

describe('the technique cards the challenge answers with its exercises', () => {
  const seededKeys = [
    ...new Set(programme().flatMap((unit) => unit.exercises.map((exercise) => slug(exercise.title)))),
  ];

  it('cover every exercise of the seeded programme with its title and 2 to 4 short steps', () => {
    expect(seededKeys.length).toBeGreaterThan(20);
    for (const key of seededKeys) {
      const card = EXERCISE_TECHNIQUES[key];
      expect([key, card !== undefined]).toEqual([key, true]);
      expect(slug(card!.title)).toBe(key);
      expect(card!.steps.length).toBeGreaterThanOrEqual(2);
      expect(card!.steps.length).toBeLessThanOrEqual(4);
      for (const step of card!.steps) expect(step.length).toBeLessThan(140);
    }
    expect(Object.keys(EXERCISE_TECHNIQUES).sort()).toEqual([...seededKeys].sort());
  });

  it('give an exercise without a card (no key, an unknown one) no steps', () => {
    expect(techniqueStepsOf(null)).toEqual([]);
    expect(techniqueStepsOf('salto-desconocido')).toEqual([]);
    expect(techniqueStepsOf('toString')).toEqual([]);
    expect(techniqueStepsOf('plancha-lateral')).toEqual(EXERCISE_TECHNIQUES['plancha-lateral']!.steps);
  });
});
