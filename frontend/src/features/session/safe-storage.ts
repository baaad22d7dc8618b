/** Storage can refuse (private modes, full quotas, blocked cookies): a refusal reads as nothing stored. */
export const safe = <T>(read: () => T, fallback: T): T => {
  try {
    return read();
  } catch {
    return fallback;
  }
};

export const get = (storage: () => Storage, key: string): string | null => safe(() => storage().getItem(key), null);
export const set = (storage: () => Storage, key: string, value: string): void =>
  safe(() => {
    storage().setItem(key, value);
  }, undefined);
export const remove = (storage: () => Storage, key: string): void =>
  safe(() => {
    storage().removeItem(key);
  }, undefined);
export const local = () => window.localStorage;
export const session = () => window.sessionStorage;
