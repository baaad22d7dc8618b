import { Check, Timer } from 'lucide-react';
import { useState } from 'react';
import { copy } from '../../../copy';
import { RestPanel } from './RestPanel';
import { WorkPanel } from './WorkPanel';
import './player.css';

export interface Prescription {
  sets: number;
  /** Repetitions per set; null when each set is held for `workSeconds`. */
  reps: number | null;
  workSeconds: number | null;
  restSeconds: number;
}

/**
 * The exercise's sets as the programme prescribes them: a tap per set of repetitions, or a
 * countdown per held set, with the rest between sets counted down (skippable).
 */
export function ExercisePlayer({ prescription, completed }: { prescription: Prescription; completed: boolean }) {
  const { sets, reps, workSeconds, restSeconds } = prescription;
  const [doneSets, setDoneSets] = useState(completed ? sets : 0);
  const [resting, setResting] = useState(false);
  const timed = reps === null && workSeconds !== null;
  const finished = doneSets >= sets;

  const finishSet = () => {
    const done = Math.min(sets, doneSets + 1);
    setDoneSets(done);
    setResting(done < sets && restSeconds > 0);
  };

  return (
    <section className="card player" aria-label={copy.player.label} data-testid="player">
      <div className="player__head">
        <Timer size={20} aria-hidden="true" />
        <div>
          <p className="player__prescription" data-testid="prescription">
            {copy.player.prescription(sets, reps, workSeconds)}
          </p>
          {restSeconds > 0 && sets > 1 ? <p className="muted">{copy.player.restBetween(restSeconds)}</p> : null}
        </div>
      </div>
      <ol className="player__sets" aria-label={copy.player.tapSet}>
        {Array.from({ length: sets }, (_, index) => {
          const n = index + 1;
          const done = n <= doneSets;
          const current = n === doneSets + 1 && !resting;
          const label = done ? copy.player.setDone(n) : copy.player.setLabel(n);
          return (
            <li key={n}>
              {timed ? (
                <span
                  className={`player__set${done ? ' player__set--done' : ''}${current ? ' player__set--current' : ''}`}
                  aria-label={label}
                >
                  {done ? <Check size={18} aria-hidden="true" /> : n}
                </span>
              ) : (
                <button
                  type="button"
                  className={`player__set${done ? ' player__set--done' : ''}${current ? ' player__set--current' : ''}`}
                  aria-label={label}
                  aria-pressed={done}
                  data-testid={`set-${n}`}
                  disabled={!current || finished}
                  onClick={finishSet}
                >
                  {done ? <Check size={18} aria-hidden="true" /> : n}
                </button>
              )}
            </li>
          );
        })}
      </ol>
      {!timed && !finished && !resting ? <p className="muted player__hint">{copy.player.tapSet}</p> : null}
      {resting ? (
        <RestPanel key={`rest-${doneSets}`} seconds={restSeconds} onDone={() => setResting(false)} />
      ) : timed && !finished ? (
        <WorkPanel
          key={`work-${doneSets}`}
          seconds={workSeconds ?? 0}
          set={doneSets + 1}
          sets={sets}
          onDone={finishSet}
        />
      ) : null}
      {finished && !completed ? (
        <p className="player__finished" data-testid="sets-finished">
          <Check size={18} aria-hidden="true" />
          {copy.player.allSetsDone}
        </p>
      ) : null}
    </section>
  );
}
