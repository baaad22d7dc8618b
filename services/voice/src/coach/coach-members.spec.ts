import { CoachNlu } from './coach-nlu.js';
import { memberQuestions, type MemberQuestionKind } from './coach-members.js';
import { phrasesOf } from './coach-phrases.js';
import { normalizeUtterance } from './normalize.js';

/**
 * The coach measured on the members' held-out questions (`test/coach-eval/members.json`), which
 * it never trained on nor chose a threshold with. Each rate is printed with its misses; the spec
 * fails under the goals. A topic answer to an off-topic question is the failure counted there (the
 * safety answer to one is cautious, not a topic).
 */
const GOALS: Record<MemberQuestionKind, { label: string; minRight: number }> = {
  inScope: { label: 'in scope right', minRight: 0.92 },
  support: { label: 'support intents right', minRight: 0.95 },
  safety: { label: 'safety paraphrases right', minRight: 1 },
  mixed: { label: 'mixed (safety first) right', minRight: 1 },
  bait: { label: 'keyword-bait off-topic not answered as a topic', minRight: 0.95 },
  offTopic: { label: 'pure off-topic not answered as a topic', minRight: 0.95 },
};
const MINIMUM: Record<MemberQuestionKind, number> = {
  inScope: 100,
  support: 40,
  safety: 60,
  mixed: 40,
  bait: 60,
  offTopic: 30,
};

const isRight = (kind: MemberQuestionKind, expected: string | null, got: string | null) =>
  kind === 'bait' || kind === 'offTopic' ? got === null || got === 'safety' : got === expected;

describe("the coach on members' held-out questions", () => {
  const rates = new Map<MemberQuestionKind, { right: number; total: number; misses: string[] }>();

  beforeAll(async () => {
    const nlu = await CoachNlu.train();
    for (const { text, kind, expected } of memberQuestions()) {
      const got = await nlu.classify(text);
      const rate = rates.get(kind) ?? { right: 0, total: 0, misses: [] };
      rate.total += 1;
      if (isRight(kind, expected, got)) rate.right += 1;
      else
        rate.misses.push(`"${text}" → ${got ?? 'solo puedo ayudarte'} (expected ${expected ?? 'solo puedo ayudarte'})`);
      rates.set(kind, rate);
    }
    const lines = [...rates].map(
      ([kind, { right, total, misses }]) =>
        `${GOALS[kind].label}: ${right}/${total} (${((100 * right) / total).toFixed(1)} %, goal ≥ ${100 * GOALS[kind].minRight} %)` +
        (misses.length ? `\n    ${misses.join('\n    ')}` : ''),
    );
    process.stdout.write(`coach on members' held-out questions\n  ${lines.join('\n  ')}\n`);
  }, 180_000);

  it.each(Object.keys(GOALS) as MemberQuestionKind[])('meets the goal for %s questions', (kind) => {
    const { right, total, misses } = rates.get(kind)!;
    expect(total).toBeGreaterThanOrEqual(MINIMUM[kind]);
    expect({ rate: right / total >= GOALS[kind].minRight, misses }).toEqual({ rate: true, misses });
  });

  it("never trains the topics added with this set on one of its questions (the older topics' phrases predate it)", () => {
    const added = [
      'challenge.day',
      'edition.current',
      'skip.day',
      'exercise.done',
      'payment.declined',
      'renewal',
    ] as const;
    const trained = new Set(added.flatMap((intent) => phrasesOf(intent)).map(normalizeUtterance));
    expect(memberQuestions().filter(({ text }) => trained.has(normalizeUtterance(text)))).toEqual([]);
  });
});
