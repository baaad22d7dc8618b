import { afterEach, describe, expect, it, vi } from 'vitest';
import { CACHE_VERSION_CLEAR_MS } from '../../constants';
import { cacheAction, clearCachesAndWorkers, needsBuildReload } from './cache-control';

describe('the cache version check', () => {
  const now = Date.UTC(2026, 10, 23, 12);

  it('remembers the first version it sees without clearing anything', () => {
    expect(cacheAction({ storedVersion: null, serverVersion: '3', lastClearAt: null, now })).toBe('remember');
  });

  it('clears when the server version changed (the trainer refreshed the videos)', () => {
    expect(cacheAction({ storedVersion: '3', serverVersion: '4', lastClearAt: now - 60_000, now })).toBe('clear');
  });

  it('clears once 6 hours passed since the last forced clear, not before', () => {
    expect(
      cacheAction({ storedVersion: '3', serverVersion: '3', lastClearAt: now - CACHE_VERSION_CLEAR_MS + 1, now }),
    ).toBe('none');
    expect(
      cacheAction({ storedVersion: '3', serverVersion: '3', lastClearAt: now - CACHE_VERSION_CLEAR_MS, now }),
    ).toBe('clear');
  });
});

describe('the phone reload on a new build', () => {
  it('reloads once when the stored marker is another build, never on a first visit or the same build', () => {
    expect(needsBuildReload('abc-old', 'def-new')).toBe(true);
    expect(needsBuildReload('def-new', 'def-new')).toBe(false);
    expect(needsBuildReload(null, 'def-new')).toBe(false);
  });

  it('has a build id defined at build time', () => {
    expect(__BUILD_ID__).toMatch(/\S+/);
  });
});

describe('clearing the caches and the service workers', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  /** A worker still installing: it writes its precache until its state changes. */
  class InstallingWorker extends EventTarget {
    state = 'installing';
    finish() {
      this.state = 'installed';
      this.dispatchEvent(new Event('statechange'));
    }
  }

  it('unregisters a worker still installing only once it is done, and only then empties the caches', async () => {
    const steps: string[] = [];
    const worker = new InstallingWorker();
    const registration = {
      installing: worker,
      unregister: vi.fn(async () => (steps.push('unregistered'), true)),
    };
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { getRegistrations: async () => [registration] },
    });
    vi.stubGlobal('caches', {
      keys: async () => (steps.push('caches read'), ['workbox-precache']),
      delete: async (name: string) => (steps.push(`deleted ${name}`), true),
    });

    const cleared = clearCachesAndWorkers();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(steps).toEqual([]); // the worker is still installing: nothing unregistered, no cache read
    worker.finish();
    await cleared;
    expect(steps).toEqual(['unregistered', 'caches read', 'deleted workbox-precache']);
  });
});
