import { Pause, Play } from 'lucide-react';
import { copy } from '../../../copy';
import { useCountdown } from '../hooks/useCountdown';
import { clockText } from '../lib/format';
import { signalEnd } from '../lib/signal';
import './player.css';

/** A held set's countdown: start, pause, resume; the end beeps, vibrates and counts the set. */
export function WorkPanel({
  seconds,
  set,
  sets,
  onDone,
}: {
  seconds: number;
  set: number;
  sets: number;
  onDone: () => void;
}) {
  const work = useCountdown(seconds, () => {
    signalEnd();
    onDone();
  });
  return (
    <div className={`player__work player__work--${work.status}`} data-testid="work-countdown">
      <p className="player__phase">{work.status === 'paused' ? copy.player.paused : copy.player.work(set, sets)}</p>
      <p className="player__clock" role="timer" aria-live="off" data-testid="work-clock">
        {clockText(work.remainingSeconds)}
      </p>
      {work.status === 'idle' ? (
        <button type="button" className="btn btn--primary" data-testid="timer-start" onClick={work.start}>
          <Play size={18} aria-hidden="true" />
          {copy.player.start(set)}
        </button>
      ) : work.status === 'running' ? (
        <button type="button" className="btn btn--ghost" data-testid="timer-pause" onClick={work.pause}>
          <Pause size={18} aria-hidden="true" />
          {copy.player.pause}
        </button>
      ) : work.status === 'paused' ? (
        <button type="button" className="btn btn--primary" data-testid="timer-resume" onClick={work.resume}>
          <Play size={18} aria-hidden="true" />
          {copy.player.resume}
        </button>
      ) : null}
    </div>
  );
}
