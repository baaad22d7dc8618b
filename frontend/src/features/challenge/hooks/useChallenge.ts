import { useQuery } from '@apollo/client/react';
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

/** Today in the challenge: always fetched from the network, refreshed every 5 minutes. */
export const useChallengeDay = () =>
  useQuery(ChallengeDayDocument, { fetchPolicy: 'cache-and-network', pollInterval: CHALLENGE_DAY_REFRESH_MS });

/** The 28 units: served from the cache, refreshed every 5 minutes. */
export const useWorkoutUnits = () => useQuery(WorkoutUnitsDocument, { pollInterval: UNIT_LIST_CACHE_MS });

export const useWorkoutUnit = (id: number) => useQuery(WorkoutUnitDocument, { variables: { id } });

/** One exercise, refetched every 10 seconds. */
export const useExercise = (exerciseId: number, unitId: number) =>
  useQuery(ExerciseDocument, {
    variables: { exerciseId, unitId },
    fetchPolicy: 'cache-and-network',
    pollInterval: EXERCISE_REFETCH_MS,
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
