import { useMutation } from '@apollo/client/react';
import { useEffect } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router-dom';
import { useToast } from '../../components/Toast';
import { CARDIO_MINUTES, NO_SUBSCRIPTION_REDIRECT_MS } from '../../constants';
import { copy } from '../../copy';
import { useCurrentUser } from '../../features/auth/hooks/useCurrentUser';
import { MemberLayout } from '../../features/challenge/components/MemberLayout';
import { VideoPlayer } from '../../features/challenge/components/VideoPlayer';
import { TechniqueCard } from '../../features/technique/TechniqueCard';
import { AFTER_COMPLETION, useExercise, useWorkoutUnit } from '../../features/challenge/hooks/useChallenge';
import { videoFor } from '../../features/challenge/lib/days';
import { errorCode } from '../../features/challenge/lib/error-code';
import { CompleteExerciseDocument } from '../../gql/graphql';
import { LEGACY_ROUTES, ROUTES, workoutPath } from '../../routes';

/** `/workout/{unitId}/{exerciseId}` (spec 1, section 2). Missing or malformed parameters go to `/`. */
export function WorkoutPage() {
  const params = useParams();
  const unitId = Number.parseInt(params.unitId ?? '', 10);
  const exerciseId = Number.parseInt(params.exerciseId ?? '', 10);
  if (!Number.isInteger(unitId) || !Number.isInteger(exerciseId)) return <Navigate to={ROUTES.home} replace />;
  return (
    <MemberLayout>
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

function WorkoutContent({ unitId, exerciseId }: { unitId: number; exerciseId: number }) {
  const { user } = useCurrentUser();
  const { data, error } = useExercise(exerciseId, unitId);
  const unitQuery = useWorkoutUnit(unitId);
  const [complete, { loading: completing }] = useMutation(CompleteExerciseDocument, {
    refetchQueries: AFTER_COMPLETION,
    awaitRefetchQueries: true,
  });
  const toast = useToast();

  if (!data) {
    if (!error) return <p>{copy.common.loading}</p>;
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
  const markDone = async () => {
    try {
      await complete({ variables: { exerciseId, unitId } });
    } catch {
      toast.showToast({ title: copy.workout.missingData, variant: 'destructive' });
    }
  };

  return (
    <>
      <div className="topbar">
        <Link to={ROUTES.home} className="btn btn--ghost" aria-label={copy.workout.back}>
          ←
        </Link>
        <span className="badge">{exercise.unit.order}</span>
        <h1 className="page__title" data-testid="unit-title">
          {exercise.unit.title}
        </h1>
      </div>
      <VideoPlayer videoId={videoFor(exercise, user?.gender ?? 'male')} title={exercise.title} />
      <TechniqueCard title={exercise.title} />
      <section className="card">
        <h2 data-testid="exercise-title">{exercise.title}</h2>
        <p>{exercise.description}</p>
        <p className="muted">{exercise.unit.description}</p>
      </section>
      <section className="card">
        <h3>{copy.workout.cardioTitle}</h3>
        <p>{copy.workout.cardio(CARDIO_MINUTES)}</p>
      </section>
      <p className="muted" data-testid="position">
        {copy.workout.position(exercise.position, exercise.total)}
      </p>
      {unitComplete ? (
        <p className="badge" data-testid="unit-complete">
          {copy.workout.unitComplete}
        </p>
      ) : null}
      <button
        type="button"
        className="btn btn--primary btn--block"
        data-testid="mark-done"
        disabled={exercise.completed || completing}
        onClick={() => void markDone()}
      >
        {exercise.completed ? `${copy.workout.done} ✓` : copy.workout.markDone}
      </button>
      {next ? (
        <Link to={workoutPath(unitId, next.id)} className="btn btn--ghost btn--block" data-testid="next-exercise">
          {copy.workout.next}
        </Link>
      ) : null}
    </>
  );
}
