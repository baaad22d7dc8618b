import { ApolloLink } from '@apollo/client';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { MockedProvider } from '@apollo/client/testing/react';
import { MockLink } from '@apollo/client/testing';
import { act, renderHook, screen, waitFor } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../components/Toast';
import { useCurrentUser } from '../../features/auth/hooks/useCurrentUser';
import {
  CompleteExerciseDocument,
  DailyGoalDocument,
  ExerciseDocument,
  MeDocument,
  WorkoutUnitDocument,
  type WorkoutUnitFieldsFragment,
} from '../../gql/graphql';
import { aMember } from '../../test/fixtures';
import { useCompleteExercise } from './useCompleteExercise';

/** Day 1's unit, its first exercise (5) done or not. */
const aUnit = (fiveDone: boolean): WorkoutUnitFieldsFragment => ({
  __typename: 'WorkoutUnit',
  id: 1,
  order: 1,
  week: 1,
  title: 'Piernas y glúteos',
  description: 'Fuerza de tren inferior',
  duration: 25,
  isRestDay: false,
  completedExercises: fiveDone ? [5] : [],
  isComplete: false,
  isToday: true,
  locked: false,
  lockReason: '',
  exercises: [5, 6].map((id, index) => ({
    __typename: 'Exercise' as const,
    id,
    position: index + 1,
    title: `Ejercicio ${id}`,
    videoId: '',
    techniqueKey: null,
    completed: id === 5 && fiveDone,
  })),
});

/** The exercise page's answer for exercise 5, done or not. */
const anExercise = (completed: boolean) => ({
  __typename: 'ExerciseDetail' as const,
  id: 5,
  position: 1,
  total: 2,
  title: 'Ejercicio 5',
  description: 'Baja despacio.',
  duration: 5,
  sets: 3,
  reps: 12,
  workSeconds: null,
  restSeconds: 60,
  techniqueKey: null,
  techniqueSteps: [],
  videoId: '',
  completed,
  unit: {
    __typename: 'ExerciseUnit' as const,
    id: 1,
    order: 1,
    title: 'Piernas y glúteos',
    description: '',
    isRestDay: false,
  },
});

const completing = (answer: { unitCompleted: boolean; streak: number; progress: number }): MockLink.MockedResponse => ({
  request: { query: CompleteExerciseDocument, variables: { exerciseId: 5, unitId: 1 } },
  result: {
    data: {
      completeExercise: {
        __typename: 'ExerciseCompletion',
        success: true,
        exerciseId: 5,
        unitId: 1,
        ...answer,
        unit: aUnit(true),
        exercise: { __typename: 'ExerciseDetail', id: 5, completed: true },
      },
    },
  },
});
const refused: MockLink.MockedResponse = {
  request: { query: CompleteExerciseDocument, variables: { exerciseId: 5, unitId: 1 } },
  result: { errors: [new GraphQLError('Faltan datos', { extensions: { code: 'bad_request' } })] },
};

/**
 * The exercise page's hooks: the member as first read (streak 2), the day's unit and the exercise
 * not yet done; every operation sent is recorded, and none is answered twice.
 */
function render(mocks: MockLink.MockedResponse[]) {
  const sent: string[] = [];
  const recorder = new ApolloLink((operation, forward) => {
    sent.push(operation.operationName ?? '');
    return forward(operation);
  });
  const link = ApolloLink.from([
    recorder,
    new MockLink([
      { request: { query: MeDocument }, result: { data: { me: aMember({ streak: 2, progress: 10 }) } } },
      {
        request: { query: WorkoutUnitDocument, variables: { id: 1 } },
        result: { data: { workoutUnit: aUnit(false) } },
      },
      {
        request: { query: ExerciseDocument, variables: { exerciseId: 5, unitId: 1 } },
        result: { data: { exercise: anExercise(false) } },
      },
      ...mocks,
    ]),
  ]);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MockedProvider link={link}>
      <ToastProvider>{children}</ToastProvider>
    </MockedProvider>
  );
  const hooks = renderHook(
    () => ({
      completion: useCompleteExercise(1, 5),
      me: useCurrentUser(),
      unit: useQuery(WorkoutUnitDocument, { variables: { id: 1 } }).data?.workoutUnit,
      exercise: useQuery(ExerciseDocument, { variables: { exerciseId: 5, unitId: 1 } }).data?.exercise,
      client: useApolloClient(),
    }),
    { wrapper },
  );
  return { ...hooks, sent };
}

/** Until the page's first reads have landed. */
const loaded = (result: ReturnType<typeof render>['result']) =>
  waitFor(() => expect(result.current.me.user && result.current.unit && result.current.exercise).toBeTruthy());

const online = (value: boolean) => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(value);

afterEach(() => vi.restoreAllMocks());

describe('useCompleteExercise', () => {
  it("finishing the day keeps the answer's streak and puts it in the cached member at once", async () => {
    online(true);
    const { result } = render([completing({ unitCompleted: true, streak: 3, progress: 14 })]);
    await loaded(result);
    expect(result.current.me.user?.streak).toBe(2);
    await act(() => result.current.completion.markDone(false));
    expect(result.current.completion.finishedDay).toBe(true);
    expect(result.current.completion.streak).toBe(3);
    // What the header reads: the cached member, changed from the answer.
    expect(result.current.client.readQuery({ query: MeDocument })?.me).toMatchObject({ streak: 3, progress: 14 });
    expect(screen.queryByTestId('toast')).toBeNull();
  });

  it('takes the unit and the exercise as they now stand from the answer, and asks the page nothing again', async () => {
    online(true);
    const { result, sent } = render([completing({ unitCompleted: false, streak: 2, progress: 12 })]);
    await loaded(result);
    const goal = { day: 1, unitId: 1, title: 'Día 1', isRestDay: false, completedExercises: 0, totalExercises: 2 };
    result.current.client.writeQuery({
      query: DailyGoalDocument,
      data: { __typename: 'Query', dailyGoal: { __typename: 'DailyGoal', ...goal, completed: false } },
    });
    await act(() => result.current.completion.markDone(true));
    await waitFor(() => expect(result.current.exercise?.completed).toBe(true));
    expect(result.current.unit?.completedExercises).toEqual([5]);
    expect(result.current.unit?.exercises.map((exercise) => exercise.completed)).toEqual([true, false]);
    expect([...sent].sort()).toEqual(['CompleteExercise', 'Exercise', 'Me', 'WorkoutUnit']);
    // the daily goal it changed is dropped, asked anew by the next screen that shows it
    expect(result.current.client.readQuery({ query: DailyGoalDocument })).toBeNull();
  });

  it('says the exercise is done when it was the last one left but not the whole day', async () => {
    online(true);
    const { result } = render([completing({ unitCompleted: false, streak: 2, progress: 12 })]);
    await loaded(result);
    await act(() => result.current.completion.markDone(false));
    expect(result.current.completion.finishedDay).toBe(false);
    expect((await screen.findByTestId('toast-title')).textContent).toBe('¡Ejercicio completado!');
  });

  it('stays quiet with a next exercise to go to (its countdown says what comes)', async () => {
    online(true);
    const { result } = render([completing({ unitCompleted: false, streak: 2, progress: 12 })]);
    await loaded(result);
    await act(() => result.current.completion.markDone(true));
    expect(result.current.completion.streak).toBe(2);
    expect(screen.queryByTestId('toast')).toBeNull();
  });

  it('sends nothing offline and says why', async () => {
    online(false);
    const { result } = render([]);
    await act(() => result.current.completion.markDone(false));
    expect((await screen.findByTestId('toast-description')).textContent).toBe(
      'Sin conexión: podrás marcar el ejercicio cuando vuelvas a estar en línea.',
    );
    expect(result.current.completion.streak).toBeUndefined();
  });

  it('answers a refused completion with a Spanish toast and no change', async () => {
    online(true);
    const { result } = render([refused]);
    await loaded(result);
    await act(() => result.current.completion.markDone(false));
    expect((await screen.findByTestId('toast-title')).textContent).toBe('Faltan datos para completar el ejercicio');
    expect(result.current.completion.finishedDay).toBe(false);
    expect(result.current.client.readQuery({ query: MeDocument })?.me).toMatchObject({ streak: 2, progress: 10 });
  });
});
