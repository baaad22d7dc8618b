import { coachDictionary, coachGrammar, spanishPhones } from './coach-grammar.js';

describe('the offline recogniser grammar, built from the phrase file', () => {
  it('spells Spanish words with the en-us phones (seseo, silent h and u, diphthongs, ñ)', () => {
    expect(spanishPhones('cuál')).toEqual(['K', 'W', 'AA', 'L']);
    expect(spanishPhones('hoy')).toEqual(['OY']);
    expect(spanishPhones('mi')).toEqual(['M', 'IY']);
    expect(spanishPhones('qué')).toEqual(['K', 'EH']);
    expect(spanishPhones('mañana')).toEqual(['M', 'AA', 'N', 'Y', 'AA', 'N', 'AA']);
    expect(spanishPhones('ejercicios')).toEqual(['EH', 'HH', 'EH', 'R', 'S', 'IY', 'S', 'Y', 'OW', 'S']);
  });

  it('accepts the coach phrases, written as recognition returns them, and has every word in the dictionary', () => {
    const grammar = coachGrammar();
    expect(grammar).toContain('( cual es mi rutina de hoy )');
    const words = new Set(
      coachDictionary()
        .trim()
        .split('\n')
        .map((line) => line.split(' ')[0]),
    );
    const grammarWords = grammar
      .split('=')[1]!
      .replace(/[()|;]/g, ' ')
      .trim()
      .split(/\s+/);
    expect(grammarWords.filter((word) => !words.has(word))).toEqual([]);
  });
});
