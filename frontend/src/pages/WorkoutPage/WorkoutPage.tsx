import { useMutation } from '@apollo/client/react';
import { ArrowLeft, Check, ChevronRight, HeartPulse, WifiOff } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router-dom';
import { NotSavedOffline } from '../../components/OfflineBanner/NotSavedOffline';
import { Skeleton } from '../../components/Skeleton/Skeleton';
import { useToast } from '../../components/Toast';
import { CARDIO_MINUTES, CHALLENGE_DAYS, NO_SUBSCRIPTION_REDIRECT_MS } from '../../constants';
import { copy } from '../../copy';
import { useCurrentUser } from '../../features/auth/hooks/useCurrentUser';
import { MemberLayout } from '../../features/challenge/components/MemberLayout';
import { VideoPlayer } from '../../features/challenge/components/VideoPlayer';
import { TechniqueCard } from '../../features/technique/TechniqueCard';
import {
  AFTER_COMPLETION,
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
import { CompleteExerciseDocument } from '../../gql/graphql';
import { useOnline } from '../../hooks/useOnline';
import { LEGACY_ROUTES, ROUTES, workoutPath } from '../../routes';
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

function NoSubscription() {
  const navigate = useNavigate();
  const toast = useToast();
  useEffect(() => {
    toast.showToast({
      title: copy.workout.noSubscriptionTitle,
      description: copy.workout.noSubscription,
      variant: 'destructive',
    });
    const timer = setTimeout(() => navigate(LEGACY_ROUTES.suscripcion, { replace: true }), NO_SUBSCRIPTION_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate, toast]);
  return (
    <section className="card" data-testid="no-subscription">
      <h1 className="page__title">{copy.workout.redirecting}</h1>
      <p>{copy.workout.noSubscription}</p>
    </section>
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
  const [complete, { loading: completing }] = useMutation(CompleteExerciseDocument, {
    refetchQueries: AFTER_COMPLETION,
    // The header's streak and progress change at once, from the answer, before the refetches land.
    update: (cache, { data: answer }) => {
      if (!answer || !user) return;
      cache.modify({
        id: cache.identify({ __typename: 'User', id: user.id }),
        fields: { streak: () => answer.completeExercise.streak, progress: () => answer.completeExercise.progress },
      });
    },
  });
  const toast = useToast();
  const unitsQuery = useWorkoutUnits();
  // Set by this visit's completion: the answer's streak, the day finished here, the rest before the next exercise.
  const [streak, setStreak] = useState<number>();
  const [finishedDay, setFinishedDay] = useState(false);
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
  const markDone = async () => {
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
      else if (!next)
        toast.showToast({ title: copy.workout.exerciseDoneTitle, description: copy.workout.exerciseDoneDescription });
    } catch {
      toast.showToast({ title: copy.workout.missingData, variant: 'destructive' });
    }
  };
  const showSummary = finishedDay || (unitComplete && exercise.completed && !next);

  return (
    <div className="workout">
      <div className="workout__top">
        <Link to={ROUTES.home} className="workout__back" aria-label={copy.workout.back}>
          <ArrowLeft size={22} aria-hidden="true" />
        </Link>
        <div className="workout__heading">
          <p className="workout__order" data-testid="unit-order">
            {copy.workout.unitOrder(exercise.unit.order, CHALLENGE_DAYS)}
          </p>
          <p className="workout__unit" data-testid="unit-title">
            {exercise.unit.title}
          </p>
        </div>
      </div>
      <div className="workout__name">
        <p className="workout__position" data-testid="position">
          {copy.workout.position(exercise.position, exercise.total)}
        </p>
        <div className="progress" aria-hidden="true">
          <div className="progress__bar" style={{ width: `${(exercise.position / exercise.total) * 100}%` }} />
        </div>
        <h1 className="page__title" data-testid="exercise-title">
          {exercise.title}
        </h1>
      </div>
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
        <section className="card workout__exercise">
          <p>{exercise.description}</p>
          <p className="muted">{exercise.unit.description}</p>
        </section>
        <section className="card workout__cardio">
          <HeartPulse size={22} aria-hidden="true" />
          <div>
            <h2>{copy.workout.cardioTitle}</h2>
            <p>{copy.workout.cardio(CARDIO_MINUTES)}</p>
          </div>
        </section>
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
      {/* Always on screen, above the bottom bar: the one action of the page never sits screens down. */}
      <div className={`workout__actions${exercise.completed && next ? ' workout__actions--pair' : ''}`}>
        <button
          type="button"
          className={`btn btn--primary btn--block${exercise.completed ? ' btn--done' : ''}`}
          data-testid="mark-done"
          disabled={exercise.completed || completing || !online}
          onClick={() => {
            setCompletedHere(true);
            void markDone();
          }}
        >
          {exercise.completed ? <Check size={18} aria-hidden="true" /> : null}
          {exercise.completed ? copy.workout.done : copy.workout.markDone}
        </button>
        {next && exercise.completed ? (
          <Link to={workoutPath(unitId, next.id)} className="btn btn--primary btn--block" data-testid="next-exercise">
            {copy.workout.next}
            <ChevronRight size={18} aria-hidden="true" />
          </Link>
        ) : null}
      </div>
    </div>
  );
}
