import { useEffect, useState } from 'react';

/** `false` until `ms` milliseconds after the component mounted, then `true`. */
export function useTimeoutFlag(ms: number): boolean {
  const [elapsed, setElapsed] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => {
      setElapsed(true);
    }, ms);
    return () => {
      window.clearTimeout(timer);
    };
  }, [ms]);
  return elapsed;
}
