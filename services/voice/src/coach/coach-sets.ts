import { readFileSync } from 'node:fs';
import type { Labelled } from './coach-nlu.js';

/** The labelled sets of `services/voice/test/coach-set/`: validation (chooses thresholds), development, held-out. */
export type CoachSetName = 'validation' | 'development' | 'held-out';

export function coachSet(name: CoachSetName): Labelled[] {
  const file = new URL(`../../test/coach-set/${name}.json`, import.meta.url);
  const { phrasings } = JSON.parse(readFileSync(file, 'utf8')) as { phrasings: Record<string, string[]> };
  return Object.entries(phrasings).flatMap(([label, texts]) => texts.map((text) => [text, label] as const));
}
