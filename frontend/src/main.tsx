import '@fontsource-variable/montserrat/wght.css';
import './styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createApolloClient } from './apollo/client';
import { restoreMemberCache } from './apollo/persist';
import { App } from './App';
import { BRAND_NAME } from './config';
import { startInstallTracking } from './features/pwa/install';
import { startServiceWorker } from './features/pwa/service-worker';

document.title = BRAND_NAME;
startInstallTracking();
startServiceWorker();

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

const client = createApolloClient();
// The member's saved copy first (it is what an offline start shows), then the app.
void restoreMemberCache(client.cache).then((restoredMemberId) => {
  createRoot(container).render(
    <StrictMode>
      <App client={client} restoredMemberId={restoredMemberId} />
    </StrictMode>,
  );
});
