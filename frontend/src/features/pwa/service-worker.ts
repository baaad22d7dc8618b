import { registerSW } from 'virtual:pwa-register';

/** Registers the app's service worker in a production build (the dev server has none). */
export function startServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  registerSW({ immediate: true });
}
