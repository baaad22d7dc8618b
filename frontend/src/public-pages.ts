import { lazyPage } from './lazy-page';
import { ROUTES } from './routes';

/** Public pages served without Apollo or the session machinery (each its own chunk). */
export const PUBLIC_PAGES = [
  { path: ROUTES.landing, Page: lazyPage(() => import('./pages/LandingPage/LandingPage'), 'LandingPage') },
  { path: ROUTES.terms, Page: lazyPage(() => import('./pages/LegalPage/TermsPage'), 'TermsPage') },
  { path: ROUTES.privacy, Page: lazyPage(() => import('./pages/LegalPage/PrivacyPage'), 'PrivacyPage') },
  { path: ROUTES.vision, Page: lazyPage(() => import('./pages/VisionPage/VisionPage'), 'VisionPage') },
] as const;
