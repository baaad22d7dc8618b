import { normalizeUtterance } from './normalize.js';

/** The letter trigrams of a word, padded ("hola" → " ho", "hol", "ola", "la "). */
const trigrams = (word: string) => {
  const padded = ` ${word} `;
  return new Set(Array.from({ length: padded.length - 2 }, (_, i) => padded.slice(i, i + 3)));
};

/** Two spellings of one word ("ejercisios", "ejercicios") share at least this share of their trigrams. */
const SAME_WORD = 0.5;

/**
 * The words the coach's own topics are asked with (every phrasing of every intent). A question
 * mostly made of other words ("cuánto mide la torre eiffel") is about something else; a misspelt
 * word still counts as known when it shares most of its letter trigrams with a known one.
 */
export class Vocabulary {
  private readonly words: Map<string, Set<string>>;

  constructor(phrases: readonly string[]) {
    const words = new Set(phrases.flatMap((phrase) => normalizeUtterance(phrase).split(' ')).filter(Boolean));
    this.words = new Map([...words].map((word) => [word, trigrams(word)]));
  }

  private knows(word: string): boolean {
    if (this.words.has(word)) return true;
    const own = trigrams(word);
    for (const other of this.words.values()) {
      let shared = 0;
      for (const gram of own) if (other.has(gram)) shared += 1;
      if (shared / (own.size + other.size - shared) >= SAME_WORD) return true;
    }
    return false;
  }

  /** The share of a question's words the coach's topics never use (0: all known, 1: none). */
  novelty(text: string): number {
    const said = normalizeUtterance(text).split(' ').filter(Boolean);
    if (said.length === 0) return 1;
    return said.filter((word) => !this.knows(word)).length / said.length;
  }
}
