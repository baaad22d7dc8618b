import { safetyConcepts } from './safety-concepts.js';
import { normalizeText, SHORTHAND } from './spanish.js';

/**
 * Whether a text touches health (pain, injury, dizziness, pregnancy, illness, medication, disordered
 * eating, a minor), by the safety concepts, negated mentions left out. The coach reads questions
 * with typos corrected first; this is the same check on text as it comes.
 */
export function mentionsSafety(text: string): boolean {
  const reading = normalizeText(text)
    .split(' ')
    .map((word) => SHORTHAND.get(word) ?? word)
    .join(' ');
  return safetyConcepts(reading).length > 0;
}
