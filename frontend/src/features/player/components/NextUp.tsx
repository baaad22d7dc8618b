import { ChevronRight } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { copy } from '../../../copy';
import { useCountdown } from '../hooks/useCountdown';
import { clockText } from '../lib/format';
import { signalEnd } from '../lib/signal';

/**
 * After an exercise is marked done: the rest before the next one, counted down, then the next
 * exercise opens by itself (at the top of its page); "Ir ahora" skips the rest.
 */
export function NextUp({ seconds, nextTitle, to }: { seconds: number; nextTitle: string; to: string }) {
  const navigate = useNavigate();
  const rest = useCountdown(
    seconds,
    () => {
      signalEnd();
      void navigate(to);
    },
    true,
  );
  return (
    <section className="card player player__next" aria-label={copy.player.nextIn} data-testid="next-up">
      <div>
        <p className="player__phase">{copy.player.nextIn}</p>
        <p className="player__clock" role="timer" aria-live="off" data-testid="next-clock">
          {clockText(rest.remainingSeconds)}
        </p>
        <p className="player__next-title">{nextTitle}</p>
      </div>
      <button type="button" className="btn btn--ghost" data-testid="go-next-now" onClick={() => void navigate(to)}>
        {copy.player.goNow}
        <ChevronRight size={18} aria-hidden="true" />
      </button>
    </section>
  );
}
