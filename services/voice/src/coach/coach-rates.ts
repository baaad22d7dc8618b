import type { BlindQuestion } from './coach-blind.js';
import type { MemberQuestionKind } from './coach-members.js';
import type { CoachIntent } from './coach-phrases.js';

/** The goal for each kind of question, and how its rate reads. */
export const COACH_GOALS: Record<MemberQuestionKind, { label: string; goal: number }> = {
  inScope: { label: 'in scope right', goal: 0.92 },
  support: { label: 'support intents right', goal: 0.95 },
  safety: { label: 'safety paraphrases right', goal: 1 },
  mixed: { label: 'mixed (safety first) right', goal: 1 },
  bait: { label: 'keyword-bait off-topic not answered as a topic', goal: 0.95 },
  offTopic: { label: 'pure off-topic not answered as a topic', goal: 0.95 },
};

export const KINDS = Object.keys(COACH_GOALS) as MemberQuestionKind[];

/** The safety answer to an off-topic question is cautious, not a topic answer. */
export const isRightFor = (kind: MemberQuestionKind, expect: readonly string[], got: string | null) =>
  kind === 'bait' || kind === 'offTopic' ? got === null || got === 'safety' : got !== null && expect.includes(got);

export interface KindRate {
  right: number;
  total: number;
  misses: string[];
}

/** Each kind's rate on a set of questions, with its misses. */
export async function measureQuestions(
  classify: (text: string) => Promise<CoachIntent | null>,
  questions: readonly BlindQuestion[],
): Promise<Map<MemberQuestionKind, KindRate>> {
  const rates = new Map<MemberQuestionKind, KindRate>();
  for (const { id, text, kind, expect } of questions) {
    const got = await classify(text);
    const rate = rates.get(kind) ?? { right: 0, total: 0, misses: [] };
    rate.total += 1;
    if (isRightFor(kind, expect, got)) rate.right += 1;
    else
      rate.misses.push(
        `${id} "${text}" → ${got ?? 'solo puedo ayudarte'} (expected ${expect.join(' | ') || 'solo puedo ayudarte'})`,
      );
    rates.set(kind, rate);
  }
  return rates;
}

export const percent = (share: number) => `${(100 * share).toFixed(1)} %`;

/** The rates beside their goals (and floors, where a floor holds instead of an unmet goal), misses listed. */
export function reportRates(
  title: string,
  rates: ReadonlyMap<MemberQuestionKind, KindRate>,
  floors: Partial<Record<MemberQuestionKind, number>> = {},
): string {
  const lines = KINDS.filter((kind) => rates.has(kind)).map((kind) => {
    const { right, total, misses } = rates.get(kind)!;
    const { label, goal } = COACH_GOALS[kind];
    const floor = floors[kind];
    const met = right / total >= goal ? 'met' : 'NOT MET';
    const held = floor !== undefined && floor < goal ? `; floor ${percent(floor)}` : '';
    return (
      `${label}: ${right}/${total} (${percent(right / total)}; goal ≥ ${percent(goal)} ${met}${held})` +
      (misses.length ? `\n    ${misses.join('\n    ')}` : '')
    );
  });
  return `${title}\n  ${lines.join('\n  ')}\n`;
}
