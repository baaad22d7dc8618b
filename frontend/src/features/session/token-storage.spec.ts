import { afterEach, describe, expect, it } from 'vitest';
import { findToken, readDeviceToken, replaceToken, storeAuthToken, storeDeviceToken } from './token-storage';

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

const DAY = 86_400_000;

describe('token storage', () => {
  it('keeps a device token 30 days, then forgets it', () => {
    storeDeviceToken('dispositivo', 0);
    expect(readDeviceToken(29 * DAY)).toBe('dispositivo');
    expect(readDeviceToken(30 * DAY)).toBeNull();
    expect(localStorage.getItem('device_token')).toBeNull();
  });

  it('ignores a device token it cannot read', () => {
    localStorage.setItem('device_token', '{no es json');
    expect(readDeviceToken()).toBeNull();
  });

  it('finds the session token first, then the local ones, then the device token', () => {
    storeDeviceToken('dispositivo');
    expect(findToken()).toBe('dispositivo');
    localStorage.setItem('mobile_auth_token', 'movil');
    expect(findToken()).toBe('movil');
    storeAuthToken('sesion');
    expect(findToken()).toBe('sesion');
    expect(localStorage.getItem('auth_token')).toBe('sesion');
  });

  it('replaces a renewed token wherever the old one was kept', () => {
    storeAuthToken('viejo');
    storeDeviceToken('viejo');
    replaceToken('viejo', 'nuevo');
    expect(sessionStorage.getItem('auth_token')).toBe('nuevo');
    expect(localStorage.getItem('mobile_auth_token')).toBe('nuevo');
    expect(readDeviceToken()).toBe('nuevo');
  });
});
