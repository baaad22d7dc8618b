import { useApolloClient } from '@apollo/client/react';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { act, renderHook, screen, waitFor } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../components/Toast';
import { useCurrentUser } from '../../features/auth/hooks/useCurrentUser';
import { CompleteExerciseDocument, MeDocument } from '../../gql/graphql';
import { aMember, neverAnswered } from '../../test/fixtures';
import { useCompleteExercise } from './useCompleteExercise';

const completing = (answer: { unitCompleted: boolean; streak: number; progress: number }): MockLink.MockedResponse => ({
  request: { query: CompleteExerciseDocument, variables: { exerciseId: 5, unitId: 1 } },
  result: {
    data: {
      completeExercise: { __typename: 'ExerciseCompletion', success: true, exerciseId: 5, unitId: 1, ...answer },
    },
  },
});
const refused: MockLink.MockedResponse = {
  request: { query: CompleteExerciseDocument, variables: { exerciseId: 5, unitId: 1 } },
  result: { errors: [new GraphQLError('Faltan datos', { extensions: { code: 'bad_request' } })] },
};

/** The member as first read (streak 2), then the refetch after completing left unanswered. */
function render(mocks: MockLink.MockedResponse[]) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MockedProvider
      mocks={[
        { request: { query: MeDocument }, result: { data: { me: aMember({ streak: 2, progress: 10 }) } } },
        neverAnswered(MeDocument),
        ...mocks,
      ]}
    >
      <ToastProvider>{children}</ToastProvider>
    </MockedProvider>
  );
  return renderHook(
    () => ({ completion: useCompleteExercise(1, 5), me: useCurrentUser(), client: useApolloClient() }),
    { wrapper },
  );
}

const online = (value: boolean) => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(value);

afterEach(() => vi.restoreAllMocks());

describe('useCompleteExercise', () => {
  it("finishing the day keeps the answer's streak and puts it in the cached member at once", async () => {
    online(true);
    const { result } = render([completing({ unitCompleted: true, streak: 3, progress: 14 })]);
    await waitFor(() => expect(result.current.me.user?.streak).toBe(2));
    await act(() => result.current.completion.markDone(false));
    expect(result.current.completion.finishedDay).toBe(true);
    expect(result.current.completion.streak).toBe(3);
    // What the header reads: the cached member, changed before any refetch has answered.
    expect(result.current.client.readQuery({ query: MeDocument })?.me).toMatchObject({ streak: 3, progress: 14 });
    expect(screen.queryByTestId('toast')).toBeNull();
  });

  it('says the exercise is done when it was the last one left but not the whole day', async () => {
    online(true);
    const { result } = render([completing({ unitCompleted: false, streak: 2, progress: 12 })]);
    await waitFor(() => expect(result.current.me.user).not.toBeNull());
    await act(() => result.current.completion.markDone(false));
    expect(result.current.completion.finishedDay).toBe(false);
    expect((await screen.findByTestId('toast-title')).textContent).toBe('¡Ejercicio completado!');
  });

  it('stays quiet with a next exercise to go to (its countdown says what comes)', async () => {
    online(true);
    const { result } = render([completing({ unitCompleted: false, streak: 2, progress: 12 })]);
    await waitFor(() => expect(result.current.me.user).not.toBeNull());
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
    await waitFor(() => expect(result.current.me.user).not.toBeNull());
    await act(() => result.current.completion.markDone(false));
    expect((await screen.findByTestId('toast-title')).textContent).toBe('Faltan datos para completar el ejercicio');
    expect(result.current.completion.finishedDay).toBe(false);
    expect(result.current.client.readQuery({ query: MeDocument })?.me).toMatchObject({ streak: 2, progress: 10 });
  });
});
