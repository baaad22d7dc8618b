import { get, local, remove, session, set } from './safe-storage';
import { STORAGE_KEYS } from './storage-keys';

export { STORAGE_KEYS } from './storage-keys';
export * from './token-storage';

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

/** Who re-reads whether a member is signed in here when it changes (`useMemberSignedInHere`). */
const signedInListeners = new Set<() => void>();
const signedInChanged = () => signedInListeners.forEach((listener) => listener());

/** Whether a member is signed in on this browser, for the public pages (which do not ask the server). */
export function rememberSignedInMember(signedIn: boolean): void {
  if (signedIn) set(local, STORAGE_KEYS.memberSignedIn, '1');
  else remove(local, STORAGE_KEYS.memberSignedIn);
  signedInChanged();
}

export const memberSignedInHere = (): boolean => get(local, STORAGE_KEYS.memberSignedIn) !== null;

/**
 * Calls `listener` whenever whether a member is signed in here may have changed: in this tab (the
 * session learnt after a page showed, a sign-out) or in another (the browser's `storage` event).
 */
export function onMemberSignedInChange(listener: () => void): () => void {
  signedInListeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    signedInListeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

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
  signedInChanged();
}
