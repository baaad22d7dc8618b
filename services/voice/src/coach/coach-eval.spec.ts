import { developmentQuestions, type DevelopmentSetName } from './coach-blind.js';
import type { MemberQuestionKind } from './coach-members.js';
import { CoachNlu } from './coach-nlu.js';
import { COACH_GOALS, KINDS, measureQuestions, reportRates, type KindRate } from './coach-rates.js';

/**
 * The coach on its development sets of `test/coach-eval/` (the first blind set, seen since, and the
 * questions written apart from the training phrases, split before any tuning into a part whose
 * misses may be studied and a held-out part only measured). Every rate is printed beside its goal;
 * each set holds its floor: the goal where it is met, the measured figure where it is not yet.
 */
const MET = Object.fromEntries(KINDS.map((kind) => [kind, COACH_GOALS[kind].goal])) as Record<
  MemberQuestionKind,
  number
>;
const FLOORS: Record<DevelopmentSetName, Record<MemberQuestionKind, number>> = {
  'seen-blind': { ...MET },
  // Measured on 2026-11-28 where the goal is not met yet: any regression fails.
  'written-apart-tune': { ...MET },
  // After widening the topics' evidence by class (2026-11-28, evening): in scope at its goal, support up;
  // one bait question more answered as a topic than before (measured, its misses never read).
  // 2026-11-29 (support as told, topics that need their own thing): support 55 → 56, bait 32 → 34.
  // Last session of 2026-11-29 (safety and support by class from a sixth set): bait 34 → 36 (goal met).
  // The session after (a seventh set's classes): in scope 142 → 145, support 56 → 57 (both goals met).
  'written-apart-held-out': { ...MET },
  // Written by the engineer who widened support and safety, before reading its misses.
  'written-apart-tune-2': { ...MET },
  // A third batch, in many dialects and stories; before tuning: in scope 115/130, support 34/38,
  // safety 43/44, bait 36/37, off-topic 12/13 (tune) and 45/55, 14/17, 21/22, 15/18 (held out).
  // Off-topic at its goal since a device's value for money is not the challenge's price (2026-11-29).
  'written-apart-tune-3': { ...MET },
  // 2026-11-29: in scope 47 → 48 (a question asked whole in its clause), bait 15 → 16.
  // Last session of 2026-11-29: safety 21 → 22 (goal met).
  // The session after: in scope 48 → 49. The session of the eighth sets: in scope 49 → 50 (topics),
  // bait 16 → 17 (bait of other apps, texts for someone, pets, holidays).
  'written-apart-held-out-3': { ...MET, inScope: 50 / 55, support: 15 / 17, bait: 17 / 18 },
  // A fourth set by another hand (2026-11-29), written before its session changed anything and
  // only measured; before that session: in scope 55/60, safety 52/60, bait 41/45, off-topic 14/15;
  // after it: in scope 56/60 and safety 60/60 (goals met), bait and off-topic unchanged.
  // Last session of 2026-11-29: bait 41 → 42. The eighth set's session: bait 42 → 43 (goal met).
  'written-apart-held-out-4': { ...MET, offTopic: 14 / 15 },
  // A fifth set (2026-11-29, later), written in four batches before the changes each led to: support
  // as members tell it and as the app's screens say it, safety told as sensations, euphemisms and in
  // English, bait of exchange rates, shops and holidays. Every third question of each kind and intent
  // is held out and only measured.
  'written-apart-tune-5': { ...MET },
  // Last session of 2026-11-29: support 48 → 49, safety 32 → 33, bait 19 → 20 (goal met).
  // The session after: support 49 → 50. The session of the eighth set: support 50 → 51.
  'written-apart-held-out-5': { ...MET, support: 51 / 58, safety: 33 / 35 },
  // A sixth set (2026-11-29, last session), typed as on a phone (typos, no accents, Mexican and Spain
  // colloquial, English words, rambling and two-in-one), written before any change. Before the
  // changes it led to: held-out in scope 6/8, support 23/28, safety 22/26, bait 18/19.
  'written-apart-tune-6': { ...MET },
  // The session after: in scope 6 → 7. The session of the eighth sets: safety 24 → 25, support 25 → 27
  // (goal met).
  'written-apart-held-out-6': { ...MET, inScope: 7 / 8, safety: 25 / 26, bait: 18 / 19 },
  // A seventh set (2026-11-29, written before any change of its session), as members type in a chat
  // box: voice-to-text, run-on stories, fragments, Argentine, Colombian, Chilean, Spain and Mexican
  // words, health said in passing inside other questions. Measured before any change.
  // Its tune part grew by four batches after the first measure (each written before it was measured);
  // after the classes they led to: in scope 180/185, support 165/167, safety 116/116, mixed 58/58, bait
  // 64/69 (five bait questions of celebrities, other mail providers and banks still answered).
  'written-apart-tune-7': { ...MET, bait: 64 / 69 },
  // Only measured: before → after its session, in scope 17 → 18/21, mixed 17 → 18/18 (goal met),
  // support 19/22, safety 32/34 and bait 11/12 unchanged. The session of the eighth sets: bait 11 → 12
  // (goal met), support 19 → 20.
  'written-apart-held-out-7': { ...MET, inScope: 18 / 21, support: 20 / 22, safety: 32 / 34 },
  // An eighth set (2026-11-29, evening), weighted to safety paraphrases, mixed questions, denied
  // symptoms and keyword-bait, written before any change of its session. Before → after that session's
  // changes: tune in scope 8 → 14/14, safety 85 → 90/90, bait 55 → 63/63 (its first batch; three more
  // batches written after the first changes, each measured before its own: 71 → 80/80, 67 → 71/71,
  // 44 → 54/54).
  'written-apart-tune-8s': { ...MET },
  // Only measured: safety 42/45 and mixed 14/16 unchanged by that session, bait 29 → 30/31 (goal met).
  'written-apart-held-out-8s': { ...MET, safety: 42 / 45, mixed: 14 / 16 },
  // An eighth set (2026-11-29), in scope and support as members type them on a phone (English words,
  // usted/tú/vos, typos, the app's screens quoted, two questions in one), with some bait and
  // off-topic, in three batches each committed before it was measured (the first before any change).
  // After its session: in scope 305/311, support 117/119, bait 31/34 (three bait questions, a phone
  // plan, a mortgage and a figurative "flexiones", still answered), off-topic 6/6.
  'written-apart-tune-8t': { ...MET, bait: 31 / 34 },
  // Only measured. Its first batch before → after its session: in scope 60/65, support 31/32, bait 7/9,
  // off-topic 3/3 (unchanged). With the later batches (each measured before the changes it led to):
  // in scope 111/123, support 45/46, bait 12/15, off-topic 3/3.
  'written-apart-held-out-8t': { ...MET, inScope: 111 / 123, bait: 12 / 15 },
};

/** The held-out parts are only measured: their misses are never printed. */
const HELD_OUT: ReadonlySet<DevelopmentSetName> = new Set([
  'written-apart-held-out',
  'written-apart-held-out-3',
  'written-apart-held-out-4',
  'written-apart-held-out-5',
  'written-apart-held-out-6',
  'written-apart-held-out-7',
  'written-apart-held-out-8s',
  'written-apart-held-out-8t',
]);

describe('the coach on its development sets', () => {
  const measured = new Map<DevelopmentSetName, Map<MemberQuestionKind, KindRate>>();

  beforeAll(async () => {
    const nlu = await CoachNlu.train();
    for (const name of Object.keys(FLOORS) as DevelopmentSetName[]) {
      const rates = await measureQuestions((text) => nlu.classify(text), developmentQuestions(name));
      // The held-out part is only measured: its misses are never printed.
      if (HELD_OUT.has(name)) for (const rate of rates.values()) rate.misses = [];
      measured.set(name, rates);
      process.stdout.write(reportRates(`coach on ${name}`, rates, FLOORS[name]));
    }
  }, 180_000);

  // A set may leave a kind out (the eighth sets hold no support, or no safety or mixed, questions):
  // only the kinds it holds are measured.
  const cases = (Object.keys(FLOORS) as DevelopmentSetName[]).flatMap((name) =>
    KINDS.filter((kind) => developmentQuestions(name).some((question) => question.kind === kind)).map(
      (kind) => [name, kind] as const,
    ),
  );
  it.each(cases)('holds its floor on %s for %s', (name, kind) => {
    const { right, total, misses } = measured.get(name)!.get(kind)!;
    expect({ held: right / total >= FLOORS[name][kind], misses }).toEqual({ held: true, misses });
  });

  it('has no floor above its goal (a met goal is the bar, not a lower number)', () => {
    for (const floors of Object.values(FLOORS))
      for (const kind of KINDS) expect(floors[kind]).toBeLessThanOrEqual(COACH_GOALS[kind].goal);
  });
});
