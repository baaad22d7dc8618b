import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { act, renderHook } from '@testing-library/react';
import { Observable } from 'rxjs';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EXERCISE_REFETCH_MS, UNIT_LIST_CACHE_MS } from '../../../constants';
import { useExercise, useWorkoutUnits } from './useChallenge';

/** The page's visibility as the browser reports it. */
const showPage = (state: DocumentVisibilityState) =>
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });

/** A client whose every request is counted (answered with no exercise: the count is what matters). */
function countingClient() {
  const sent = { exercise: 0, methods: [] as string[] };
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        sent.exercise += 1;
        sent.methods.push((operation.getContext().fetchOptions as { method?: string } | undefined)?.method ?? 'POST');
        observer.next({ data: { exercise: null, workoutUnits: [] } });
        observer.complete();
      }),
  );
  return { client: new ApolloClient({ link, cache: new InMemoryCache() }), sent };
}

describe("the exercise page's poll", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    showPage('visible');
  });
  afterEach(() => {
    vi.useRealTimers();
    showPage('visible');
  });

  const pollOnce = () => act(() => vi.advanceTimersByTimeAsync(EXERCISE_REFETCH_MS));

  /** The exercise page's query mounted, its first read sent: what it sends is counted. */
  async function openExercisePage() {
    const { client, sent } = countingClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <ApolloProvider client={client}>{children}</ApolloProvider>
    );
    renderHook(() => useExercise(5, 1), { wrapper });
    await act(() => vi.advanceTimersByTimeAsync(0));
    return sent;
  }

  it('asks again every 10 s while the page is seen, never while it is hidden, and again once it shows', async () => {
    const sent = await openExercisePage();
    expect(sent.exercise).toBe(1);

    await pollOnce();
    await pollOnce();
    expect(sent.exercise).toBe(3);

    showPage('hidden');
    for (let i = 0; i < 6; i += 1) await pollOnce();
    expect(sent.exercise).toBe(3);

    showPage('visible');
    await pollOnce();
    expect(sent.exercise).toBe(4);
  });

  it('is sent as a GET, for the browser to ask again with the ETag it kept', async () => {
    const sent = await openExercisePage();
    await pollOnce();
    expect(sent.methods).toEqual(['GET', 'GET']);
  });
});

describe("the units list's reads", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('are sent as a GET (the gateway answers an unchanged list 304), at the opening and every 5 minutes', async () => {
    const { client, sent } = countingClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <ApolloProvider client={client}>{children}</ApolloProvider>
    );
    renderHook(() => useWorkoutUnits(), { wrapper });
    await act(() => vi.advanceTimersByTimeAsync(0));
    await act(() => vi.advanceTimersByTimeAsync(UNIT_LIST_CACHE_MS));
    expect(sent.methods).toEqual(['GET', 'GET']);
  });
});
