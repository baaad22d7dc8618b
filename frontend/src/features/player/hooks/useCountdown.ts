import { useCallback, useEffect, useEffectEvent, useState } from 'react';

export type CountdownStatus = 'idle' | 'running' | 'paused' | 'done';

/** How often the shown seconds are recomputed; the time itself comes from the clock, not from ticks. */
const TICK_MS = 200;

/**
 * A countdown of `seconds` with start, pause and resume. The remaining time is measured against
 * the clock (a deadline), so a throttled tab or a slow frame never stretches it; `onEnd` runs once.
 * With `autoStart` it runs from the moment it mounts (a rest); otherwise it waits for start (a set).
 */
export function useCountdown(seconds: number, onEnd?: () => void, autoStart = false) {
  const [status, setStatus] = useState<CountdownStatus>(autoStart ? 'running' : 'idle');
  const [deadline, setDeadline] = useState(() => (autoStart ? Date.now() + seconds * 1000 : 0));
  const [remainingMs, setRemainingMs] = useState(seconds * 1000);
  const ended = useEffectEvent(() => onEnd?.());

  useEffect(() => {
    if (status !== 'running') return;
    const timer = setInterval(() => {
      const left = deadline - Date.now();
      if (left > 0) {
        setRemainingMs(left);
        return;
      }
      clearInterval(timer);
      setRemainingMs(0);
      setStatus('done');
      ended();
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [status, deadline]);

  const start = useCallback(() => {
    setDeadline(Date.now() + seconds * 1000);
    setRemainingMs(seconds * 1000);
    setStatus('running');
  }, [seconds]);

  const pause = useCallback(() => {
    setRemainingMs(Math.max(0, deadline - Date.now()));
    setStatus('paused');
  }, [deadline]);

  const resume = useCallback(() => {
    setDeadline(Date.now() + remainingMs);
    setStatus('running');
  }, [remainingMs]);

  return { status, remainingSeconds: Math.ceil(remainingMs / 1000), start, pause, resume };
}
