import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BRAND_NAME } from './config';
import { preloadPublicPage } from './public-pages';
import { Root } from './Root';

/** Renders the app into #root, once the page the visitor opened (when a public one) is loaded. */
export async function boot(container: HTMLElement, serverRendered: boolean): Promise<void> {
  await preloadPublicPage(window.location.pathname);
  if (!serverRendered) document.title = BRAND_NAME;
  const root = createRoot(container);
  // A transition renders in short slices, so the page stays responsive while the app takes over.
  startTransition(() => {
    root.render(
      <StrictMode>
        <Root />
      </StrictMode>,
    );
  });
}
