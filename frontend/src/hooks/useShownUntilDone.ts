import { useState } from 'react';

const done = (key: string): boolean => {
  try {
    return localStorage.getItem(key) !== null;
  } catch {
    return true;
  }
};

/**
 * Something shown in this browser until the member deals with it once (a welcome, a question):
 * whether to show it, and the call that records it as done here.
 */
export function useShownUntilDone(key: string): [shown: boolean, markDone: () => void] {
  const [shown, setShown] = useState(() => !done(key));
  const markDone = () => {
    try {
      localStorage.setItem(key, new Date().toISOString());
    } catch {
      // storage disabled: it goes for this visit
    }
    setShown(false);
  };
  return [shown, markDone];
}

/** The key under which a member's timezone counts as confirmed in this browser. */
export const timezoneConfirmedKey = (memberId: number): string => `reto.timezone-confirmed.${String(memberId)}`;

/** Records the member's timezone as confirmed here (they chose it in /settings). */
export function confirmTimezoneHere(memberId: number): void {
  try {
    localStorage.setItem(timezoneConfirmedKey(memberId), new Date().toISOString());
  } catch {
    // storage disabled: asked again next visit
  }
}
