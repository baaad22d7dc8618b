import { describe, expect, it } from 'vitest';
import { TECHNIQUE_CARDS, techniqueCardFor } from './technique-cards';

/** The seeded programme's exercise titles (services/challenge/src/content/programme.ts). */
const SEEDED_TITLES = [
  'Sentadilla con peso corporal',
  'Zancadas alternas',
  'Puente de glúteos',
  'Sentadilla sumo',
  'Elevación de talones',
  'Flexiones de pecho',
  'Flexiones inclinadas',
  'Fondos en silla',
  'Flexiones diamante',
  'Plancha con toque de hombro',
  'Remo con mochila',
  'Superman',
  'Curl de bíceps con botellas',
  'Remo invertido bajo la mesa',
  'Nadador en el suelo',
  'Press de hombros con botellas',
  'Elevaciones laterales',
  'Plancha frontal',
  'Escaladores',
  'Crunch bicicleta',
  'Burpees',
  'Jumping jacks',
  'Sentadilla con salto',
  'Rodillas arriba',
  'Patinador',
  'Patada de glúteo en cuadrupedia',
  'Abducción lateral tumbado',
  'Elevación de piernas',
  'Puente a una pierna',
  'Plancha lateral',
];

describe('technique cards', () => {
  it('cover every exercise of the seeded programme with 2 to 4 short steps', () => {
    for (const title of SEEDED_TITLES) {
      const card = techniqueCardFor(title);
      expect([title, card !== undefined]).toEqual([title, true]);
      expect(card!.steps.length).toBeGreaterThanOrEqual(2);
      expect(card!.steps.length).toBeLessThanOrEqual(4);
      for (const step of card!.steps) expect(step.length).toBeLessThan(140);
    }
    expect(Object.keys(TECHNIQUE_CARDS).sort()).toEqual([...SEEDED_TITLES].sort());
  });
});
