/**
 * The satisfaction check-in's two questions, as the member's panel asks them and the invitation
 * e-mail repeats them (its links answer the same check-in).
 */
export const SurveyCopy = {
  satisfactionQuestion: '¿Estás satisfecho/a con tus resultados?',
  recommendQuestion: '¿Recomendarías el reto?',
} as const;
