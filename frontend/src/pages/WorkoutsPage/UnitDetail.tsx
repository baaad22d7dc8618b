import { Check, Lock, Play } from 'lucide-react';
import { Link } from 'react-router-dom';
import { copy } from '../../copy';
import type { WorkoutUnitFieldsFragment } from '../../gql/graphql';
import { workoutPath } from '../../routes';
import './WorkoutsPage.css';

/**
 * The chosen day under its week: its state, its exercises, and the way into the player for today
 * and any past day (a past one as a late completion); a day to come is a locked preview, a rest
 * day the recovery note.
 */
export function UnitDetail({ unit }: { unit: WorkoutUnitFieldsFragment }) {
  const open = !unit.locked || unit.isToday;
  // Where the player starts: the first exercise left to do, else the first.
  const start = unit.exercises.find((exercise) => !exercise.completed) ?? unit.exercises[0];
  const past = unit.lockReason === 'expired' && !unit.isToday;
  return (
    <article className="unit-detail" data-testid="unit-detail" aria-live="polite">
      <h3>{unit.title}</h3>
      <div className="unit-detail__tags">
        {unit.isToday ? <span className="badge">{copy.workouts.today}</span> : null}
        {unit.isComplete ? (
          <span className="badge">
            <Check size={14} aria-hidden="true" /> {copy.workouts.complete}
          </span>
        ) : null}
        {!unit.isRestDay && open ? (
          <span className="badge badge--soft">
            {copy.workouts.exercisesDone(unit.completedExercises.length, unit.exercises.length)}
          </span>
        ) : null}
        {!open ? (
          <span className="badge badge--soft" data-testid="unit-locked">
            <Lock size={14} aria-hidden="true" /> {copy.workouts.unlocksOn(unit.order)}
          </span>
        ) : null}
      </div>
      {unit.isRestDay ? (
        <div className="recovery">
          <strong>{copy.workouts.recovery}</strong>
          <p className="muted">{copy.workouts.recoveryText}</p>
        </div>
      ) : (
        <>
          <ol className="unit-detail__exercises" aria-label={copy.workouts.exercisesTitle} data-testid="unit-exercises">
            {unit.exercises.map((exercise) => (
              <li key={exercise.id} className={exercise.completed ? 'unit-detail__exercise--done' : undefined}>
                {exercise.completed ? <Check size={16} aria-hidden="true" /> : null}
                {!open ? <Lock size={14} aria-hidden="true" /> : null}
                <span>{exercise.title}</span>
              </li>
            ))}
          </ol>
          {open && start ? (
            <div className="unit-detail__actions">
              {past && !unit.isComplete ? <p className="muted unit-detail__late">{copy.workouts.lateNote}</p> : null}
              <Link className="btn btn--primary" to={workoutPath(unit.id, start.id)} data-testid="open-unit">
                <Play size={18} aria-hidden="true" />
                {unit.isComplete ? copy.workouts.again : past ? copy.workouts.catchUp : copy.workouts.start}
              </Link>
            </div>
          ) : null}
        </>
      )}
    </article>
  );
}
