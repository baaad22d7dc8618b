import {
  Kind,
  parse,
  type FragmentDefinitionNode,
  type GraphQLResolveInfo,
  type OperationDefinitionNode,
} from 'graphql';
import { selectsAny, selectsAnyUnder } from './selection.js';

/** The resolve info of the document's first root field, as the executor gives it. */
const infoOf = (document: string): GraphQLResolveInfo => {
  const definitions = parse(document).definitions;
  const operation = definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)!;
  const fragments = Object.fromEntries(
    definitions
      .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
      .map((d) => [d.name.value, d]),
  );
  const root = operation.selectionSet.selections[0]!;
  return { fieldNodes: [root], fragments } as unknown as GraphQLResolveInfo;
};
const LONG = ['description', 'techniqueSteps'] as const;

describe('selectsAnyUnder', () => {
  it("reads the app's units list (through its fragment) as asking none of an exercise's long texts", () => {
    const app = `query WorkoutUnits { workoutUnits { ...WorkoutUnitFields } }
      fragment WorkoutUnitFields on WorkoutUnit {
        id title description locked exercises { id position title videoId techniqueKey completed }
      }`;
    // the unit's own description is not the exercises'
    expect(selectsAnyUnder(infoOf(app), 'exercises', LONG)).toBe(false);
  });

  it('finds a long text asked directly, through a fragment, an inline fragment or a repeated field', () => {
    expect(selectsAnyUnder(infoOf('{ workoutUnits { exercises { id description } } }'), 'exercises', LONG)).toBe(true);
    const spread = `{ workoutUnits { ...U } } fragment U on WorkoutUnit { exercises { ...E } }
      fragment E on Exercise { techniqueSteps }`;
    expect(selectsAnyUnder(infoOf(spread), 'exercises', LONG)).toBe(true);
    const inline = '{ workoutUnits { ... on WorkoutUnit { exercises { ... on Exercise { description } } } } }';
    expect(selectsAnyUnder(infoOf(inline), 'exercises', LONG)).toBe(true);
    const twice = '{ workoutUnits { exercises { id } exercises { techniqueSteps } } }';
    expect(selectsAnyUnder(infoOf(twice), 'exercises', LONG)).toBe(true);
    const skipped = '{ workoutUnits { exercises { description @skip(if: true) } } }';
    expect(selectsAnyUnder(infoOf(skipped), 'exercises', LONG)).toBe(true);
  });

  it('asks nothing under a field the query does not name', () => {
    expect(selectsAnyUnder(infoOf('{ workoutUnits { id description } }'), 'exercises', LONG)).toBe(false);
  });
});

describe('selectsAny', () => {
  const AFTER = ['unit', 'exercise'] as const;

  it("reads the app's completion as asking what it changed, directly or through fragments", () => {
    const app = `mutation CompleteExercise { completeExercise(exerciseId: 1, unitId: 1) { success ...Changed } }
      fragment Changed on CompleteExerciseOutput { streak unit { id } }`;
    expect(selectsAny(infoOf(app), AFTER)).toBe(true);
    expect(
      selectsAny(infoOf('mutation { completeExercise(exerciseId: 1, unitId: 1) { exercise { id } } }'), AFTER),
    ).toBe(true);
    const inline =
      'mutation { completeExercise(exerciseId: 1, unitId: 1) { ... on CompleteExerciseOutput { unit { id } } } }';
    expect(selectsAny(infoOf(inline), AFTER)).toBe(true);
  });

  it('asks nothing the query does not name at its own level', () => {
    expect(
      selectsAny(infoOf('mutation { completeExercise(exerciseId: 1, unitId: 1) { success streak } }'), AFTER),
    ).toBe(false);
    // a field of that name deeper down is not the resolved field's own
    expect(selectsAny(infoOf('{ workoutUnits { exercises { id } } }'), ['id'])).toBe(false);
  });
});
