import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { MEMBER_PAGES } from './member-pages';

/** The member page a browser address opens, if any. */
const pageAt = (pathname: string) => matchRoutes([...MEMBER_PAGES], pathname)?.[0]?.route;

describe('the member area pages', () => {
  it('opens each page of the member area at its Spanish or English address', () => {
    for (const path of ['/dashboard', '/workouts', '/profile', '/settings', '/grupo', '/mensajes'])
      expect(pageAt(path)?.path).toBe(path);
  });

  it("opens an exercise of a workout, and a workout's address cut short on the same page (which says what is missing)", () => {
    const exercise = pageAt('/workout/3/12');
    const cutShort = pageAt('/workout/3');
    expect(exercise?.path).toBe('/workout/:unitId/:exerciseId');
    expect(cutShort?.path).toBe('/workout/*');
    expect(cutShort?.Page).toBe(exercise?.Page);
  });

  it('leaves every other address to the rest of the app (the landing, the panel, the 404)', () => {
    for (const path of ['/', '/admin', '/auth', '/nutrition-plan-results', '/no-existe'])
      expect(pageAt(path)).toBeUndefined();
  });

  it('gives each page its own chunk, loaded on demand', () => {
    const lazy = Symbol.for('react.lazy');
    for (const { Page } of MEMBER_PAGES) expect((Page as unknown as { $$typeof: symbol }).$$typeof).toBe(lazy);
  });
});
