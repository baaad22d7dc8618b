import { useEffect } from 'react';

/**
 * Keeps the screen on while `active` (Screen Wake Lock API, where the browser has it). The browser
 * drops the lock when the page is hidden, so it is asked again when the page shows.
 */
export function useWakeLock(active: boolean): void {
  useEffect(() => {
    const wakeLock = (navigator as Navigator & { wakeLock?: WakeLock }).wakeLock;
    if (!active || !wakeLock) return;
    let sentinel: WakeLockSentinel | undefined;
    let stopped = false;
    const acquire = () => {
      if (document.visibilityState !== 'visible') return;
      wakeLock
        .request('screen')
        .then((lock) => {
          if (stopped) void lock.release();
          else sentinel = lock;
        })
        // Refused (battery saver, no permission): the player works, the screen may dim.
        .catch(() => undefined);
    };
    acquire();
    document.addEventListener('visibilitychange', acquire);
    return () => {
      stopped = true;
      document.removeEventListener('visibilitychange', acquire);
      void sentinel?.release().catch(() => undefined);
    };
  }, [active]);
}
