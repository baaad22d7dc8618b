import { DEVICE_TOKEN_DAYS } from '../../constants';

/** Where the client keeps what it knows about the session (spec 1, sections 4 and 7). */
export const STORAGE_KEYS = {
  authToken: 'auth_token',
  mobileAuthToken: 'mobile_auth_token',
  deviceToken: 'device_token',
  username: 'username',
  adminAuth: 'admin_auth',
  loginFailures: 'mobile_login_failures',
  lastEmergencyCleanup: 'last_emergency_cleanup',
  /** A member (not the admin) is signed in on this browser: the public pages send them to their panel, not to a store. */
  memberSignedIn: 'member_signed_in',
} as const;

const DAY_MS = 86_400_000;

const safe = <T>(read: () => T, fallback: T): T => {
  try {
    return read();
  } catch {
    return fallback;
  }
};

const get = (storage: () => Storage, key: string): string | null => safe(() => storage().getItem(key), null);
const set = (storage: () => Storage, key: string, value: string): void =>
  safe(() => {
    storage().setItem(key, value);
  }, undefined);
const remove = (storage: () => Storage, key: string): void =>
  safe(() => {
    storage().removeItem(key);
  }, undefined);
const local = () => window.localStorage;
const session = () => window.sessionStorage;

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

export function rememberUsername(username: string): void {
  set(session, STORAGE_KEYS.username, username);
  set(local, STORAGE_KEYS.username, username);
}

export const storedUsername = (): string | null =>
  get(session, STORAGE_KEYS.username) ?? get(local, STORAGE_KEYS.username);

/** The server-issued admin credential: session storage, with a persistent copy restored when missing. */
export function storeAdminAuth(credential: string | null): void {
  if (credential) {
    set(session, STORAGE_KEYS.adminAuth, credential);
    set(local, STORAGE_KEYS.adminAuth, credential);
  } else {
    remove(session, STORAGE_KEYS.adminAuth);
    remove(local, STORAGE_KEYS.adminAuth);
  }
}

export function readAdminAuth(): string | null {
  const current = get(session, STORAGE_KEYS.adminAuth);
  if (current) return current;
  const persistent = get(local, STORAGE_KEYS.adminAuth);
  if (persistent) set(session, STORAGE_KEYS.adminAuth, persistent);
  return persistent;
}

export function loginFailures(): number {
  return Number(get(local, STORAGE_KEYS.loginFailures) ?? 0) || 0;
}
export const setLoginFailures = (count: number): void => {
  if (count > 0) set(local, STORAGE_KEYS.loginFailures, String(count));
  else remove(local, STORAGE_KEYS.loginFailures);
};

/** Emergency cleanup runs at most every 5 minutes (spec 2, section 4). */
export function mayRunEmergencyCleanup(intervalMs: number, now = Date.now()): boolean {
  const last = Number(get(local, STORAGE_KEYS.lastEmergencyCleanup) ?? 0) || 0;
  if (now - last < intervalMs) return false;
  set(local, STORAGE_KEYS.lastEmergencyCleanup, String(now));
  return true;
}

/** Whether a member is signed in on this browser, for the public pages (which do not ask the server). */
export function rememberSignedInMember(signedIn: boolean): void {
  if (signedIn) set(local, STORAGE_KEYS.memberSignedIn, '1');
  else remove(local, STORAGE_KEYS.memberSignedIn);
}

export const memberSignedInHere = (): boolean => get(local, STORAGE_KEYS.memberSignedIn) !== null;

/** Forgets every stored piece of the session (logout, an expired token, the first mobile failure). */
export function clearAuthData(): void {
  for (const key of [STORAGE_KEYS.authToken, STORAGE_KEYS.username, STORAGE_KEYS.adminAuth]) {
    remove(session, key);
  }
  for (const key of [
    STORAGE_KEYS.authToken,
    STORAGE_KEYS.mobileAuthToken,
    STORAGE_KEYS.deviceToken,
    STORAGE_KEYS.username,
    STORAGE_KEYS.adminAuth,
    STORAGE_KEYS.memberSignedIn,
  ]) {
    remove(local, key);
  }
}
