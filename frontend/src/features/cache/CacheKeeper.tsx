import { useApolloClient } from '@apollo/client/react';
import { useEffect } from 'react';
import { CACHE_VERSION_CHECK_MS } from '../../constants';
import { CacheVersionDocument } from '../../gql/graphql';
import { isMobileDevice } from '../auth/lib/device';
import { CACHE_KEYS, cacheAction, clearCachesAndWorkers, needsBuildReload, safeStorage } from './cache-control';

/**
 * Cache control and repair (spec 2 sections 4 and 9, DECISIONS.md 1): at start and every 10 minutes
 * the server's cache version is compared with the stored one; when it changed (the trainer pressed
 * "Actualizar Videos") or 6 hours passed, caches and service workers are cleared and the page
 * reloads. On a phone, a new deployed build reloads the page once. Renders nothing.
 */
export function CacheKeeper() {
  const client = useApolloClient();

  useEffect(() => {
    if (isMobileDevice()) {
      const marker = safeStorage.get(CACHE_KEYS.dailyMessageMarker);
      safeStorage.set(CACHE_KEYS.dailyMessageMarker, __BUILD_ID__);
      if (needsBuildReload(marker, __BUILD_ID__)) {
        void clearCachesAndWorkers().finally(() => window.location.reload());
        return;
      }
    }
    const check = async () => {
      const { data } = await client.query({ query: CacheVersionDocument, fetchPolicy: 'network-only' });
      if (!data) return;
      const serverVersion = data.cacheVersion.cacheVersion;
      const now = Date.now();
      const lastClear = safeStorage.get(CACHE_KEYS.lastForcedClear);
      const action = cacheAction({
        storedVersion: safeStorage.get(CACHE_KEYS.cacheVersion),
        serverVersion,
        lastClearAt: lastClear === null ? null : Number(lastClear),
        now,
      });
      if (action === 'none') return;
      safeStorage.set(CACHE_KEYS.cacheVersion, serverVersion);
      safeStorage.set(CACHE_KEYS.lastForcedClear, String(now));
      if (action === 'clear') {
        await clearCachesAndWorkers();
        window.location.reload();
      }
    };
    const run = () => void check().catch(() => undefined);
    run();
    const timer = setInterval(run, CACHE_VERSION_CHECK_MS);
    return () => clearInterval(timer);
  }, [client]);

  return null;
}
