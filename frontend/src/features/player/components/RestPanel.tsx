import { SkipForward } from 'lucide-react';
import { copy } from '../../../copy';
import { useCountdown } from '../hooks/useCountdown';
import { clockText } from '../lib/format';
import { signalEnd } from '../lib/signal';
import './player.css';

/** The rest between two sets: a countdown that starts by itself and can be skipped. */
export function RestPanel({ seconds, onDone }: { seconds: number; onDone: () => void }) {
  const rest = useCountdown(
    seconds,
    () => {
      signalEnd();
      onDone();
    },
    true,
  );
  return (
    <div className="player__rest" role="timer" aria-live="off" data-testid="rest-countdown">
      <p className="player__phase">{copy.player.rest}</p>
      <p className="player__clock" data-testid="rest-clock">
        {clockText(rest.remainingSeconds)}
      </p>
      <button type="button" className="btn btn--ghost" data-testid="skip-rest" onClick={onDone}>
        <SkipForward size={18} aria-hidden="true" />
        {copy.player.skipRest}
      </button>
    </div>
  );
}
