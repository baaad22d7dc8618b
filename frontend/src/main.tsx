import '@fontsource-variable/montserrat/wght.css';
import './styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BRAND_NAME } from './config';
import { preloadPublicPage } from './public-pages';
import { Root } from './Root';

document.title = BRAND_NAME;

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

void preloadPublicPage(window.location.pathname).then(() => {
  createRoot(container).render(
    <StrictMode>
      <Root />
    </StrictMode>,
  );
});
