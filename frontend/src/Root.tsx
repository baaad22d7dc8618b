import { lazy, Suspense, useState } from 'react';
import { BrowserRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ErrorBoundary } from './components/ErrorBoundary/ErrorBoundary';
import { ScrollReset } from './components/ScrollReset/ScrollReset';
import { PUBLIC_PAGES } from './public-pages';

/** The rest of the app (Apollo, the session machinery, every other page), loaded only when a visitor goes there. */
const FullApp = lazy(() => import('./full-app'));

/**
 * The app's root. The public sales pages (the landing above all, opened by strangers on a phone)
 * render without Apollo or the session machinery; every other path loads the full app. A visit
 * that opens with a `?token=` sign-in link stays in the full app (which has the public pages too),
 * so the sign-in's greeting or error survives the navigation that follows it.
 */
function RootRoutes() {
  const { search } = useLocation();
  const [tokenLinkVisit] = useState(() => new URLSearchParams(search).has('token'));
  return (
    <Routes>
      {tokenLinkVisit
        ? null
        : PUBLIC_PAGES.map(({ path, Page }) => <Route key={path} path={path} element={<Page />} />)}
      <Route path="*" element={<FullApp />} />
    </Routes>
  );
}

export function Root() {
  return (
    <ErrorBoundary>
      <BrowserRouter>
        <ScrollReset />
        {/* No spinner here: it would cost the public pages its code; the app shows its own while pages load. */}
        <Suspense fallback={null}>
          <RootRoutes />
        </Suspense>
      </BrowserRouter>
    </ErrorBoundary>
  );
}
