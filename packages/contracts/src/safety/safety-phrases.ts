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

/**
 * Runs the check over texts that reach every pattern, for a service to call once at start: V8
 * compiles a regular expression on its first run and optimises it on the next ones, and the
 * concepts' patterns are large enough that the first checks cost seconds of CPU on a loaded machine
 * (measured: 1.5 s quiet, 3-4 s at load 13, against 0.6 ms once warm). Without it a service's first
 * request that shows the safety note (the group's first post) waits for them, past the caller's
 * timeout on a busy host.
 */
export function compileSafetyPatterns(): void {
  for (let run = 0; run < 3; run += 1)
    for (const text of [
      'Día 1 hecho',
      'me duele la rodilla',
      'ya no me duele nada',
      'mi hija de 12 años quiere entrenar',
    ])
      mentionsSafety(text);
}
