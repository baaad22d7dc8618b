import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router-dom';
import { CHALLENGE_DAYS } from '../../constants';
import { copy } from '../../copy';
import { ROUTES } from '../../routes';

export interface WorkoutHeadingProps {
  /** The exercise's place in its day, out of the day's `total`. */
  position: number;
  total: number;
  title: string;
  unit: { order: number; title: string };
}

/** The way back, which day of the challenge this is, and the exercise's place in the day with its name. */
export function WorkoutHeading({ position, total, title, unit }: WorkoutHeadingProps) {
  return (
    <>
      <div className="workout__top">
        <Link to={ROUTES.home} className="workout__back" aria-label={copy.workout.back}>
          <ArrowLeft size={22} aria-hidden="true" />
        </Link>
        <div className="workout__heading">
          <p className="workout__order" data-testid="unit-order">
            {copy.workout.unitOrder(unit.order, CHALLENGE_DAYS)}
          </p>
          <p className="workout__unit" data-testid="unit-title">
            {unit.title}
          </p>
        </div>
      </div>
      <div className="workout__name">
        <p className="workout__position" data-testid="position">
          {copy.workout.position(position, total)}
        </p>
        <div className="progress" aria-hidden="true">
          <div className="progress__bar" style={{ width: `${(position / total) * 100}%` }} />
        </div>
        <h1 className="page__title" data-testid="exercise-title">
          {title}
        </h1>
      </div>
    </>
  );
}
