import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useToast } from '../../components/Toast';
import { copy } from '../../copy';
import { useCurrentUser } from '../../features/auth/hooks/useCurrentUser';
import { CompleteExerciseDocument } from '../../gql/graphql';

/**
 * Marking one exercise done: refused offline; what it changes (spec: it invalidates workout-units,
 * daily-goal and the current user) comes back in the answer, so the page asks nothing again: the
 * unit and the exercise as they now stand (the cache takes them by their ids), the streak and
 * progress (set on the cached member); the daily goal is dropped, asked anew by a screen that shows
 * it (the dashboard's day is asked at every opening). And what this visit's completion said (the
 * streak, whether it finished the day).
 */
export function useCompleteExercise(unitId: number, exerciseId: number) {
  const { user } = useCurrentUser();
  const toast = useToast();
  const [complete, { loading: completing }] = useMutation(CompleteExerciseDocument, {
    update: (cache, { data: answer }) => {
      if (!answer) return;
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'dailyGoal' });
      if (!user) return;
      cache.modify({
        id: cache.identify({ __typename: 'User', id: user.id }),
        fields: { streak: () => answer.completeExercise.streak, progress: () => answer.completeExercise.progress },
      });
    },
  });
  const [streak, setStreak] = useState<number>();
  const [finishedDay, setFinishedDay] = useState(false);

  /** `hasNext`: the day has an exercise after this one. */
  const markDone = async (hasNext: boolean) => {
    if (!navigator.onLine) {
      toast.showToast({ title: copy.offline.title, description: copy.offline.completeRefused, variant: 'destructive' });
      return;
    }
    try {
      const result = await complete({ variables: { exerciseId, unitId } });
      const answer = result.data?.completeExercise;
      if (!answer) return;
      setStreak(answer.streak);
      if (answer.unitCompleted) setFinishedDay(true);
      // With a next exercise, the player's own countdown says what comes; the toast would cover it.
      else if (!hasNext)
        toast.showToast({ title: copy.workout.exerciseDoneTitle, description: copy.workout.exerciseDoneDescription });
    } catch {
      toast.showToast({ title: copy.workout.missingData, variant: 'destructive' });
    }
  };

  return { markDone, completing, streak, finishedDay };
}
