import type { PictogramKind } from './Pictogram';

/**
 * An exercise's original technique card: the pictogram of its movement, beside the steps the
 * challenge service answers with the exercise (`techniqueSteps`).
 */
export interface TechniqueCard {
  pictogram: PictogramKind;
}

/** The pictogram of each seeded exercise's movement, by technique key. */
const PICTOGRAMS: Readonly<Record<string, PictogramKind>> = {
  'sentadilla-con-peso-corporal': 'squat',
  'zancadas-alternas': 'lunge',
  'puente-de-gluteos': 'bridge',
  'sentadilla-sumo': 'squat',
  'elevacion-de-talones': 'calf',
  'flexiones-de-pecho': 'pushup',
  'flexiones-inclinadas': 'pushup',
  'fondos-en-silla': 'dip',
  'flexiones-diamante': 'pushup',
  'plancha-con-toque-de-hombro': 'plank',
  'remo-con-mochila': 'row',
  superman: 'prone',
  'curl-de-biceps-con-botellas': 'curl',
  'remo-invertido-bajo-la-mesa': 'row',
  'nadador-en-el-suelo': 'prone',
  'press-de-hombros-con-botellas': 'press',
  'elevaciones-laterales': 'raise',
  'plancha-frontal': 'plank',
  escaladores: 'plank',
  'crunch-bicicleta': 'crunch',
  burpees: 'jump',
  'jumping-jacks': 'jump',
  'sentadilla-con-salto': 'jump',
  'rodillas-arriba': 'run',
  patinador: 'run',
  'patada-de-gluteo-en-cuadrupedia': 'quadruped',
  'abduccion-lateral-tumbado': 'side',
  'elevacion-de-piernas': 'crunch',
  'puente-a-una-pierna': 'bridge',
  'plancha-lateral': 'side',
};

/**
 * One card per exercise of the seeded programme (DECISIONS.md 4), so a workout is useful even before
 * the trainer sets its video. Keyed by the exercise's technique key (the challenge's `technique_key`,
 * the seeded title as a slug): renaming an exercise keeps its card.
 */
export const TECHNIQUE_CARDS: Readonly<Record<string, TechniqueCard>> = Object.fromEntries(
  Object.entries(PICTOGRAMS).map(([key, pictogram]) => [key, { pictogram }]),
);

export const techniqueCardFor = (key: string | null): TechniqueCard | undefined =>
  key && Object.hasOwn(TECHNIQUE_CARDS, key) ? TECHNIQUE_CARDS[key] : undefined;
