import { readdirSync, readFileSync } from 'node:fs';
import { COACH_THRESHOLDS, OPINION_BELIEVED, understand, type CoachScores } from './coach-nlu.js';
import { COACH_INTENTS, OUT_OF_SCOPE } from './coach-phrases.js';
import { SecondOpinion } from './second-opinion.js';
import { TUNE_CORPUS } from './tune-corpus.js';

/** What the lexical steps make of a question that names no safety concept, with the second opinion given. */
const scores = (
  evidence: CoachScores['evidence'],
  opinion: Record<string, number>,
  safety: CoachScores['safety'] = [],
  elsewhere: Partial<Pick<CoachScores, 'elsewhere' | 'otherWorld' | 'things'>> = {},
): CoachScores => ({
  nlp: new Map(),
  ngrams: new Map(),
  safety,
  evidence,
  foreign: [],
  things: [],
  otherWorld: [],
  places: [],
  clauses: [],
  opinion: new Map(Object.entries(opinion)),
  elsewhere: [],
  ...elsewhere,
});

describe("the coach's second opinion", () => {
  it('leans to the label whose wordings a question shares, a typo included, its probabilities summing to 1', () => {
    const opinion = SecondOpinion.train([
      { reading: 'cuanto cuesta el reto', label: 'price.guarantee' },
      { reading: 'que precio tiene el programa', label: 'price.guarantee' },
      { reading: 'me duele la rodilla', label: 'safety' },
      { reading: 'tengo un dolor en el pecho', label: 'safety' },
      { reading: 'quien gano el partido', label: 'none' },
    ]);
    for (const [reading, label] of [
      ['cuanto cuesta el programa', 'price.guarantee'],
      ['me duele mucho el pecho', 'safety'],
      ['me dulee el hombro', 'safety'],
      ['a que hora es el partido', 'none'],
    ] as const) {
      const probabilities = opinion.probabilities(reading);
      const [best] = [...probabilities].sort((a, b) => b[1] - a[1]);
      expect({ reading, best: best![0] }).toEqual({ reading, best: label });
      expect([...probabilities.values()].reduce((sum, p) => sum + p, 0)).toBeCloseTo(1, 9);
    }
  });

  it('gives the safety answer to a question no topic places when it reads as health, else the fallback', () => {
    expect(understand(scores([], { safety: 0.9, none: 0.1 }), COACH_THRESHOLDS)).toEqual({
      intent: 'safety',
      closest: [],
      concepts: [],
    });
    const believed = OPINION_BELIEVED.safety;
    expect(understand(scores([], { safety: believed, none: 1 - believed }), COACH_THRESHOLDS).intent).toBe('safety');
    expect(understand(scores([], { safety: believed - 0.01, none: 0.5 }), COACH_THRESHOLDS).intent).toBeNull();
    expect(understand(scores([], { safety: 0.2, none: 0.8 }), COACH_THRESHOLDS).intent).toBeNull();
  });

  it('answers a topic without its evidence only when sure of it and nothing puts the question elsewhere', () => {
    const sure = OPINION_BELIEVED.topic;
    expect(understand(scores([], { renewal: sure, none: 1 - sure }), COACH_THRESHOLDS)).toEqual({
      intent: 'renewal',
      closest: [],
    });
    expect(understand(scores([], { renewal: sure - 0.01, none: 1 - sure + 0.01 }), COACH_THRESHOLDS).intent).toBeNull();
    // The topic's own rules put it elsewhere ("la contraseña de gmail"), a word names another world, a
    // thing is left unexplained: no answer.
    for (const other of [{ elsewhere: ['account'] }, { otherWorld: ['netflix'] }, { things: ['hipoteca'] }] as const)
      expect(understand(scores([], { account: 0.99 }, [], other), COACH_THRESHOLDS).intent).toBeNull();
    // A greeting or a question about the coach stands only on its evidence.
    expect(understand(scores([], { greeting: 0.99 }), COACH_THRESHOLDS).intent).toBeNull();
  });

  it('never takes the safety answer away from a question that names a safety concept', () => {
    const understood = understand(scores(['price.guarantee'], { 'price.guarantee': 1 }, ['pain']), COACH_THRESHOLDS);
    expect(understood.intent).toBe('safety');
  });

  it('offers, when the coach falls back, the two topics it reads as closest', () => {
    const understood = understand(
      scores([], { renewal: 0.3, 'edition.current': 0.25, 'payment.methods': 0.2, safety: 0.1, none: 0.15 }),
      COACH_THRESHOLDS,
    );
    expect(understood).toEqual({ intent: null, closest: ['renewal', 'edition.current'] });
  });

  it('answers, of several topics with evidence, the one it is sure of; else the n-gram models choose', () => {
    const sure = OPINION_BELIEVED.among;
    const both = (opinion: Record<string, number>) =>
      understand(
        { ...scores(['cancel.refund', 'account'], opinion), ngrams: new Map([['cancel.refund', 0.6]]) },
        COACH_THRESHOLDS,
      ).intent;
    expect(both({ account: sure, 'cancel.refund': 1 - sure })).toBe('account');
    expect(both({ account: sure - 0.01, 'cancel.refund': 0.01, none: 1 - sure })).toBe('cancel.refund');
  });

  it('never turns away a topic found with its evidence, however off-topic it reads', () => {
    const understood = understand(
      scores(['price.guarantee'], { none: 0.99, 'price.guarantee': 0.01 }),
      COACH_THRESHOLDS,
    );
    expect(understood.intent).toBe('price.guarantee');
  });

  it('learns only from tune parts: never a question of a held-out part or of the labelled sets', () => {
    // As the generator compares them (infra/coach/corpus.mjs): spelt without case, accents or marks.
    const plain = (text: string) =>
      text
        .toLowerCase()
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .replace(/[^a-z0-9ñü]+/g, ' ')
        .trim();
    const read = (url: URL) => JSON.parse(readFileSync(url, 'utf8')) as unknown;
    const evalDir = new URL('../../test/coach-eval/', import.meta.url);
    const measured = new Set([
      ...readdirSync(evalDir)
        .filter((name) => name.startsWith('written-apart-held-out'))
        .flatMap((name) => (read(new URL(name, evalDir)) as { questions: Array<{ text: string }> }).questions)
        .map(({ text }) => plain(text)),
      ...(['validation', 'development', 'held-out'] as const).flatMap((name) =>
        Object.values(
          (
            read(new URL(`../../test/coach-set/${name}.json`, import.meta.url)) as {
              phrasings: Record<string, string[]>;
            }
          ).phrasings,
        )
          .flat()
          .map(plain),
      ),
    ]);
    expect(TUNE_CORPUS.filter(([text]) => measured.has(plain(text)))).toEqual([]);
    const labels = new Set<string>([...COACH_INTENTS, OUT_OF_SCOPE]);
    expect(TUNE_CORPUS.filter(([, label]) => !labels.has(label))).toEqual([]);
  });
});
