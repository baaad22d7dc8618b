import { beforeEach, describe, expect, it } from 'vitest';
import {
  clearAuthData,
  findToken,
  readAdminAuth,
  readDeviceToken,
  replaceToken,
  storeAdminAuth,
  storeDeviceToken,
} from './storage';

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

describe('session storage', () => {
  it('finds the token in the spec order: session, local auth token, mobile token, device token', () => {
    storeDeviceToken('device');
    expect(findToken()).toBe('device');
    window.localStorage.setItem('mobile_auth_token', 'mobile');
    expect(findToken()).toBe('mobile');
    window.localStorage.setItem('auth_token', 'local');
    expect(findToken()).toBe('local');
    window.sessionStorage.setItem('auth_token', 'session');
    expect(findToken()).toBe('session');
  });

  it('keeps a device token 30 days', () => {
    const now = Date.UTC(2026, 0, 1);
    storeDeviceToken('device', now);
    expect(readDeviceToken(now + 29 * 86_400_000)).toBe('device');
    expect(readDeviceToken(now + 30 * 86_400_000 + 1)).toBeNull();
  });

  it('replaces a rotated token where it was kept', () => {
    storeDeviceToken('old');
    replaceToken('old', 'new');
    expect(findToken()).toBe('new');
  });

  it('restores the admin credential into session storage from its persistent copy', () => {
    storeAdminAuth('credential');
    window.sessionStorage.clear();
    expect(readAdminAuth()).toBe('credential');
    expect(window.sessionStorage.getItem('admin_auth')).toBe('credential');
  });

  it('forgets every stored piece of the session', () => {
    storeDeviceToken('device');
    storeAdminAuth('credential');
    window.sessionStorage.setItem('auth_token', 'session');
    clearAuthData();
    expect(findToken()).toBeNull();
    expect(readAdminAuth()).toBeNull();
  });
});
