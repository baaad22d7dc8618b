import '@fontsource-variable/montserrat/wght.css';
import './styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createApolloClient } from './apollo/client';
import { App } from './App';
import { BRAND_NAME } from './config';
import { startInstallTracking } from './features/pwa/install';

document.title = BRAND_NAME;
startInstallTracking();

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

createRoot(container).render(
  <StrictMode>
    <App client={createApolloClient()} />
  </StrictMode>,
);
