import {
  completionsInOrder,
  DONE_AT_EPOCH_MS,
  doneAtSeconds,
  instantOfDoneAt,
  unitCompletionsOf,
  type UnitsOfExercises,
} from './exercise-done-at.js';

const content: UnitsOfExercises = {
  units: [
    { id: 10, exercises: [{ id: 1 }, { id: 2 }, { id: 3 }] },
    { id: 11, exercises: [] },
    { id: 12, exercises: [{ id: 5 }, { id: 4 }] },
  ],
};
const at = (iso: string) => doneAtSeconds(new Date(iso));

describe("an enrolment's completions kept exercise by exercise", () => {
  it('keep an instant to the second, never moved to a later one', () => {
    expect(doneAtSeconds(new Date(DONE_AT_EPOCH_MS))).toBe(0);
    const instant = new Date('2026-11-21T23:59:59.999Z');
    expect(instantOfDoneAt(doneAtSeconds(instant)).toISOString()).toBe('2026-11-21T23:59:59.000Z');
  });

  it('answer by unit the exercises done and the instant of the last, only units with one done', () => {
    const done = [at('2026-11-10T10:00:00Z'), null, at('2026-11-12T09:00:00Z'), null, at('2026-11-11T08:00:00Z')];
    expect(unitCompletionsOf(done, content)).toEqual([
      { unitId: 10, exerciseIds: [1, 3], lastAt: new Date('2026-11-12T09:00:00Z') },
      { unitId: 12, exerciseIds: [5], lastAt: new Date('2026-11-11T08:00:00Z') },
    ]);
    expect(unitCompletionsOf([], content)).toEqual([]);
  });

  it('answer the history oldest first, one second by exercise id, nothing for an exercise no longer in the programme', () => {
    const done = [at('2026-11-10T10:00:00Z'), at('2026-11-09T10:00:00Z'), null, at('2026-11-10T10:00:00.5Z'), null, 7];
    expect(completionsInOrder(done, content)).toEqual([
      { exerciseId: 2, unitId: 10, completedAt: new Date('2026-11-09T10:00:00Z') },
      { exerciseId: 1, unitId: 10, completedAt: new Date('2026-11-10T10:00:00Z') },
      { exerciseId: 4, unitId: 12, completedAt: new Date('2026-11-10T10:00:00Z') },
    ]);
  });
});
