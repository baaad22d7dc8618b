import { describe, expect, it } from 'vitest';
import type { AdminWorkoutsQuery } from '../../gql/graphql';
import { ALL_VIDEOS, filterWorkouts, missingVideos, weekOf } from './video-filters';

type Unit = AdminWorkoutsQuery['adminWorkouts'][number];

const exercise = (id: number, videoId: string) => ({
  __typename: 'AdminExercise' as const,
  id,
  title: `Ejercicio ${String(id)}`,
  description: '',
  videoId,
  videoIdMale: videoId,
  videoIdFemale: '',
  sets: 3,
  reps: 12,
  workSeconds: null,
  restSeconds: 60,
});
const unit = (order: number, videos: string[], isRestDay = false): Unit => ({
  __typename: 'AdminWorkoutUnit',
  id: order,
  order,
  title: `Día ${String(order)}`,
  isRestDay,
  exercises: videos.map((videoId, index) => exercise(order * 10 + index, videoId)),
});

const units = [unit(1, ['aaaaaaaaaaa', '']), unit(7, [], true), unit(8, ['', '']), unit(15, ['bbbbbbbbbbb'])];

describe('the video filters', () => {
  it('puts each day in its week', () => {
    expect([1, 7, 8, 14, 15, 28].map(weekOf)).toEqual([1, 1, 2, 2, 3, 4]);
  });

  it('keeps everything without a filter', () => {
    expect(filterWorkouts(units, ALL_VIDEOS)).toEqual(units);
  });

  it('keeps one week', () => {
    expect(filterWorkouts(units, { week: 2, missingOnly: false }).map((u) => u.order)).toEqual([8]);
  });

  it('keeps only the exercises still without a video, and no day left empty', () => {
    const shown = filterWorkouts(units, { week: null, missingOnly: true });
    expect(shown.map((u) => [u.order, u.exercises.map((e) => e.id)])).toEqual([
      [1, [11]],
      [8, [80, 81]],
    ]);
    expect(filterWorkouts(units, { week: 3, missingOnly: true })).toEqual([]);
  });

  it('counts what is missing', () => {
    expect(missingVideos(units)).toBe(3);
    expect(missingVideos(filterWorkouts(units, { week: 1, missingOnly: false }))).toBe(1);
  });
});
