import { EXERCISE_TECHNIQUES } from '../techniques/exercise-techniques.js';
import { COACH_INTENTS } from './coach-phrases.js';
import { normalizeUtterance } from './normalize.js';
import { SPOKEN_QUESTIONS, SPOKEN_TECHNIQUE_QUESTION } from './spoken-questions.js';
import { SPOKEN_SAFETY, type SpokenPattern, type SpokenSlot } from './spoken-safety.js';

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
  let i = 0;
  while (i < w.length) {
    const [letterPhones, length] = phonesAt(w, i);
    phones.push(...letterPhones);
    i += length;
  }
  return phones;
}

/** The phones of the letter (or digraph, or diphthong) at `i`, and how many letters it takes. */
function phonesAt(w: string, i: number): [string[], number] {
  const letter = w[i]!;
  const next = w[i + 1];
  const glide = (next === 'i' || next === 'y') && !isVowel(w[i + 2]);
  switch (letter) {
    case 'a':
      if (glide) return [['AY'], 2];
      return next === 'u' && !isVowel(w[i + 2]) ? [['AW'], 2] : [['AA'], 1];
    case 'e':
      return glide ? [['EY'], 2] : [['EH'], 1];
    case 'o':
      return glide ? [['OY'], 2] : [['OW'], 1];
    case 'i':
      return [[isVowel(next) ? 'Y' : 'IY'], 1];
    case 'u':
      if ((w[i - 1] === 'q' || w[i - 1] === 'g') && (next === 'e' || next === 'i')) return [[], 1];
      return [[isVowel(next) ? 'W' : 'UW'], 1];
    case 'ü':
      return [['W'], 1];
    case 'b':
    case 'v':
      return [['B'], 1];
    case 'c':
      if (next === 'h') return [['CH'], 2];
      return [[next === 'e' || next === 'i' ? 'S' : 'K'], 1];
    case 'g':
      return [[next === 'e' || next === 'i' ? 'HH' : 'G'], 1];
    case 'j':
      return [['HH'], 1];
    case 'l':
      return next === 'l' ? [['Y'], 2] : [['L'], 1];
    case 'ñ':
      return [['N', 'Y'], 1];
    case 'q':
    case 'k':
      return [['K'], 1];
    case 'r':
      return [['R'], next === 'r' ? 2 : 1];
    case 'x':
      return [['K', 'S'], 1];
    case 'y':
      return [[isVowel(next) ? 'Y' : 'IY'], 1];
    case 'z':
      return [['S'], 1];
    default:
      // h is silent; d f m n p s t w sound as their en-us phones
      return ['dfmnpstw'.includes(letter) ? [letter.toUpperCase()] : [], 1];
  }
}

/** The phrases the offline recogniser may hear (the spoken questions), as recognition returns them. */
export const recognisablePhrases = (): string[] => [
  ...new Set(
    [
      ...COACH_INTENTS.flatMap((intent) => SPOKEN_QUESTIONS[intent]),
      ...Object.values(EXERCISE_TECHNIQUES).map(({ title }) => `${SPOKEN_TECHNIQUE_QUESTION} ${title}`),
    ].map(normalizeUtterance),
  ),
];

/** A slot's alternatives as recognition returns them ('' kept: it makes the slot optional). */
const slotWords = (slot: SpokenSlot): string[] => [...new Set(slot.map(normalizeUtterance))];

/** Every phrase a spoken pattern says (the safety branch is a few thousand). */
export const patternPhrases = (pattern: SpokenPattern): string[] =>
  pattern.reduce<string[]>(
    (phrases, slot) => phrases.flatMap((phrase) => slotWords(slot).map((words) => `${phrase} ${words}`.trim())),
    [''],
  );

const jsgfSlot = (slot: SpokenSlot): string => {
  const alternatives = slotWords(slot).filter(Boolean);
  const group = alternatives.length === 1 ? alternatives[0]! : `( ${alternatives.join(' | ')} )`;
  return slotWords(slot).includes('') ? `[ ${group} ]` : group;
};
const regexSlot = (slot: SpokenSlot): string => {
  const alternatives = slotWords(slot).filter(Boolean);
  return slotWords(slot).includes('') ? `(?: (?:${alternatives.join('|')}))?` : ` (?:${alternatives.join('|')})`;
};

/** The safety branch's phrases: a symptom, a condition, medication, a pregnancy, a minor's age, said by class. */
export const spokenSafetyPhrases = (patterns: readonly SpokenPattern[] = SPOKEN_SAFETY): string[] => [
  ...new Set(patterns.flatMap(patternPhrases)),
];

/** A JSGF grammar accepting exactly one of the coach's phrases. */
export const coachGrammar = (phrases = recognisablePhrases()): string =>
  `#JSGF V1.0;\ngrammar coach;\npublic <pregunta> = ${phrases.map((phrase) => `( ${phrase} )`).join(' | ')};\n`;

/**
 * The JSGF grammar of the safety branch: a safety phrase alone or followed by one of the coach's
 * phrases ("me duele la rodilla qué me toca hoy" is heard whole, safety first). It is decoded apart
 * from the coach's phrases: in one grammar, its thousands of paths take the decoder's beam from
 * the phrases and the questions the coach was heard well on are heard worse.
 */
export const safetyGrammar = (
  safety: readonly SpokenPattern[] = SPOKEN_SAFETY,
  phrases = recognisablePhrases(),
): string =>
  `#JSGF V1.0;\ngrammar salud;\npublic <salud> = <sintoma> [ <tema> ];\n` +
  `<sintoma> = ${safety.map((pattern) => `( ${pattern.map(jsgfSlot).join(' ')} )`).join(' | ')};\n` +
  `<tema> = ${phrases.map((phrase) => `( ${phrase} )`).join(' | ')};\n`;

/** Whether recognition could return this text: one of the phrases, or the safety branch (then perhaps one). */
export function grammarAccepts(
  phrases = recognisablePhrases(),
  safety: readonly SpokenPattern[] = SPOKEN_SAFETY,
): (text: string) => boolean {
  const topics = new Set(phrases);
  const branch = safety.map((pattern) => pattern.map(regexSlot).join('').trim()).join('|');
  const safetyFirst = new RegExp(`^(?:${branch})(?: (?:${phrases.join('|')}))?$`);
  return (text) => topics.has(text) || (safety.length > 0 && safetyFirst.test(text));
}

/**
 * Other ways an English model hears a Spanish sound: e as in "day", o as in "law", and the tapped
 * r as the flap of "ladder". Each word also gets these spellings, as `word(2)`, `word(3)`, ….
 */
const ALTERNATIVE_PHONES: ReadonlyArray<Readonly<Record<string, string>>> = [{ EH: 'EY' }, { OW: 'AO' }, { R: 'D' }];

const pronunciations = (word: string): string[] => {
  const phones = spanishPhones(word);
  const spellings = ALTERNATIVE_PHONES.map((swap) => phones.map((phone) => swap[phone] ?? phone).join(' '));
  return [...new Set([phones.join(' '), ...spellings])];
};

/** The pronunciation dictionary of every word of the grammar, alternatives included. */
export const coachDictionary = (
  phrases = recognisablePhrases(),
  safety: readonly SpokenPattern[] = SPOKEN_SAFETY,
): string =>
  [
    ...new Set(
      [...phrases, ...safety.flatMap((pattern) => pattern.flatMap(slotWords))].flatMap((phrase) =>
        phrase.split(' ').filter(Boolean),
      ),
    ),
  ]
    .sort()
    .flatMap((word) => pronunciations(word).map((phones, i) => `${i === 0 ? word : `${word}(${i + 1})`} ${phones}`))
    .join('\n') + '\n';

/** The en-us model's phones, each a "word" of the phone loop (`ph_aa`, …). */
const EN_US_PHONES =
  'AA AE AH AO AW AY B CH D DH EH ER EY F G HH IH IY JH K L M N NG OW OY P R S SH T TH UH UW V W Y Z ZH'.split(' ');

/**
 * The recogniser's yardstick: a grammar of any sequence of phones. What it hears is the best the
 * acoustic model can do with the recording; a coach phrase that fits far worse, or has far fewer
 * phones, is not what was said (`recognition-check.ts`).
 */
export const phoneLoopGrammar = (): string =>
  `#JSGF V1.0;\ngrammar fonos;\npublic <fonos> = <fono>+;\n<fono> = ${EN_US_PHONES.map((phone) => `ph_${phone.toLowerCase()}`).join(' | ')};\n`;

export const phoneLoopDictionary = (): string =>
  EN_US_PHONES.map((phone) => `ph_${phone.toLowerCase()} ${phone}`).join('\n') + '\n';

/** How many phones a recognised phrase has (as the grammar's dictionary spells it). */
export const phoneCount = (phrase: string): number =>
  phrase
    .split(' ')
    .filter(Boolean)
    .reduce((sum, word) => sum + spanishPhones(word).length, 0);
