import { safetyConcepts } from '@reto/contracts/safety/safety-concepts';
import { normalizeText } from '@reto/contracts/safety/spanish';
import {
  coachDictionary,
  grammarAccepts,
  patternPhrases,
  recognisablePhrases,
  safetyGrammar,
} from './coach-grammar.js';
import { SPOKEN_SAFETY, type SpokenPattern } from './spoken-safety.js';

/** A pattern without its optional slots: each optional slot's alternatives are checked on their own below. */
const required = (pattern: SpokenPattern): SpokenPattern => pattern.filter((slot) => !slot.includes(''));

describe('the spoken safety branch of the recogniser grammar', () => {
  it('holds only phrases the typed safety check reads as safety (every required combination, every optional word)', () => {
    const notSafety: string[] = [];
    const isSafety = (phrase: string) => safetyConcepts(normalizeText(phrase)).length > 0;
    for (const pattern of SPOKEN_SAFETY) {
      const phrases = patternPhrases(required(pattern));
      for (const phrase of phrases) if (!isSafety(phrase)) notSafety.push(phrase);
      // Each optional slot's words, after the pattern's first phrase ("me duele el abdomen al correr").
      const first = patternPhrases(required(pattern))[0]!;
      for (const slot of pattern.filter((s) => s.includes('')))
        for (const words of slot) if (!isSafety(`${first} ${words}`.trim())) notSafety.push(`${first} ${words}`);
    }
    expect(notSafety).toEqual([]);
  });

  it('covers a symptom by class: any part of the body with a hurting verb, injuries, conditions, medication, a minor', () => {
    const accepts = grammarAccepts();
    for (const phrase of [
      'me duele el pecho',
      'me arde mucho la garganta al correr',
      'me duelen las rodillas',
      'me molesta la espalda cuando salto',
      'tengo dolor de cabeza',
      'me torci el tobillo',
      'me falta el aire al hacer cardio',
      'me mareo cuando salto',
      'estoy embarazada de tres meses',
      'tomo pastillas para la presion',
      'mi hijo tiene catorce años',
      'tengo diabetes',
    ])
      expect({ phrase, accepted: accepts(phrase) }).toEqual({ phrase, accepted: true });
    expect(accepts('me duele la nevera')).toBe(false);
  });

  it('hears a symptom followed by a topic question whole, and no topic followed by a symptom', () => {
    const accepts = grammarAccepts();
    expect(accepts('me duele la rodilla que me toca hoy')).toBe(true);
    expect(accepts('tengo asma cuanto cardio debo hacer')).toBe(true);
    expect(accepts('que me toca hoy me duele la rodilla')).toBe(false);
    expect(safetyGrammar()).toMatch(/public <salud> = <sintoma> \[ <tema> \];/);
    expect(recognisablePhrases()).toContain('que me toca hoy');
  });

  it('has every word of the branch in the dictionary', () => {
    const words = new Set(
      coachDictionary()
        .trim()
        .split('\n')
        .map((line) => line.split(' ')[0]),
    );
    const branchWords = safetyGrammar()
      .split('\n')
      .slice(3)
      .join(' ')
      .replace(/<\w+>|[()|;=[\]]/g, ' ')
      .trim()
      .split(/\s+/);
    expect(branchWords.filter((word) => !words.has(word))).toEqual([]);
  });
});
