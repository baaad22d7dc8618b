import { CACHE_VERSION_CLEAR_MS } from '../../constants';

/** Where the client keeps its cache bookkeeping (spec 2 section 4, DECISIONS.md 1). */
export const CACHE_KEYS = {
  cacheVersion: 'mobile_cache_version',
  lastForcedClear: 'last_forced_cache_clear',
  dailyMessageMarker: 'daily_message_marker',
} as const;

export interface CacheState {
  storedVersion: string | null;
  serverVersion: string;
  lastClearAt: number | null;
  now: number;
}

/**
 * What the 10-minute check does: remember the first version seen; a forced clear when the server's
 * version changed or CACHE_VERSION_CLEAR_MS passed since the last one.
 */
export function cacheAction({
  storedVersion,
  serverVersion,
  lastClearAt,
  now,
}: CacheState): 'remember' | 'clear' | 'none' {
  if (storedVersion === null || lastClearAt === null) return 'remember';
  if (storedVersion !== serverVersion) return 'clear';
  return now - lastClearAt >= CACHE_VERSION_CLEAR_MS ? 'clear' : 'none';
}

/** On a phone, one reload when the stored daily-message marker is not the deployed build id. */
export function needsBuildReload(storedMarker: string | null, buildId: string): boolean {
  return storedMarker !== null && storedMarker !== buildId;
}

/** The longest the clear waits for a worker still installing (CLEAR_WAITS_FOR_INSTALL_MS). */
export const CLEAR_WAITS_FOR_INSTALL_MS = 5_000;

/**
 * Resolves once `worker` is no longer installing (or after CLEAR_WAITS_FOR_INSTALL_MS): a worker
 * unregistered while it installs goes on filling its precache, which would reappear after the clear.
 */
function doneInstalling(worker: ServiceWorker | null): Promise<void> {
  if (!worker || worker.state !== 'installing') return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, CLEAR_WAITS_FOR_INSTALL_MS);
    worker.addEventListener('statechange', () => {
      if (worker.state === 'installing') return;
      clearTimeout(timer);
      resolve();
    });
  });
}

/**
 * Unregisters every service worker (once none is still installing) and then empties Cache Storage
 * (each step skipped where unsupported).
 */
export async function clearCachesAndWorkers(): Promise<void> {
  if ('serviceWorker' in navigator) {
    const registrations = await navigator.serviceWorker.getRegistrations().catch(() => []);
    await Promise.all(registrations.map((registration) => doneInstalling(registration.installing)));
    await Promise.all(registrations.map((registration) => registration.unregister().catch(() => false)));
  }
  if (typeof caches !== 'undefined') {
    const names = await caches.keys().catch(() => []);
    await Promise.all(names.map((name) => caches.delete(name).catch(() => false)));
  }
}

/** Storage that never throws (private mode, blocked storage). */
export const safeStorage = {
  get: (key: string): string | null => {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set: (key: string, value: string): void => {
    try {
      window.localStorage.setItem(key, value);
    } catch {
      // storage unavailable: the check runs again next time
    }
  },
};
