import { Check, ChevronRight, Dumbbell, Moon, Play } from 'lucide-react';
import { Link } from 'react-router-dom';
import { copy } from '../../../copy';
import { workoutPath } from '../../../routes';
import { Pictogram } from '../../technique/Pictogram';
import { techniqueCardFor } from '../../technique/technique-cards';
import '../progress.css';

interface TodaysWorkout {
  id: number;
  title: string;
  description: string;
  duration: number;
  exercises: ReadonlyArray<{ id: number; title: string; techniqueKey: string | null; completed: boolean }>;
}

/**
 * Today's routine on the dashboard: its exercises (name and technique figure, each opening its
 * page) and the main button, one tap to start; on a rest day (the server says so) a word about rest.
 */
export function TodayRoutine({
  workout,
  isRestDay,
  onStart,
}: {
  workout: TodaysWorkout | null;
  isRestDay: boolean;
  onStart: () => void;
}) {
  const startButton = (
    <button
      type="button"
      className="btn btn--primary btn--block today__start"
      data-testid="main-button"
      onClick={onStart}
    >
      {isRestDay ? null : <Play size={18} aria-hidden="true" />}
      {isRestDay ? copy.dashboard.restDayButton : copy.dashboard.viewRoutine}
    </button>
  );
  if (isRestDay || !workout) {
    return (
      <div className="today today--rest" data-testid="today-routine">
        <div className="today__rest-art" aria-hidden="true">
          <Moon size={36} />
        </div>
        <h2 className="today__title">{copy.dashboard.restTitle}</h2>
        <p className="muted">{copy.dashboard.restText}</p>
        {startButton}
      </div>
    );
  }
  const done = workout.exercises.filter((exercise) => exercise.completed).length;
  return (
    <div className="today" data-testid="today-routine">
      <div className="today__head">
        <p className="today__eyebrow">{copy.dashboard.todayTitle}</p>
        <h2 className="today__title">{workout.title}</h2>
        <p className="today__meta">
          {copy.dashboard.todayMeta(workout.exercises.length, workout.duration)}
          {done > 0 ? (
            <span className="today__done">{copy.dashboard.exercisesDone(done, workout.exercises.length)}</span>
          ) : null}
        </p>
        {workout.description ? <p className="today__description">{workout.description}</p> : null}
      </div>
      <ol className="today__exercises">
        {workout.exercises.map((exercise, index) => {
          const card = techniqueCardFor(exercise.techniqueKey);
          return (
            <li key={exercise.id}>
              <Link
                className={`today-exercise${exercise.completed ? ' today-exercise--done' : ''}`}
                to={workoutPath(workout.id, exercise.id)}
              >
                <span className="today-exercise__art">
                  {card ? (
                    <Pictogram kind={card.pictogram} className="today-exercise__figure" />
                  ) : (
                    <Dumbbell size={22} aria-hidden="true" />
                  )}
                </span>
                <span className="today-exercise__text">
                  <span className="today-exercise__index">{String(index + 1).padStart(2, '0')}</span>
                  <span className="today-exercise__name">{exercise.title}</span>
                </span>
                {exercise.completed ? (
                  <span className="today-exercise__check" aria-label={copy.dashboard.exerciseDone}>
                    <Check size={16} strokeWidth={3} aria-hidden="true" />
                  </span>
                ) : (
                  <ChevronRight className="today-exercise__chevron" size={18} aria-hidden="true" />
                )}
              </Link>
            </li>
          );
        })}
      </ol>
      {startButton}
    </div>
  );
}
