import { HeartPulse } from 'lucide-react';
import { CARDIO_MINUTES } from '../../constants';
import { copy } from '../../copy';

/** What the exercise and its day are about, and the cardio the programme adds to every day. */
export function WorkoutNotes({ description, unitDescription }: { description: string; unitDescription: string }) {
  return (
    <>
      <section className="card workout__exercise">
        <p>{description}</p>
        <p className="muted">{unitDescription}</p>
      </section>
      <section className="card workout__cardio">
        <HeartPulse size={22} aria-hidden="true" />
        <div>
          <h2>{copy.workout.cardioTitle}</h2>
          <p>{copy.workout.cardio(CARDIO_MINUTES)}</p>
        </div>
      </section>
    </>
  );
}
