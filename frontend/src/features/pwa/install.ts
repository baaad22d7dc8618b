/** The browser's install offer (Chromium's `beforeinstallprompt`), kept until the member asks for it. */
interface InstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

const VISITS_KEY = 'reto.visits';
const DISMISSED_KEY = 'reto.installDismissed';
const VISIT_COUNTED_KEY = 'reto.visitCounted';
/** The prompt appears from the member's second visit on. */
export const INSTALL_PROMPT_FROM_VISIT = 2;

let deferred: InstallPromptEvent | null = null;

/** Counts this visit (once per browser session) and starts listening for the install offer. */
export function startInstallTracking(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferred = event as InstallPromptEvent;
  });
  try {
    if (sessionStorage.getItem(VISIT_COUNTED_KEY)) return;
    sessionStorage.setItem(VISIT_COUNTED_KEY, '1');
    localStorage.setItem(VISITS_KEY, String(visits() + 1));
  } catch {
    // Storage disabled: no prompt.
  }
}

function visits(): number {
  try {
    return Number(localStorage.getItem(VISITS_KEY)) || 0;
  } catch {
    return 0;
  }
}

const matches = (query: string) => typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
const isPhone = () => matches('(max-width: 767px)');
const isInstalled = () => matches('(display-mode: standalone)');

/** Whether to offer the install: a phone, from the second visit, not installed, never dismissed. */
export function shouldOfferInstall(): boolean {
  try {
    if (localStorage.getItem(DISMISSED_KEY)) return false;
  } catch {
    return false;
  }
  return isPhone() && !isInstalled() && visits() >= INSTALL_PROMPT_FROM_VISIT;
}

export function dismissInstall(): void {
  try {
    localStorage.setItem(DISMISSED_KEY, '1');
  } catch {
    // nothing to remember
  }
}

/** Opens the browser's install dialog when it offered one; false when the browser has none (iOS). */
export async function promptInstall(): Promise<boolean> {
  if (!deferred) return false;
  const offer = deferred;
  deferred = null;
  await offer.prompt();
  const { outcome } = await offer.userChoice;
  if (outcome === 'accepted') dismissInstall();
  return true;
}
