import { Check, Lock, Moon } from 'lucide-react';
import { useState } from 'react';
import { NotSavedOffline } from '../../components/OfflineBanner/NotSavedOffline';
import { Skeleton } from '../../components/Skeleton/Skeleton';
import { copy } from '../../copy';
import { MemberLayout } from '../../features/challenge/components/MemberLayout';
import { useWorkoutUnits } from '../../features/challenge/hooks/useChallenge';
import type { WorkoutUnitFieldsFragment } from '../../gql/graphql';
import { useOnline } from '../../hooks/useOnline';
import { UnitDetail } from './UnitDetail';
import './WorkoutsPage.css';

type Unit = WorkoutUnitFieldsFragment;

/**
 * The 28 units as four compact weeks (spec 1, section 2): one row of day chips per week (today,
 * complete, rest); the chosen unit (today's at first) opens below its week with x/total and its
 * exercises: today's and any past day's open in the player (a past one as a late completion), a
 * day to come is a locked preview of its exercises' names, a rest day shows the recovery note.
 */
export function WorkoutsPage() {
  return (
    <MemberLayout wide>
      <WorkoutsContent />
    </MemberLayout>
  );
}

function WorkoutsSkeleton() {
  return (
    <div className="weeks" aria-busy="true" aria-label={copy.common.loading}>
      {[1, 2, 3, 4].map((week) => (
        <Skeleton key={week} height="7rem" />
      ))}
    </div>
  );
}

const chipState = (unit: Unit): string => {
  if (unit.isRestDay) return copy.workouts.recovery;
  if (unit.isComplete) return copy.workouts.complete;
  if (unit.isToday) return copy.workouts.today;
  return copy.workouts.exercisesDone(unit.completedExercises.length, unit.exercises.length);
};

/** Done, rest, or still ahead (locked); a past unit left undone shows only its number. */
function ChipIcon({ unit, todayOrder }: { unit: Unit; todayOrder: number }) {
  if (unit.isComplete) return <Check size={16} aria-hidden="true" />;
  if (unit.isRestDay) return <Moon size={16} aria-hidden="true" />;
  if (unit.locked && unit.order > todayOrder) return <Lock size={14} aria-hidden="true" />;
  return null;
}

function WorkoutsContent() {
  const { data, error } = useWorkoutUnits();
  const online = useOnline();
  const [chosen, setChosen] = useState<number | null>(null);
  if (!data) {
    if (!online) return <NotSavedOffline />;
    return error ? <p className="message--error">{copy.workouts.error}</p> : <WorkoutsSkeleton />;
  }
  const units = data.workoutUnits;
  const today = units.find((unit) => unit.isToday);
  const selected = units.find((unit) => unit.id === chosen) ?? today ?? units[0];
  const weeks = [...new Set(units.map((unit) => unit.week))];

  return (
    <>
      <section className="workouts__intro">
        <h1 className="page__title">{copy.workouts.title}</h1>
        <p className="muted">{copy.workouts.welcome}</p>
        {today ? <p className="workouts__today">{copy.workouts.dayProgress(today.order)}</p> : null}
      </section>
      <div className="weeks">
        {weeks.map((week) => {
          const inWeek = units.filter((unit) => unit.week === week);
          const training = inWeek.filter((unit) => !unit.isRestDay);
          return (
            <section key={week} className="card week" data-testid={`week-${week}`} aria-labelledby={`week-${week}`}>
              <header className="week__header">
                <h2 id={`week-${week}`}>{copy.dashboard.week(week)}</h2>
                <span className="muted">
                  {copy.workouts.weekDone(training.filter((unit) => unit.isComplete).length, training.length)}
                </span>
              </header>
              <ol className="week__days">
                {inWeek.map((unit) => (
                  <li key={unit.id}>
                    <button
                      type="button"
                      className={[
                        'day-chip',
                        unit.isToday ? 'day-chip--today' : '',
                        unit.isComplete ? 'day-chip--done' : '',
                        unit.isRestDay ? 'day-chip--rest' : '',
                      ].join(' ')}
                      data-testid={`unit-${unit.id}`}
                      aria-pressed={selected?.id === unit.id}
                      aria-label={copy.workouts.chipLabel(unit.order, unit.title, chipState(unit))}
                      onClick={() => {
                        setChosen(unit.id);
                      }}
                    >
                      <span className="day-chip__number">{unit.order}</span>
                      <ChipIcon unit={unit} todayOrder={today?.order ?? 0} />
                    </button>
                  </li>
                ))}
              </ol>
              {selected && selected.week === week ? <UnitDetail unit={selected} /> : null}
            </section>
          );
        })}
      </div>
    </>
  );
}
