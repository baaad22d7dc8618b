import { useApolloClient, useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { CHALLENGE_DAY_REFRESH_MS, EXERCISE_REFETCH_MS, UNIT_LIST_CACHE_MS } from '../../../constants';
import {
  ChallengeDayDocument,
  DailyGoalDocument,
  ExerciseDocument,
  MeDocument,
  MemberStatsDocument,
  WorkoutUnitDocument,
  WorkoutUnitsDocument,
} from '../../../gql/graphql';
import { useOnline } from '../../../hooks/useOnline';

/**
 * Network-first reads, except offline: then the saved copy only (no failing request that would
 * hide it), and no polling.
 */
const freshUnlessOffline = (online: boolean, pollInterval: number) =>
  online
    ? ({ fetchPolicy: 'cache-and-network', pollInterval } as const)
    : ({ fetchPolicy: 'cache-only', pollInterval: 0 } as const);

/** Today in the challenge: always fetched from the network, refreshed every 5 minutes. */
export const useChallengeDay = () =>
  useQuery(ChallengeDayDocument, freshUnlessOffline(useOnline(), CHALLENGE_DAY_REFRESH_MS));

/** The 28 units: served from the cache, refreshed every 5 minutes. */
export const useWorkoutUnits = () =>
  useQuery(WorkoutUnitsDocument, { pollInterval: useOnline() ? UNIT_LIST_CACHE_MS : 0 });

/**
 * Loads today's first exercise and its unit in the background, so the workout page opens offline
 * once the dashboard has been seen online.
 */
export function usePrefetchToday(unitId: number | undefined, exerciseId: number | undefined): void {
  const client = useApolloClient();
  const online = useOnline();
  useEffect(() => {
    if (!online || unitId === undefined || exerciseId === undefined) return;
    const quietly = () => undefined;
    client.query({ query: ExerciseDocument, variables: { exerciseId, unitId } }).catch(quietly);
    client.query({ query: WorkoutUnitDocument, variables: { id: unitId } }).catch(quietly);
  }, [client, online, unitId, exerciseId]);
}

export const useWorkoutUnit = (id: number) => useQuery(WorkoutUnitDocument, { variables: { id } });

/** One exercise, refetched every 10 seconds. */
export const useExercise = (exerciseId: number, unitId: number) =>
  useQuery(ExerciseDocument, {
    variables: { exerciseId, unitId },
    ...freshUnlessOffline(useOnline(), EXERCISE_REFETCH_MS),
  });

export const useDailyGoal = () => useQuery(DailyGoalDocument);

export const useMemberStats = () => useQuery(MemberStatsDocument, { fetchPolicy: 'cache-and-network' });

/** What a completion or a day change makes stale (spec: workout-units, daily-goal and the current user). */
export const AFTER_COMPLETION = [
  MeDocument,
  ExerciseDocument,
  WorkoutUnitsDocument,
  WorkoutUnitDocument,
  DailyGoalDocument,
  MemberStatsDocument,
  ChallengeDayDocument,
];
export const AFTER_DAY_CHANGE = [ChallengeDayDocument, WorkoutUnitsDocument, DailyGoalDocument];
