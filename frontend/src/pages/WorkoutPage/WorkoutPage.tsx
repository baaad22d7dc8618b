import { Check, ChevronRight, WifiOff } from 'lucide-react';
import { useState } from 'react';
import { Link, Navigate, useParams } from 'react-router-dom';
import { NotSavedOffline } from '../../components/OfflineBanner/NotSavedOffline';
import { Skeleton } from '../../components/Skeleton/Skeleton';
import { copy } from '../../copy';
import { useCurrentUser } from '../../features/auth/hooks/useCurrentUser';
import { MemberLayout } from '../../features/challenge/components/MemberLayout';
import { VideoPlayer } from '../../features/challenge/components/VideoPlayer';
import { TechniqueCard } from '../../features/technique/TechniqueCard';
import {
  useExercise,
  usePrefetchUnit,
  useWorkoutUnit,
  useWorkoutUnits,
} from '../../features/challenge/hooks/useChallenge';
import { ExercisePlayer } from '../../features/player/components/ExercisePlayer';
import { NextUp } from '../../features/player/components/NextUp';
import { WorkoutSummary } from '../../features/player/components/WorkoutSummary';
import { useWakeLock } from '../../features/player/hooks/useWakeLock';
import { errorCode } from '../../features/challenge/lib/error-code';
import { useOnline } from '../../hooks/useOnline';
import { ROUTES, workoutPath } from '../../routes';
import { NoSubscription } from './NoSubscription';
import { useCompleteExercise } from './useCompleteExercise';
import { WorkoutActions } from './WorkoutActions';
import { WorkoutHeading } from './WorkoutHeading';
import { WorkoutNotes } from './WorkoutNotes';
import './WorkoutPage.css';

/** `/workout/{unitId}/{exerciseId}` (spec 1, section 2). Missing or malformed parameters go to `/`. */
export function WorkoutPage() {
  const params = useParams();
  const unitId = Number.parseInt(params.unitId ?? '', 10);
  const exerciseId = Number.parseInt(params.exerciseId ?? '', 10);
  if (!Number.isInteger(unitId) || !Number.isInteger(exerciseId)) return <Navigate to={ROUTES.home} replace />;
  return (
    <MemberLayout wide>
      <WorkoutContent key={`${unitId}/${exerciseId}`} unitId={unitId} exerciseId={exerciseId} />
    </MemberLayout>
  );
}

function WorkoutSkeleton() {
  return (
    <div className="workout" aria-busy="true" aria-label={copy.common.loading}>
      <Skeleton height="2.75rem" width="70%" />
      <Skeleton height="12rem" />
      <Skeleton height="8rem" />
    </div>
  );
}

function WorkoutContent({ unitId, exerciseId }: { unitId: number; exerciseId: number }) {
  const { user } = useCurrentUser();
  const online = useOnline();
  const { data, error } = useExercise(exerciseId, unitId);
  const unitQuery = useWorkoutUnit(unitId);
  // Every exercise of this day, saved for the next time there is no connection.
  usePrefetchUnit(unitId);
  const { markDone, completing, streak, finishedDay } = useCompleteExercise(unitId, exerciseId);
  const unitsQuery = useWorkoutUnits();
  // Set by this visit's completion: the rest before the next exercise shows only after completing here.
  const [completedHere, setCompletedHere] = useState(false);
  useWakeLock(Boolean(data) && !finishedDay);

  if (!data) {
    if (!online) return <NotSavedOffline />;
    if (!error) return <WorkoutSkeleton />;
    const code = errorCode(error);
    if (code === 'no_subscription') return <NoSubscription />;
    return (
      <section className="card" data-testid="not-found">
        <h1 className="page__title">{code === 'unit_locked' ? error.message : copy.workout.notFound}</h1>
        <Link to={ROUTES.home} className="btn btn--ghost">
          {copy.workout.back}
        </Link>
      </section>
    );
  }

  const exercise = data.exercise;
  const unit = unitQuery.data?.workoutUnit;
  const next = unit?.exercises.find((e) => e.position === exercise.position + 1);
  const unitComplete = unit?.isComplete ?? false;
  const missing = unit ? unit.exercises.filter((e) => !e.completed && e.id !== exercise.id).length : 0;
  const tomorrow = unitsQuery.data
    ? (unitsQuery.data.workoutUnits.find((u) => u.order === exercise.unit.order + 1) ?? null)
    : undefined;
  const showSummary = finishedDay || (unitComplete && exercise.completed && !next);

  return (
    <div className="workout">
      <WorkoutHeading position={exercise.position} total={exercise.total} title={exercise.title} unit={exercise.unit} />
      <div className="workout__media">
        <VideoPlayer videoId={exercise.videoId} title={exercise.title} />
        <TechniqueCard techniqueKey={exercise.techniqueKey} steps={exercise.techniqueSteps} />
      </div>
      <div className="workout__side">
        {showSummary ? (
          <WorkoutSummary
            day={exercise.unit.order}
            streak={streak ?? user?.streak ?? 0}
            exercises={exercise.total}
            tomorrow={tomorrow}
          />
        ) : exercise.completed && next && completedHere ? (
          <NextUp seconds={exercise.restSeconds} nextTitle={next.title} to={workoutPath(unitId, next.id)} />
        ) : (
          <ExercisePlayer prescription={exercise} completed={exercise.completed} />
        )}
        {exercise.completed && !next && !unitComplete && missing > 0 ? (
          <p className="workout__offline" data-testid="missing-exercises">
            {copy.player.missing(missing)}
          </p>
        ) : null}
        <WorkoutNotes description={exercise.description} unitDescription={exercise.unit.description} />
        {unitComplete ? (
          <p className="workout__complete" data-testid="unit-complete">
            <Check size={20} aria-hidden="true" />
            {copy.workout.unitComplete}
          </p>
        ) : null}
        {!online && !exercise.completed ? (
          <p className="workout__offline" data-testid="offline-complete">
            <WifiOff size={18} aria-hidden="true" />
            {copy.offline.completeRefused}
          </p>
        ) : null}
        {next && !exercise.completed ? (
          <Link to={workoutPath(unitId, next.id)} className="btn btn--ghost btn--block" data-testid="next-exercise">
            {copy.workout.next}
            <ChevronRight size={18} aria-hidden="true" />
          </Link>
        ) : null}
      </div>
      <WorkoutActions
        completed={exercise.completed}
        nextPath={next ? workoutPath(unitId, next.id) : null}
        disabled={exercise.completed || completing || !online}
        onMarkDone={() => {
          setCompletedHere(true);
          void markDone(Boolean(next));
        }}
      />
    </div>
  );
}
