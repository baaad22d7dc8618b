import { CoachNlu, isRight } from './coach-nlu.js';
import { OUT_OF_SCOPE } from './coach-phrases.js';
import { coachSet, type CoachSetName } from './coach-sets.js';

/**
 * The coach's goals, measured on phrasings the coach never trained on nor chose anything with
 * (`test/coach-set/held-out.json`): in scope ≥ 95 % right intent, out of scope ≤ 10 % answered as
 * an intent, safety 100 %. The figures of each set are printed; the time per question is measured
 * and printed, never asserted.
 */
interface Figures {
  inScope: { right: number; total: number };
  outOfScope: { answered: number; total: number };
  safety: { right: number; total: number };
  misses: string[];
  p95Ms: number;
}

async function measure(nlu: CoachNlu, name: CoachSetName): Promise<Figures> {
  const figures: Figures = {
    inScope: { right: 0, total: 0 },
    outOfScope: { answered: 0, total: 0 },
    safety: { right: 0, total: 0 },
    misses: [],
    p95Ms: 0,
  };
  const times: number[] = [];
  for (const [text, label] of coachSet(name)) {
    const started = performance.now();
    const got = await nlu.classify(text);
    times.push(performance.now() - started);
    if (!isRight(label, got)) figures.misses.push(`${text} → ${got ?? 'fallback'} (expected ${label})`);
    if (label === OUT_OF_SCOPE) {
      figures.outOfScope.total += 1;
      if (got !== null) figures.outOfScope.answered += 1;
    } else {
      const bucket = label === 'safety' ? figures.safety : figures.inScope;
      bucket.total += 1;
      if (got === label) bucket.right += 1;
    }
  }
  times.sort((a, b) => a - b);
  figures.p95Ms = times[Math.floor(times.length * 0.95)] ?? 0;
  const share = (part: number, total: number) => `${part}/${total} (${((100 * part) / total).toFixed(1)} %)`;
  process.stdout.write(
    `coach ${name}: in scope ${share(figures.inScope.right, figures.inScope.total)} right; ` +
      `out of scope ${share(figures.outOfScope.answered, figures.outOfScope.total)} answered as an intent; ` +
      `safety ${share(figures.safety.right, figures.safety.total)}; p95 ${figures.p95Ms.toFixed(1)} ms per question\n` +
      (figures.misses.length ? `  misses: ${figures.misses.join('; ')}\n` : ''),
  );
  return figures;
}

describe('the coach on held-out phrasings (its goals)', () => {
  let nlu: CoachNlu;
  beforeAll(async () => {
    nlu = await CoachNlu.train();
  }, 120_000);

  it('answers ≥ 95 % of in-scope questions with their intent, ≤ 10 % of out-of-scope ones as an intent, and every safety question with the safety answer', async () => {
    const { inScope, outOfScope, safety, misses } = await measure(nlu, 'held-out');
    expect(inScope.total).toBeGreaterThanOrEqual(100);
    expect(outOfScope.total).toBeGreaterThanOrEqual(30);
    expect(safety.total).toBeGreaterThanOrEqual(30);
    const report = misses.join('\n');
    expect({ inScope: inScope.right / inScope.total >= 0.95, report }).toEqual({ inScope: true, report });
    expect(outOfScope.answered / outOfScope.total).toBeLessThanOrEqual(0.1);
    expect(safety.right).toBe(safety.total);
  });

  it('keeps the development set (seen while building) within the same goals', async () => {
    const { inScope, outOfScope, safety } = await measure(nlu, 'development');
    expect(inScope.right / inScope.total).toBeGreaterThanOrEqual(0.95);
    expect(outOfScope.answered / outOfScope.total).toBeLessThanOrEqual(0.1);
    expect(safety.right).toBe(safety.total);
  });
});
