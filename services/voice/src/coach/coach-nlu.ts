import { LangEs } from '@nlpjs/lang-es';
import { Nlp } from '@nlpjs/nlp';
import { COACH_INTENTS, COACH_PHRASES, type CoachIntent } from './coach-phrases.js';
import { normalizeUtterance } from './normalize.js';

/** Below this score the coach does not guess: it answers with its polite fallback. */
const MIN_SCORE = 0.6;

/**
 * The built-in coach's understanding: a Spanish nlp.js model trained at boot from the phrase file,
 * both as written and as speech recognition returns it (lower case, no accents).
 */
export class CoachNlu {
  private constructor(private readonly nlp: Nlp) {}

  static async train(): Promise<CoachNlu> {
    const nlp = new Nlp({ languages: ['es'], autoSave: false, autoLoad: false, log: false, nlu: { log: false } });
    nlp.use(LangEs);
    for (const intent of COACH_INTENTS) {
      for (const phrase of COACH_PHRASES[intent]) {
        nlp.addDocument('es', phrase, intent);
        nlp.addDocument('es', normalizeUtterance(phrase), intent);
      }
    }
    await nlp.train();
    return new CoachNlu(nlp);
  }

  /** The intent of a question, or null when no intent is likely enough. */
  async classify(text: string): Promise<CoachIntent | null> {
    const result = await this.nlp.process('es', normalizeUtterance(text));
    const intent = COACH_INTENTS.find((known) => known === result.intent);
    return intent && result.score >= MIN_SCORE ? intent : null;
  }
}
