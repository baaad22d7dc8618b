import { normalizeUtterance } from './normalize.js';
import { chooseThresholds, COACH_THRESHOLDS, CoachNlu } from './coach-nlu.js';
import { COACH_INTENTS, OUT_OF_SCOPE_PHRASES, phrasesOf } from './coach-phrases.js';
import { coachSet } from './coach-sets.js';

describe("the coach's thresholds and its test sets", () => {
  it('uses the thresholds the validation set picks (fewest mistakes on phrasings it never trained on)', async () => {
    const nlu = await CoachNlu.train();
    const scored = await Promise.all(
      coachSet('validation').map(async ([text, label]) => [await nlu.scores(text), label] as const),
    );
    expect(chooseThresholds(scored)).toEqual(COACH_THRESHOLDS);
  }, 120_000);

  it('never trains on a phrasing of the validation, development or held-out sets', () => {
    const trained = new Set(
      [...COACH_INTENTS.flatMap((intent) => phrasesOf(intent)), ...OUT_OF_SCOPE_PHRASES].map(normalizeUtterance),
    );
    const leaked = (['validation', 'development', 'held-out'] as const).flatMap((name) =>
      coachSet(name)
        .map(([text]) => text)
        .filter((text) => trained.has(normalizeUtterance(text))),
    );
    expect(leaked).toEqual([]);
  });
});
