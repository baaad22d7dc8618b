import { Check, ChevronRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import { copy } from '../../copy';

export interface WorkoutActionsProps {
  completed: boolean;
  /** Where the next exercise of the day is, if there is one. */
  nextPath: string | null;
  /** Completing is refused while a completion is on its way or the device is offline. */
  disabled: boolean;
  onMarkDone: () => void;
}

/** The page's one action, "mark done", and once done the way on to the next exercise. */
export function WorkoutActions({ completed, nextPath, disabled, onMarkDone }: WorkoutActionsProps) {
  // Always on screen, above the bottom bar: the one action of the page never sits screens down.
  return (
    <div className={`workout__actions${completed && nextPath ? ' workout__actions--pair' : ''}`}>
      <button
        type="button"
        className={`btn btn--primary btn--block${completed ? ' btn--done' : ''}`}
        data-testid="mark-done"
        disabled={disabled}
        onClick={onMarkDone}
      >
        {completed ? <Check size={18} aria-hidden="true" /> : null}
        {completed ? copy.workout.done : copy.workout.markDone}
      </button>
      {nextPath && completed ? (
        <Link to={nextPath} className="btn btn--primary btn--block" data-testid="next-exercise">
          {copy.workout.next}
          <ChevronRight size={18} aria-hidden="true" />
        </Link>
      ) : null}
    </div>
  );
}
