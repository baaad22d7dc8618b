import { LOGIN_SOUND_URL } from '../../../constants';

declare global {
  interface Window {
    /** Optional global player some embedding pages provide (legacy fallback). */
    playLoginSound?: () => void;
  }
}

function playFallback(): void {
  try {
    window.playLoginSound?.();
  } catch {
    // A missing or broken sound never blocks signing in.
  }
}

/** Plays the sign-in chime; if the browser refuses, tries the page's global player; never throws. */
export async function playLoginSound(): Promise<void> {
  try {
    const audio = new Audio(LOGIN_SOUND_URL);
    await audio.play();
  } catch {
    playFallback();
  }
}
