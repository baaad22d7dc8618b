import { describe, expect, it } from 'vitest';
import { TECHNIQUE_CARDS, techniqueCardFor } from './technique-cards';

/**
 * The technique keys of the seeded programme's exercises (services/challenge/src/content/programme.ts),
 * as migration 1764400000200 fills them: each title as a slug.
 */
const SEEDED_KEYS = [
  'sentadilla-con-peso-corporal',
  'zancadas-alternas',
  'puente-de-gluteos',
  'sentadilla-sumo',
  'elevacion-de-talones',
  'flexiones-de-pecho',
  'flexiones-inclinadas',
  'fondos-en-silla',
  'flexiones-diamante',
  'plancha-con-toque-de-hombro',
  'remo-con-mochila',
  'superman',
  'curl-de-biceps-con-botellas',
  'remo-invertido-bajo-la-mesa',
  'nadador-en-el-suelo',
  'press-de-hombros-con-botellas',
  'elevaciones-laterales',
  'plancha-frontal',
  'escaladores',
  'crunch-bicicleta',
  'burpees',
  'jumping-jacks',
  'sentadilla-con-salto',
  'rodillas-arriba',
  'patinador',
  'patada-de-gluteo-en-cuadrupedia',
  'abduccion-lateral-tumbado',
  'elevacion-de-piernas',
  'puente-a-una-pierna',
  'plancha-lateral',
];

describe('technique cards', () => {
  it('give every exercise of the seeded programme the pictogram of its movement, and none to an unknown key', () => {
    for (const key of SEEDED_KEYS) expect([key, techniqueCardFor(key) !== undefined]).toEqual([key, true]);
    expect(Object.keys(TECHNIQUE_CARDS).sort()).toEqual([...SEEDED_KEYS].sort());
    expect(techniqueCardFor(null)).toBeUndefined();
    expect(techniqueCardFor('toString')).toBeUndefined();
  });
});
