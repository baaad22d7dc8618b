import { blindQuestions } from './coach-blind.js';
import type { MemberQuestionKind } from './coach-members.js';
import { CoachNlu } from './coach-nlu.js';
import { COACH_INTENTS, OUT_OF_SCOPE_PHRASES, phrasesOf } from './coach-phrases.js';
import { normalizeUtterance } from './normalize.js';

/**
 * The coach measured on the set in `test/coach-blind/`. Each rate is printed with its misses beside
 * the goal. Where the coach does not reach a goal yet, the spec holds the measured floor
 * instead (any regression fails) and prints the goal next to it.
 *
 * The set is NO LONGER BLIND for safety and mixed questions: its safety misses were seen on
 * 2026-11-28 and the safety concepts were widened to their classes (`safety-concepts.ts`); nor for
 * support, whose misses were seen before the account intent learnt lost logins and purchases
 * without access (from general phrasings, not the set's). Its last
 * blind measurement was safety 68/74, mixed 44/45, support 29/40, in scope 160/191; the floors below
 * are the figures measured after that change, and only a new set, written blind by someone else,
 * may give figures the product states about its accuracy.
 */
const GOALS: Record<MemberQuestionKind, { label: string; goal: number; floor: number }> = {
  inScope: { label: 'in scope right', goal: 0.92, floor: 160 / 191 },
  support: { label: 'support intents right', goal: 0.95, floor: 35 / 40 },
  safety: { label: 'safety paraphrases right', goal: 1, floor: 74 / 74 },
  mixed: { label: 'mixed (safety first) right', goal: 1, floor: 45 / 45 },
  bait: { label: 'keyword-bait off-topic not answered as a topic', goal: 0.95, floor: 0.95 },
  offTopic: { label: 'pure off-topic not answered as a topic', goal: 0.95, floor: 0.95 },
};
const MINIMUM: Record<MemberQuestionKind, number> = {
  inScope: 150,
  support: 30,
  safety: 60,
  mixed: 40,
  bait: 60,
  offTopic: 30,
};

// The safety answer to an off-topic question is cautious, not a topic answer.
const isRight = (kind: MemberQuestionKind, expect: readonly string[], got: string | null) =>
  kind === 'bait' || kind === 'offTopic' ? got === null || got === 'safety' : got !== null && expect.includes(got);

const COINCIDENT: ReadonlySet<string> = new Set([
  'b001',
  'b002',
  'b016',
  'b033',
  'b037',
  'b047',
  'b048',
  'b049',
  'b055',
  'b061',
  'b076',
  'b077',
  'b079',
  'b093',
  'b094',
  'b098',
  'b102',
  'b121',
  'b143',
  'b164',
  'b165',
  'b170',
  'b172',
  'b180',
  'b181',
  'b182',
  'b183',
  'b186',
  'b187',
  'b188',
  'b192',
  'b221',
  'b384',
  'b389',
  'b397',
  'b400',
  'b411',
  'b417',
  'b422',
  'b423',
  'b431',
  'b436',
  'b441',
  'b442',
  'b454',
]);

const percent = (share: number) => `${(100 * share).toFixed(1)} %`;

describe('the coach on the blind set', () => {
  const rates = new Map<MemberQuestionKind, { right: number; total: number; misses: string[] }>();

  beforeAll(async () => {
    const nlu = await CoachNlu.train();
    for (const { id, text, kind, expect } of blindQuestions()) {
      const got = await nlu.classify(text);
      const rate = rates.get(kind) ?? { right: 0, total: 0, misses: [] };
      rate.total += 1;
      if (isRight(kind, expect, got)) rate.right += 1;
      else
        rate.misses.push(
          `${id} "${text}" → ${got ?? 'solo puedo ayudarte'} (expected ${expect.join(' | ') || 'solo puedo ayudarte'})`,
        );
      rates.set(kind, rate);
    }
    const lines = [...rates].map(([kind, { right, total, misses }]) => {
      const { label, goal, floor } = GOALS[kind];
      const held = floor < goal ? `, goal NOT MET: ratchet at ${percent(floor)}` : '';
      return (
        `${label}: ${right}/${total} (${percent(right / total)}; goal ≥ ${percent(goal)}${held})` +
        (misses.length ? `\n    ${misses.join('\n    ')}` : '')
      );
    });
    process.stdout.write(`coach on the blind set\n  ${lines.join('\n  ')}\n`);
  }, 180_000);

  it.each(Object.keys(GOALS) as MemberQuestionKind[])('holds its floor (the goal where met) for %s', (kind) => {
    const { right, total, misses } = rates.get(kind)!;
    expect(total).toBeGreaterThanOrEqual(MINIMUM[kind]);
    expect({ held: right / total >= GOALS[kind].floor, misses }).toEqual({ held: true, misses });
  });

  it('has no floor above its goal (a met goal is the bar, not a lower number)', () => {
    for (const { goal, floor } of Object.values(GOALS)) expect(floor).toBeLessThanOrEqual(goal);
  });

  it('is never copied into the phrase file the coach trains on', () => {
    const trained = new Set(
      [...COACH_INTENTS.flatMap((intent) => phrasesOf(intent)), ...OUT_OF_SCOPE_PHRASES].map(normalizeUtterance),
    );
    const inPhraseFile = blindQuestions()
      .filter(({ text }) => trained.has(normalizeUtterance(text)))
      .map(({ id }) => id);
    // Short everyday phrasings ("hola", "¿quién eres?") that the set's author wrote, unseeing, as the
    // phrase file's authors had: these coincidences were there when the set was written, no other may appear.
    expect(inPhraseFile.filter((id) => !COINCIDENT.has(id))).toEqual([]);
  });
});
