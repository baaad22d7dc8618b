import { normalizeUtterance } from './normalize.js';

/**
 * A second, spelling-tolerant view of a question: its character n-grams (2 to 4 letters inside each
 * word, so "holaa", "q" for "qué" and "contrasena" still resemble what was trained) and its words,
 * weighted by how rare they are (tf-idf), compared by cosine with every training phrasing.
 */
type Vector = Map<string, number>;

function features(text: string): string[] {
  const words = normalizeUtterance(text).split(' ').filter(Boolean);
  const grams: string[] = words.map((word) => `w:${word}`);
  for (let i = 0; i + 1 < words.length; i += 1) grams.push(`b:${words[i]} ${words[i + 1]}`);
  for (const word of words) {
    const padded = ` ${word} `;
    for (let n = 2; n <= 4; n += 1) for (let i = 0; i + n <= padded.length; i += 1) grams.push(padded.slice(i, i + n));
  }
  return grams;
}

const norm = (vector: Vector) => Math.sqrt([...vector.values()].reduce((sum, value) => sum + value * value, 0));

export class NgramModel {
  /** Each gram's examples and its weight in each: a question is compared only where it shares a gram. */
  private readonly postings = new Map<string, Array<readonly [example: number, weight: number]>>();

  private constructor(
    private readonly idf: Map<string, number>,
    private readonly examples: ReadonlyArray<{ label: string; vector: Vector; norm: number }>,
    private readonly neighbours: number,
  ) {
    examples.forEach(({ vector }, example) => {
      for (const [gram, weight] of vector) {
        const list = this.postings.get(gram) ?? [];
        list.push([example, weight]);
        this.postings.set(gram, list);
      }
    });
  }

  static train(examples: ReadonlyArray<{ text: string; label: string }>, neighbours = 5): NgramModel {
    const documents = examples.map(({ text }) => features(text));
    const frequency = new Map<string, number>();
    for (const grams of documents)
      for (const gram of new Set(grams)) frequency.set(gram, (frequency.get(gram) ?? 0) + 1);
    const idf = new Map(
      [...frequency].map(([gram, count]) => [gram, Math.log((1 + documents.length) / (1 + count)) + 1]),
    );
    const model = new NgramModel(idf, [], neighbours);
    const vectors = examples.map(({ label }, i) => {
      const vector = model.vectorOf(documents[i]!);
      return { label, vector, norm: norm(vector) };
    });
    return new NgramModel(idf, vectors, neighbours);
  }

  private vectorOf(grams: string[]): Vector {
    const vector: Vector = new Map();
    for (const gram of grams) {
      const weight = this.idf.get(gram);
      if (weight !== undefined) vector.set(gram, (vector.get(gram) ?? 0) + weight);
    }
    return vector;
  }

  /** Each label's share of the nearest phrasings' similarity (summing to at most 1). */
  scores(text: string): Map<string, number> {
    const vector = this.vectorOf(features(text));
    const size = norm(vector);
    // Each example's dot product with the question, summed in the question's gram order.
    const dots = new Float64Array(this.examples.length);
    for (const [gram, value] of vector)
      for (const [example, weight] of this.postings.get(gram) ?? []) dots[example] = dots[example]! + value * weight;
    // The nearest `neighbours`, most similar first and, among equals, in the examples' order (a stable
    // sort's top): kept in place as the examples go by, rather than sorting them all on every question.
    const similarities: Array<{ label: string; similarity: number }> = [];
    for (const [example, { label, norm: otherNorm }] of this.examples.entries()) {
      const similarity = size && otherNorm ? dots[example]! / (size * otherNorm) : 0;
      let at = similarities.length;
      while (at > 0 && similarities[at - 1]!.similarity < similarity) at -= 1;
      if (at < this.neighbours) {
        similarities.splice(at, 0, { label, similarity });
        if (similarities.length > this.neighbours) similarities.pop();
      }
    }
    const total = similarities.reduce((sum, { similarity }) => sum + similarity, 0);
    const byLabel = new Map<string, number>();
    for (const { label, similarity } of similarities)
      byLabel.set(label, (byLabel.get(label) ?? 0) + (total ? similarity / total : 0));
    return byLabel;
  }
}
