import { COACH_INTENTS, COACH_PHRASES } from './coach-phrases.js';
import { normalizeUtterance } from './normalize.js';

const VOWELS = 'aeiou';
const isVowel = (letter: string | undefined) => letter !== undefined && letter !== '' && VOWELS.includes(letter);

/**
 * Spanish spelling to the phones of the CMU (en-us) set, the only acoustic model Debian ships for
 * pocketsphinx. Spanish is spelled almost as it sounds, so rules suffice: seseo (c/z → S), j and
 * soft g → HH, ll/y → Y, silent h and u in gue/gui/que/qui, diphthongs ai/ei/oi/au → AY/EY/OY/AW,
 * unstressed i/u before a vowel → Y/W. A Spanish speaker heard by an English model: good enough for
 * a small grammar, not for free dictation.
 */
export function spanishPhones(word: string): string[] {
  const w = normalizeUtterance(word).replace(/\s/g, '');
  const phones: string[] = [];
  for (let i = 0; i < w.length; i += 1) {
    const letter = w[i]!;
    const next = w[i + 1];
    const afterNext = w[i + 2];
    const glide = (next === 'i' || next === 'y') && !isVowel(afterNext);
    switch (letter) {
      case 'a':
        if (glide) (phones.push('AY'), (i += 1));
        else if (next === 'u' && !isVowel(afterNext)) (phones.push('AW'), (i += 1));
        else phones.push('AA');
        break;
      case 'e':
        if (glide) (phones.push('EY'), (i += 1));
        else phones.push('EH');
        break;
      case 'o':
        if (glide) (phones.push('OY'), (i += 1));
        else phones.push('OW');
        break;
      case 'i':
        phones.push(isVowel(next) ? 'Y' : 'IY');
        break;
      case 'u':
        if ((w[i - 1] === 'q' || w[i - 1] === 'g') && (next === 'e' || next === 'i')) break;
        phones.push(isVowel(next) ? 'W' : 'UW');
        break;
      case 'ü':
        phones.push('W');
        break;
      case 'b':
      case 'v':
        phones.push('B');
        break;
      case 'c':
        if (next === 'h') (phones.push('CH'), (i += 1));
        else phones.push(next === 'e' || next === 'i' ? 'S' : 'K');
        break;
      case 'g':
        phones.push(next === 'e' || next === 'i' ? 'HH' : 'G');
        break;
      case 'h':
        break;
      case 'j':
        phones.push('HH');
        break;
      case 'l':
        if (next === 'l') (phones.push('Y'), (i += 1));
        else phones.push('L');
        break;
      case 'ñ':
        phones.push('N', 'Y');
        break;
      case 'q':
      case 'k':
        phones.push('K');
        break;
      case 'r':
        if (next === 'r') i += 1;
        phones.push('R');
        break;
      case 'x':
        phones.push('K', 'S');
        break;
      case 'y':
        phones.push(isVowel(next) ? 'Y' : 'IY');
        break;
      case 'z':
        phones.push('S');
        break;
      default:
        if ('dfmnpstw'.includes(letter)) phones.push(letter.toUpperCase());
    }
  }
  return phones;
}

/** The phrases the offline recogniser may hear: every phrase of the file, as recognition returns it. */
export const recognisablePhrases = (): string[] => [
  ...new Set(COACH_INTENTS.flatMap((intent) => COACH_PHRASES[intent].map(normalizeUtterance))),
];

/** A JSGF grammar accepting exactly one of the coach's phrases. */
export const coachGrammar = (phrases = recognisablePhrases()): string =>
  `#JSGF V1.0;\ngrammar coach;\npublic <pregunta> = ${phrases.map((phrase) => `( ${phrase} )`).join(' | ')};\n`;

/** The pronunciation dictionary of every word of the grammar. */
export const coachDictionary = (phrases = recognisablePhrases()): string =>
  [...new Set(phrases.flatMap((phrase) => phrase.split(' ')))]
    .sort()
    .map((word) => `${word} ${spanishPhones(word).join(' ')}`)
    .join('\n') + '\n';
