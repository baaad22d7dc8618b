import { describe, expect, it } from 'vitest';
import { CACHE_VERSION_CLEAR_MS } from '../../constants';
import { cacheAction, needsBuildReload } from './cache-control';

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
