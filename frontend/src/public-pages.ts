import { createElement, lazy, type ComponentType } from 'react';
import { ROUTES } from './routes';

/** A page in its own chunk that can be fetched ahead of rendering, and then renders without suspending. */
export interface PreloadablePage {
  (): ReturnType<typeof createElement>;
  preload: () => Promise<unknown>;
}

function preloadablePage<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
): PreloadablePage {
  let loaded: ComponentType | undefined;
  const preload = () =>
    load().then((module) => {
      loaded = module[name];
      return loaded;
    });
  const Lazy = lazy(async () => ({ default: (await preload()) as ComponentType }));
  const Page = () => createElement(loaded ?? Lazy);
  return Object.assign(Page, { preload });
}

/**
 * Public pages served without Apollo or the session machinery (each its own chunk). The page the
 * visitor opens is loaded before the first render, so the server-rendered hero of /landing is
 * replaced by the same page at once, never by a loading spinner.
 */
export const PUBLIC_PAGES = [
  { path: ROUTES.landing, Page: preloadablePage(() => import('./pages/LandingPage/LandingPage'), 'LandingPage') },
  { path: ROUTES.terms, Page: preloadablePage(() => import('./pages/LegalPage/TermsPage'), 'TermsPage') },
  { path: ROUTES.privacy, Page: preloadablePage(() => import('./pages/LegalPage/PrivacyPage'), 'PrivacyPage') },
  { path: ROUTES.vision, Page: preloadablePage(() => import('./pages/VisionPage/VisionPage'), 'VisionPage') },
] as const;

/** Loads the public page at `pathname`, if it is one; settles either way. */
export const preloadPublicPage = (pathname: string): Promise<unknown> =>
  (PUBLIC_PAGES.find((page) => page.path === pathname)?.Page.preload() ?? Promise.resolve()).catch(() => undefined);
