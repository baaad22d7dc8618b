import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { MEMBER_PAGES, OPEN_PAGES } from './app-pages';

/** The page of `pages` a browser address opens, if any. */
const pageAt = <Page extends { path: string }>(pages: readonly Page[], pathname: string) =>
  matchRoutes([...pages], pathname)?.[0]?.route;

describe('the member area pages', () => {
  it('opens each page of the member area at its address', () => {
    for (const path of ['/dashboard', '/workouts', '/profile', '/settings', '/grupo', '/mensajes'])
      expect(pageAt(MEMBER_PAGES, path)?.path).toBe(path);
  });

  it("opens an exercise of a workout, and a workout's address cut short on the same page (which says what is missing)", () => {
    const exercise = pageAt(MEMBER_PAGES, '/workout/3/12');
    const cutShort = pageAt(MEMBER_PAGES, '/workout/3');
    expect(exercise?.path).toBe('/workout/:unitId/:exerciseId');
    expect(cutShort?.path).toBe('/workout/*');
    expect(cutShort?.Page).toBe(exercise?.Page);
  });
});

describe('the open pages', () => {
  it('opens the start, the sign-in, the purchase and the help pages to anyone', () => {
    for (const path of [
      '/',
      '/auth',
      '/subscribe',
      '/pricing',
      '/checkout',
      '/purchase-success',
      '/recuperar-contrasena',
    ])
      expect(pageAt(OPEN_PAGES, path)?.path).toBe(path);
    for (const path of ['/emergency', '/diagnostic', '/admin-auth', '/voice-backup'])
      expect(pageAt(OPEN_PAGES, path)?.path).toBe(path);
  });

  it('never opens a page of the member area or the panel without its guard', () => {
    for (const path of ['/dashboard', '/workout/3/12', '/grupo', '/mensajes', '/admin'])
      expect(pageAt(OPEN_PAGES, path)).toBeUndefined();
    for (const path of ['/', '/auth', '/admin', '/no-existe']) expect(pageAt(MEMBER_PAGES, path)).toBeUndefined();
  });
});

it('gives each page its own chunk, loaded on demand', () => {
  const lazy = Symbol.for('react.lazy');
  for (const { Page } of [...MEMBER_PAGES, ...OPEN_PAGES])
    expect((Page as unknown as { $$typeof: symbol }).$$typeof).toBe(lazy);
});
