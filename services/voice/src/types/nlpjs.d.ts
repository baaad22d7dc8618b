/** The part of nlp.js (CommonJS, no types shipped) the coach uses. */
declare module '@nlpjs/nlp' {
  export interface NlpResult {
    intent: string;
    score: number;
    classifications?: Array<{ intent: string; score: number }>;
  }
  export class Nlp {
    constructor(settings?: Record<string, unknown>);
    use(plugin: unknown): void;
    addLanguage(locale: string): void;
    addDocument(locale: string, utterance: string, intent: string): void;
    train(): Promise<unknown>;
    process(locale: string, utterance: string): Promise<NlpResult>;
  }
}

declare module '@nlpjs/lang-es' {
  export const LangEs: unknown;
}

declare module '@nlpjs/lang-es' {
  /** The Snowball stemmer of Spanish. */
  export class StemmerEs {
    stemWord(word: string): string;
  }
}

declare module 'an-array-of-spanish-words' {
  const words: readonly string[];
  export default words;
}
