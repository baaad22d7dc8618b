import { useApolloClient, useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { CHALLENGE_DAY_REFRESH_MS, EXERCISE_REFETCH_MS, UNIT_LIST_CACHE_MS } from '../../../constants';
import {
  ChallengeDayDocument,
  DailyGoalDocument,
  ExerciseDocument,
  MemberStatsDocument,
  WorkoutUnitDocument,
  WorkoutUnitsDocument,
} from '../../../gql/graphql';
import { useOnline } from '../../../hooks/useOnline';

/**
 * The polled queries go as a GET (the exercise and the units list, the queries the gateway takes
 * over GET): the browser keeps the answer with its ETag and asks again with If-None-Match, and an
 * unchanged answer comes back 304 with no body, which the browser answers from what it kept.
 */
export const POLL_AS_GET = { fetchOptions: { method: 'GET' } } as const;

/**
 * A poll is skipped while the page is hidden (another tab or app in front, the screen locked): no
 * one sees its answer, and a workout page left open in the background would otherwise ask every
 * 10 s all day. The first poll after the page shows again brings it up to date.
 */
export const hiddenPage = (): boolean => document.visibilityState === 'hidden';

/**
 * Network-first reads, except offline: then the saved copy only (no failing request that would
 * hide it), and no polling; polled only while the page is seen.
 */
const freshUnlessOffline = (online: boolean, pollInterval: number) =>
  online
    ? ({ fetchPolicy: 'cache-and-network', pollInterval, skipPollAttempt: hiddenPage } as const)
    : ({ fetchPolicy: 'cache-only', pollInterval: 0 } as const);

/** Today in the challenge: always fetched from the network, refreshed every 5 minutes. */
export const useChallengeDay = () =>
  useQuery(ChallengeDayDocument, freshUnlessOffline(useOnline(), CHALLENGE_DAY_REFRESH_MS));

/**
 * The 28 units: the saved copy at once, then the network's (a copy saved in the background before
 * the last completion must not stand), refreshed every 5 minutes; offline, the saved copy only.
 * Asked as a GET (POLL_AS_GET, below): at each exercise page's opening and every 5 minutes on it the
 * list is most often unchanged, and the gateway answers 304.
 */
export const useWorkoutUnits = () =>
  useQuery(WorkoutUnitsDocument, {
    context: POLL_AS_GET,
    ...freshUnlessOffline(useOnline(), UNIT_LIST_CACHE_MS),
  });

/**
 * Loads the 28 units, one unit and every one of its exercises in the background, so the whole
 * routine opens offline once it was seen online: today's from the dashboard, any other day's once
 * one of its exercises was opened. What is already saved is not asked again.
 */
export function usePrefetchUnit(unitId: number | undefined): void {
  const client = useApolloClient();
  const online = useOnline();
  useEffect(() => {
    if (!online || unitId === undefined) return;
    let stopped = false;
    const saveUnit = async () => {
      await client.query({ query: WorkoutUnitsDocument });
      const { data } = await client.query({ query: WorkoutUnitDocument, variables: { id: unitId } });
      for (const { id } of data?.workoutUnit?.exercises ?? []) {
        if (stopped) return;
        await client.query({ query: ExerciseDocument, variables: { exerciseId: id, unitId } });
      }
    };
    // Quietly: the pages ask again themselves and say what failed.
    saveUnit().catch(() => undefined);
    return () => {
      stopped = true;
    };
  }, [client, online, unitId]);
}

export const useWorkoutUnit = (id: number) => useQuery(WorkoutUnitDocument, { variables: { id } });

/** One exercise, refetched every 10 seconds while the page is seen. */
export const useExercise = (exerciseId: number, unitId: number) =>
  useQuery(ExerciseDocument, {
    variables: { exerciseId, unitId },
    context: POLL_AS_GET,
    ...freshUnlessOffline(useOnline(), EXERCISE_REFETCH_MS),
  });

export const useDailyGoal = () => useQuery(DailyGoalDocument);

export const useMemberStats = () => useQuery(MemberStatsDocument, { fetchPolicy: 'cache-and-network' });

export const AFTER_DAY_CHANGE = [ChallengeDayDocument, WorkoutUnitsDocument, DailyGoalDocument];
