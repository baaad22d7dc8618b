import { describe, expect, it } from 'vitest';
import { lastSavedWhenOffline } from './read-policy';

describe('lastSavedWhenOffline', () => {
  it('reads the server online and only the saved copy offline', () => {
    expect(lastSavedWhenOffline(true)).toBe('network-only');
    expect(lastSavedWhenOffline(false)).toBe('cache-only');
  });
});
