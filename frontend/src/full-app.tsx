import { createApolloClient } from './apollo/client';
import { restoreMemberCache } from './apollo/persist';
import { App } from './App';
import { startInstallTracking } from './features/pwa/install';
import { startServiceWorker } from './features/pwa/service-worker';
import { restoredCopyUnconfirmed } from './features/session/restored-copy';

/** One Apollo Client for the whole visit, created the first time a page outside the public ones opens. */
const client = createApolloClient();
startInstallTracking();
startServiceWorker();
// The member's saved copy first (it is what an offline start shows), then the app.
const restoredMemberId = await restoreMemberCache(client.cache);
restoredCopyUnconfirmed(restoredMemberId !== null && navigator.onLine);

export default function FullApp() {
  return <App client={client} restoredMemberId={restoredMemberId} />;
}
