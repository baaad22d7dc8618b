import { useState } from 'react';
import { copy } from '../../copy';
import { useCurrentUser } from '../../features/auth/hooks/useCurrentUser';
import { MemberLayout } from '../../features/challenge/components/MemberLayout';
import { VideoPlayer } from '../../features/challenge/components/VideoPlayer';
import { useWorkoutUnits } from '../../features/challenge/hooks/useChallenge';
import { videoFor } from '../../features/challenge/lib/days';
import type { WorkoutUnitFieldsFragment } from '../../gql/graphql';

/** The 28 units grouped by week (spec 1, section 2): today, complete, x/total, Recovery for rest units. */
export function WorkoutsPage() {
  return (
    <MemberLayout>
      <WorkoutsContent />
    </MemberLayout>
  );
}

function WorkoutsContent() {
  const { user } = useCurrentUser();
  const { data, error } = useWorkoutUnits();
  const [open, setOpen] = useState<WorkoutUnitFieldsFragment | null>(null);
  if (!data) return error ? <p className="message--error">{copy.workouts.error}</p> : <p>{copy.common.loading}</p>;
  const units = data.workoutUnits;
  const today = units.find((unit) => unit.isToday);
  const weeks = [...new Set(units.map((unit) => unit.week))];
  const firstVideo = open?.exercises[0] ? videoFor(open.exercises[0], user?.gender ?? 'male') : '';

  return (
    <>
      <section className="card">
        <h1 className="page__title">{copy.workouts.title}</h1>
        <p className="muted">{copy.workouts.welcome}</p>
        {today ? <p className="accent">{copy.workouts.dayProgress(today.order)}</p> : null}
      </section>
      {weeks.map((week) => (
        <section key={week} className="units-week" data-testid={`week-${week}`}>
          <h2>{copy.dashboard.week(week)}</h2>
          {units
            .filter((unit) => unit.week === week)
            .map((unit) => (
              <article
                key={unit.id}
                className={`card unit-card${unit.isToday ? ' unit-card--today' : ''}`}
                data-testid={`unit-${unit.id}`}
              >
                <h3>{unit.title}</h3>
                <div className="unit-card__tags">
                  {unit.isToday ? <span className="badge">{copy.workouts.today}</span> : null}
                  {unit.isComplete ? <span className="badge">{copy.workouts.complete}</span> : null}
                  {!unit.isRestDay ? (
                    <span className="muted">
                      {copy.workouts.exercisesDone(unit.completedExercises.length, unit.exercises.length)}
                    </span>
                  ) : null}
                </div>
                {unit.isRestDay ? (
                  <div className="recovery">
                    <strong>{copy.workouts.recovery}</strong>
                    <p className="muted">{copy.workouts.recoveryText}</p>
                  </div>
                ) : (
                  <button type="button" className="btn btn--ghost" onClick={() => setOpen(unit)}>
                    {copy.workouts.open}
                  </button>
                )}
              </article>
            ))}
        </section>
      ))}
      {open ? (
        <div className="modal" role="dialog" aria-modal="true" aria-label={open.title}>
          <div className="modal__body card">
            <h2>{open.title}</h2>
            <VideoPlayer videoId={firstVideo} title={open.exercises[0]?.title ?? open.title} />
            <button type="button" className="btn btn--ghost" onClick={() => setOpen(null)}>
              {copy.workouts.closeVideo}
            </button>
          </div>
        </div>
      ) : null}
    </>
  );
}
