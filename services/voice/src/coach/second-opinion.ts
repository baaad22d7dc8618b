/**
 * A statistical second opinion on a question, beside the coach's lexical steps: a naive Bayes model
 * over the words, word pairs and letter n-grams (3 to 5 letters inside each word) of the coach's
 * reading of a question, trained on the training phrases and on every question of the development
 * sets whose misses may be read (`tune-corpus.ts`), and labelled with a topic, 'safety' (safety and
 * mixed questions) or 'none' (off-topic and keyword-bait). It learns from many hands' wordings what
 * the lexical classes learnt one class at a time, so it is consulted only where those classes leave
 * the coach without an answer, never to answer a topic without its evidence.
 */
type Counts = Map<string, number>;

/** How the model's scores become probabilities, and where they are believed. */
export interface SecondOpinionSettings {
  /** Laplace smoothing of each n-gram's count. */
  smoothing: number;
  /** The scores' scale before the softmax. */
  temperature: number;
}

/**
 * Chosen by cross-validation (five folds of whole files: the tune parts and the questions written
 * for the second opinion, each fold predicted by a model trained on the phrases and the other
 * folds): the temperature that gives the folds' labels the highest likelihood, 0.6 among 0.3-1.0
 * (mean log-likelihood -0.606 against -0.621 at 0.5 and -0.620 at 0.7).
 */
export const SECOND_OPINION_SETTINGS: SecondOpinionSettings = { smoothing: 0.3, temperature: 0.6 };

/** The features of a reading: its words, its pairs of words, and 3- to 5-letter pieces of each word. */
export function opinionFeatures(reading: string): string[] {
  const words = reading.split(' ').filter(Boolean);
  const features = words.map((word) => `w:${word}`);
  for (let i = 0; i + 1 < words.length; i += 1) features.push(`b:${words[i]} ${words[i + 1]}`);
  for (const word of words) {
    const padded = ` ${word} `;
    for (let n = 3; n <= 5; n += 1)
      for (let i = 0; i + n <= padded.length; i += 1) features.push(`c${padded.slice(i, i + n)}`);
  }
  return [...new Set(features)];
}

export class SecondOpinion {
  private constructor(
    private readonly labels: readonly string[],
    /** Each label's log probability of each feature, and of a feature it never saw. */
    private readonly logProbability: ReadonlyArray<{ seen: Counts; unseen: number }>,
    private readonly vocabulary: ReadonlySet<string>,
    private readonly settings: SecondOpinionSettings,
  ) {}

  /** Trained on readings and their labels; every label is as likely before the words are read. */
  static train(
    examples: ReadonlyArray<{ reading: string; label: string }>,
    settings: SecondOpinionSettings = SECOND_OPINION_SETTINGS,
  ): SecondOpinion {
    const counts = new Map<string, Counts>();
    const totals = new Map<string, number>();
    const vocabulary = new Set<string>();
    for (const { reading, label } of examples) {
      const own = counts.get(label) ?? new Map<string, number>();
      counts.set(label, own);
      for (const feature of opinionFeatures(reading)) {
        own.set(feature, (own.get(feature) ?? 0) + 1);
        totals.set(label, (totals.get(label) ?? 0) + 1);
        vocabulary.add(feature);
      }
    }
    const labels = [...counts.keys()];
    const logProbability = labels.map((label) => {
      const total = (totals.get(label) ?? 0) + settings.smoothing * vocabulary.size;
      const seen: Counts = new Map();
      for (const [feature, count] of counts.get(label)!)
        seen.set(feature, Math.log((count + settings.smoothing) / total));
      return { seen, unseen: Math.log(settings.smoothing / total) };
    });
    return new SecondOpinion(labels, logProbability, vocabulary, settings);
  }

  /** Each label's probability for a reading (summing to 1), the features it never saw left out. */
  probabilities(reading: string): Map<string, number> {
    const features = opinionFeatures(reading).filter((feature) => this.vocabulary.has(feature));
    const scores = this.logProbability.map(({ seen, unseen }) =>
      features.reduce((sum, feature) => sum + (seen.get(feature) ?? unseen), 0),
    );
    const best = Math.max(...scores);
    // Scores of longer questions spread wider: scaled by the root of the features counted.
    const scale = this.settings.temperature / Math.sqrt(Math.max(1, features.length));
    const weights = scores.map((score) => Math.exp((score - best) * scale));
    const total = weights.reduce((sum, weight) => sum + weight, 0);
    return new Map(this.labels.map((label, i) => [label, weights[i]! / total]));
  }
}
