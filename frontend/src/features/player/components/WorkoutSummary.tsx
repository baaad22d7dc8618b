import { CalendarDays, Flame, Trophy } from 'lucide-react';
import { Link } from 'react-router-dom';
import { copy } from '../../../copy';
import { ROUTES } from '../../../routes';

export interface TomorrowUnit {
  title: string;
  isRestDay: boolean;
  exercises: ReadonlyArray<{ id: number; title: string }>;
}

/** The end of a day's routine: the day done, the streak and what comes tomorrow. */
export function WorkoutSummary({
  day,
  streak,
  exercises,
  tomorrow,
}: {
  day: number;
  streak: number;
  exercises: number;
  /** Null after the last day of the challenge; undefined while it loads. */
  tomorrow: TomorrowUnit | null | undefined;
}) {
  return (
    <section className="card summary" aria-labelledby="summary-title" data-testid="workout-summary">
      <Trophy className="summary__icon" size={36} aria-hidden="true" />
      <h2 id="summary-title" className="summary__title">
        {copy.player.summaryTitle(day)}
      </h2>
      <ul className="summary__facts">
        <li data-testid="summary-streak">
          <Flame size={18} aria-hidden="true" />
          {copy.player.summaryStreak(streak)}
        </li>
        <li>
          <CalendarDays size={18} aria-hidden="true" />
          {copy.player.summaryExercises(exercises)}
        </li>
      </ul>
      {tomorrow === null ? (
        <p className="summary__tomorrow">{copy.player.lastDay}</p>
      ) : tomorrow ? (
        <div className="summary__tomorrow" data-testid="summary-tomorrow">
          <h3>
            {copy.player.tomorrow}: {tomorrow.title}
          </h3>
          {tomorrow.isRestDay ? (
            <p className="muted">{copy.player.tomorrowRest}</p>
          ) : (
            <p className="muted">{tomorrow.exercises.map((exercise) => exercise.title).join(' · ')}</p>
          )}
        </div>
      ) : null}
      <Link to={ROUTES.dashboard} className="btn btn--ghost btn--block">
        {copy.player.toDashboard}
      </Link>
    </section>
  );
}
