import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissInstall, shouldOfferInstall, startInstallTracking } from './install';

/** A browser session ends: the per-session marker goes, the visit count stays. */
const newSession = () => {
  sessionStorage.clear();
  startInstallTracking();
};

const screen = (phone: boolean) => {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('max-width') ? phone : false }));
};

describe('install offer', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('appears on a phone from the second visit (reloads in one session count once) until dismissed', () => {
    screen(true);
    newSession();
    startInstallTracking();
    expect(shouldOfferInstall()).toBe(false);
    newSession();
    expect(shouldOfferInstall()).toBe(true);
    dismissInstall();
    newSession();
    expect(shouldOfferInstall()).toBe(false);
  });

  it('never appears on a wide screen', () => {
    screen(false);
    newSession();
    newSession();
    expect(shouldOfferInstall()).toBe(false);
  });
});
