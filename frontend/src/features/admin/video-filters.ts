import type { AdminWorkoutsQuery } from '../../gql/graphql';

type Unit = AdminWorkoutsQuery['adminWorkouts'][number];

/** Which part of the 28 days the trainer looks at: a week (1-4) or all, and only what still has no video. */
export interface VideoFilter {
  week: number | null;
  missingOnly: boolean;
}

export const ALL_VIDEOS: VideoFilter = { week: null, missingOnly: false };

/** The week (1-4) a day of the challenge belongs to. */
export const weekOf = (order: number): number => Math.ceil(order / 7);

/**
 * The units the filter keeps, each with the exercises it keeps; with `missingOnly`, only exercises
 * without a video in the version shown (and no unit left empty, rest days included).
 */
export function filterWorkouts(units: readonly Unit[], filter: VideoFilter): Unit[] {
  return units
    .filter((unit) => filter.week === null || weekOf(unit.order) === filter.week)
    .map((unit) =>
      filter.missingOnly ? { ...unit, exercises: unit.exercises.filter((exercise) => !exercise.videoId) } : unit,
    )
    .filter((unit) => !filter.missingOnly || unit.exercises.length > 0);
}

/** How many exercises of these units have no video in the version shown. */
export const missingVideos = (units: readonly Unit[]): number =>
  units.reduce((sum, unit) => sum + unit.exercises.filter((exercise) => !exercise.videoId).length, 0);
