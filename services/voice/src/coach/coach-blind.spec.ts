import { BLIND_SET, blindQuestions } from './coach-blind.js';
import type { MemberQuestionKind } from './coach-members.js';
import { CoachNlu } from './coach-nlu.js';
import { COACH_INTENTS } from './coach-phrases.js';
import { COACH_GOALS, KINDS, measureQuestions, percent, reportRates, type KindRate } from './coach-rates.js';

/**
 * The coach measured on whichever set is in `test/coach-blind/questions.json` (see the README
 * there): every rate is printed beside the goal, without its misses (reading them would
 * turn the set into tuning data). Each kind holds its goal,
 * or, where the coach does not reach a goal yet, the floor the lead sets below after the first
 * measurement of a new set (any regression then fails); a floor is never above its goal.
 *
 * The first blind set, seen since, is development data now (`test/coach-eval/seen-blind.json`).
 */
// The second blind set, measured on 2026-11-28 (first: in scope 170, support 18, safety 69, mixed
// 49, bait at its goal), again after reading by meaning (195, 27, 77, 53, bait 64) and, in the
// evening, after widening the evidence by class on development data (rates only, never its
// questions): in scope, support and safety up; bait DOWN from 64 to 61 (three more keyword-bait
// questions answered as a topic). The bait floor holds that measured regression so a further one
// fails; it is below the floor it replaces, which the lead must weigh at merge.
// On 2026-11-29, after safety by inflection and topics that need their own thing (tuned on
// development data and a fourth held-out set only), twice, rates only: in scope 211, support 32,
// safety 80, mixed 53, bait 64 (back above its earlier 61), off-topic 44/44.
// Later on 2026-11-29, after the app's quoted screen messages and support told by class (tuned on
// a fifth development set only), twice, rates only: in scope 213, support 35, the rest unchanged.
// Last session of 2026-11-29, after safety, support and bait widened by class (tuned on a sixth
// development set and paraphrases of its classes only), twice, rates only: in scope 213 (unchanged),
// support 35 → 37, safety 80 → 81, mixed 53 (unchanged), bait 64 → 65, off-topic 44/44.
// The session after (tuned on a seventh development set typed as in a chat box, rates only, two
// runs: the first, mid-session, its output not read; the second at the end): in scope 213 → 217,
// safety 81 → 82, mixed 53 → 54, support 37 and bait 65 unchanged, off-topic 44 → 43 (one more pure
// off-topic question answered as a topic; still within its goal, which holds it).
// The session after (two engineers at once, each on an eighth development set of their own: safety,
// mixed and bait; in scope and support), measured once after both were merged, rates only: in scope
// 217 → 222, bait 65 → 67, support 37, safety 82, mixed 54 and off-topic 43 unchanged.
// The session after (two engineers at once on ninth development sets: safety, mixed and bait as
// stories, regions and fragments; in scope and support of every feature a member meets), measured
// once after both were merged, rates only: in scope 222 → 225, support 37 → 39, safety 82, mixed 54,
// bait 67 and off-topic 43 unchanged. The sessions after (tenth to twelfth sets): unchanged.
// 2026-11-30 morning (one engineer on a thirteenth set: support, safety told indirectly, mixed and
// bait; its held-out part did not move), measured once after the merge, rates only: support
// 39 → 40; in scope 225, safety 82, mixed 54, bait 67 and off-topic 43 unchanged.
// 2026-11-30, later (one engineer on a fourteenth set in five batches: support, safety told by what
// the body does, other voices, in-scope topics), measured once after the merge, rates only: in scope
// 225 → 226, safety 82 → 83; support 40, mixed 54, bait 67 and off-topic 43 unchanged.
// 2026-11-30 afternoon (one engineer: a second opinion, naive Bayes trained on the phrases and every
// tune part, gives the safety answer to a question no topic places that reads as health), measured
// once after the merge, rates only: safety 83 → 84; the rest unchanged.
// 2026-11-30, night (one engineer on a fifteenth set: topics without their usual words, bait, safety by
// paraphrase, mixed), measured at the start and at the end, rates only: unchanged (226, 40, 84, 54, 67, 43).
// 2026-12-01, morning (one engineer: the second opinion's topic answered without the lexical evidence when
// it is sure, p ≥ 0.85, and nothing puts the question elsewhere), measured at the start and after the
// change, rates only: in scope 226 → 230 (goal met: the goal is its bar), off-topic 43 → 42/44 (one more
// answered as a topic, within its goal); support 40, safety 84 and mixed 54 unchanged, bait 67/71 after
// (the second run before a narrow follow-up: see the README).
// 2026-12-01, later (one engineer on a sixteenth set: support as stories, safety, mixed, bait),
// at the start and at the end, rates only: unchanged (230, 40, 84, 54, 67, 42).
// 2026-12-02 (one engineer on a twentieth set: support as members tell it, bait of other worlds,
// safety inside another topic; its held-out part did not move), measured after the merge, rates
// only: in scope 231, support 40, safety 84, mixed 54, bait 67, off-topic 42 (unchanged).
// 2026-12-02, afternoon (one engineer: safety, support and bait by class from probes of their own,
// each class generated in the classes specs; no new set), measured once after the last change,
// rates only: mixed 54 → 55/55 (goal met: the goal is its bar); in scope 231, support 40, safety
// 84, bait 67 and off-topic 42 unchanged.
const FLOORS: Partial<Record<MemberQuestionKind, number>> = {
  support: 40 / 45,
  safety: 84 / 85,
  bait: 67 / 71,
};

/** Fewest questions per kind for a rate to mean something. */
const MINIMUM: Record<MemberQuestionKind, number> = {
  inScope: 150,
  support: 30,
  safety: 60,
  mixed: 40,
  bait: 60,
  offTopic: 30,
};

const questions = blindQuestions();
const bar = (kind: MemberQuestionKind) => FLOORS[kind] ?? COACH_GOALS[kind].goal;

describe('the coach on the blind set', () => {
  const rates = new Map<MemberQuestionKind, KindRate>();

  beforeAll(async () => {
    if (!questions) {
      process.stdout.write(`coach on the blind set: none in place (${BLIND_SET.pathname})\n`);
      return;
    }
    const nlu = await CoachNlu.train();
    // Only the rates: the blind set's misses are never printed, so nobody tunes on them.
    for (const [kind, rate] of await measureQuestions((text) => nlu.classify(text), questions))
      rates.set(kind, { ...rate, misses: [] });
    process.stdout.write(reportRates('coach on the blind set', rates, FLOORS));
  }, 180_000);

  it('reads a set in which every question has an id, a known kind and known intents', () => {
    const known = new Set<string>(COACH_INTENTS);
    const wrong = (questions ?? []).filter(
      ({ id, kind, text, expect }) =>
        !id ||
        !text ||
        !KINDS.includes(kind) ||
        !Array.isArray(expect) ||
        expect.some((intent) => !known.has(intent)) ||
        ((kind === 'safety' || kind === 'mixed') && !expect.includes('safety')),
    );
    expect(wrong).toEqual([]);
  });

  // Only with a set in place: without one there is no rate to hold.
  if (questions)
    it.each(KINDS)('holds its goal (or the floor set below it) for %s', (kind) => {
      const { right, total } = rates.get(kind) ?? { right: 0, total: 0 };
      expect(total).toBeGreaterThanOrEqual(MINIMUM[kind]);
      expect({ rate: percent(right / total), held: right / total >= bar(kind) }).toEqual({
        rate: percent(right / total),
        held: true,
      });
    });

  it('has no floor above its goal (a met goal is the bar, not a lower number)', () => {
    for (const kind of KINDS) expect(bar(kind)).toBeLessThanOrEqual(COACH_GOALS[kind].goal);
  });
});
