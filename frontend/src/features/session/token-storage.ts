import { DEVICE_TOKEN_DAYS } from '../../constants';
import { get, local, remove, safe, session, set } from './safe-storage';
import { STORAGE_KEYS } from './storage-keys';

const DAY_MS = 86_400_000;

/** A device token, kept 30 days (spec: device token stored 30 days). */
export function storeDeviceToken(token: string, now = Date.now()): void {
  set(local, STORAGE_KEYS.deviceToken, JSON.stringify({ token, expiresAt: now + DEVICE_TOKEN_DAYS * DAY_MS }));
}

export function readDeviceToken(now = Date.now()): string | null {
  const raw = get(local, STORAGE_KEYS.deviceToken);
  if (!raw) return null;
  const parsed = safe(() => JSON.parse(raw) as { token?: unknown; expiresAt?: unknown }, null);
  if (!parsed || typeof parsed.token !== 'string' || typeof parsed.expiresAt !== 'number') return null;
  if (parsed.expiresAt <= now) {
    remove(local, STORAGE_KEYS.deviceToken);
    return null;
  }
  return parsed.token;
}

/** The mobile bearer token (`auth.token` of mobile-login), kept in both storages. */
export function storeAuthToken(token: string): void {
  set(session, STORAGE_KEYS.authToken, token);
  set(local, STORAGE_KEYS.authToken, token);
  set(local, STORAGE_KEYS.mobileAuthToken, token);
}

/**
 * The token to send (spec 1, section 7), from the first source that has one: session storage,
 * the local-storage auth token, the mobile auth token, then the device token.
 */
export function findToken(): string | null {
  return (
    get(session, STORAGE_KEYS.authToken) ??
    get(local, STORAGE_KEYS.authToken) ??
    get(local, STORAGE_KEYS.mobileAuthToken) ??
    readDeviceToken()
  );
}

/** True when the member has a bearer or device token (the renewal and device checks use it). */
export const hasStoredToken = (): boolean => findToken() !== null;

/** Replaces the stored token everywhere it was kept (after a renewal rotated it). */
export function replaceToken(oldToken: string, newToken: string): void {
  for (const [storage, key] of [
    [session, STORAGE_KEYS.authToken],
    [local, STORAGE_KEYS.authToken],
    [local, STORAGE_KEYS.mobileAuthToken],
  ] as const) {
    if (get(storage, key) === oldToken) set(storage, key, newToken);
  }
  if (readDeviceToken() === oldToken) storeDeviceToken(newToken);
}
