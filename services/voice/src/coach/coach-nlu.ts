import { LangEs } from '@nlpjs/lang-es';
import { Nlp } from '@nlpjs/nlp';
import { COACH_INTENTS, OUT_OF_SCOPE, OUT_OF_SCOPE_PHRASES, phrasesOf, type CoachIntent } from './coach-phrases.js';
import { NgramModel } from './ngram-model.js';
import { normalizeUtterance } from './normalize.js';
import { mentionsSafety } from './safety.js';
import { Vocabulary } from './vocabulary.js';

/** How the two models' votes are weighed and the scores under which the coach does not guess. */
export interface CoachThresholds {
  /** The share of nlp.js's vote (the rest is the n-gram neighbours'). */
  nlpWeight: number;
  /** Below this, the best intent is not believed: the polite fallback answers. */
  answer: number;
  /** At or above this for the safety class, the safety answer wins over any other intent. */
  safety: number;
  /** Above this share of words the coach's topics never use, the question is out of scope. */
  novelty: number;
}

/**
 * Chosen on `test/coach-set/validation.json` (phrasings never trained on nor copied into the phrase
 * file) by `chooseThresholds`; `coach-thresholds.spec.ts` checks they are still the ones it picks.
 */
export const COACH_THRESHOLDS: CoachThresholds = { nlpWeight: 0.1, answer: 0.45, safety: 0.3, novelty: 0.35 };

type Label = CoachIntent | typeof OUT_OF_SCOPE;
const LABELS: readonly Label[] = [...COACH_INTENTS, OUT_OF_SCOPE];

/** What the two models make of a question, before any weighing or threshold. */
export interface CoachScores {
  nlp: ReadonlyMap<string, number>;
  ngrams: ReadonlyMap<string, number>;
  mentionsSafety: boolean;
  novelty: number;
}

/** The coach's decision: safety first, then a confident intent, else null (the fallback). */
export function decide(scores: CoachScores, thresholds: CoachThresholds): CoachIntent | null {
  const scoreOf = (label: string) =>
    thresholds.nlpWeight * (scores.nlp.get(label) ?? 0) + (1 - thresholds.nlpWeight) * (scores.ngrams.get(label) ?? 0);
  if (scores.mentionsSafety || scoreOf('safety') >= thresholds.safety) return 'safety';
  if (scores.novelty > thresholds.novelty) return null;
  const best = LABELS.reduce((top, label) => (scoreOf(label) > scoreOf(top) ? label : top), OUT_OF_SCOPE);
  if (best === OUT_OF_SCOPE || scoreOf(best) < thresholds.answer) return null;
  return best;
}

/** The grid searched for the thresholds, and the rule: fewest errors on the validation set, then the lowest values. */
const GRID = {
  nlpWeight: [0, 0.1, 0.2, 0.3, 0.4, 0.5],
  answer: [0.2, 0.25, 0.3, 0.35, 0.4, 0.45, 0.5, 0.55, 0.6, 0.65, 0.7],
  safety: [0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9],
  novelty: [0.2, 0.25, 0.3, 0.35, 0.4, 0.5, 0.6, 1],
} as const;

/** A labelled phrasing; the label is an intent, 'safety' or 'none' (out of scope). */
export type Labelled = readonly [text: string, label: string];

export const isRight = (label: string, got: CoachIntent | null) =>
  label === OUT_OF_SCOPE ? got === null : got === label;

/** The thresholds that make the fewest mistakes on a validation set. */
export function chooseThresholds(scored: ReadonlyArray<readonly [CoachScores, string]>): CoachThresholds {
  let best: { thresholds: CoachThresholds; errors: number } | null = null;
  for (const nlpWeight of GRID.nlpWeight)
    for (const answer of GRID.answer)
      for (const safety of GRID.safety)
        for (const novelty of GRID.novelty) {
          const thresholds = { nlpWeight, answer, safety, novelty };
          const errors = scored.filter(([scores, label]) => !isRight(label, decide(scores, thresholds))).length;
          if (!best || errors < best.errors) best = { thresholds, errors };
        }
  return best!.thresholds;
}

/**
 * The built-in coach's understanding, trained at boot from the phrase file (every intent, the
 * safety class and an out-of-scope class), as written and as speech recognition returns it: a
 * Spanish nlp.js model and a spelling-tolerant n-gram model, whose votes are weighed together.
 */
export class CoachNlu {
  private constructor(
    private readonly nlp: Nlp,
    private readonly ngrams: NgramModel,
    private readonly vocabulary: Vocabulary,
    private readonly thresholds: CoachThresholds,
  ) {}

  static async train(thresholds: CoachThresholds = COACH_THRESHOLDS): Promise<CoachNlu> {
    const nlp = new Nlp({ languages: ['es'], autoSave: false, autoLoad: false, log: false, nlu: { log: false } });
    nlp.use(LangEs);
    const examples = [
      ...COACH_INTENTS.flatMap((intent) => phrasesOf(intent).map((text) => ({ text, label: intent as string }))),
      ...OUT_OF_SCOPE_PHRASES.map((text) => ({ text, label: OUT_OF_SCOPE })),
    ];
    for (const { text, label } of examples) {
      nlp.addDocument('es', text, label);
      nlp.addDocument('es', normalizeUtterance(text), label);
    }
    await nlp.train();
    const inScope = examples.filter(({ label }) => label !== OUT_OF_SCOPE).map(({ text }) => text);
    return new CoachNlu(nlp, NgramModel.train(examples), new Vocabulary(inScope), thresholds);
  }

  /** What the models make of a question. */
  async scores(text: string): Promise<CoachScores> {
    const utterance = normalizeUtterance(text);
    const result = await this.nlp.process('es', utterance);
    return {
      nlp: new Map((result.classifications ?? []).map(({ intent, score }) => [intent, score])),
      ngrams: this.ngrams.scores(utterance),
      mentionsSafety: mentionsSafety(utterance),
      novelty: this.vocabulary.novelty(utterance),
    };
  }

  /** The intent of a question ('safety' whenever it touches health), or null when no intent is likely enough. */
  async classify(text: string): Promise<CoachIntent | null> {
    return decide(await this.scores(text), this.thresholds);
  }
}
