/** What this browser allows for notifications (Web Push). */
export type PushPermission = 'unsupported' | 'default' | 'granted' | 'denied';

export interface BrowserPushSubscription {
  endpoint: string;
  expirationTime: number | null;
  keys: { p256dh: string; auth: string };
}

export function pushPermission(): PushPermission {
  if (typeof window === 'undefined' || !('Notification' in window) || !('serviceWorker' in navigator)) {
    return 'unsupported';
  }
  if (!('PushManager' in window)) return 'unsupported';
  return Notification.permission;
}

/** The VAPID public key (base64url) as the bytes `PushManager.subscribe` takes. */
export function applicationServerKey(publicKey: string): Uint8Array<ArrayBuffer> {
  const base64 = `${publicKey}${'='.repeat((4 - (publicKey.length % 4)) % 4)}`.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i += 1) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/**
 * Asks the browser's permission (only now: the member switched push on) and subscribes this
 * device through the app's service worker. Null when the member or the browser said no.
 */
export async function subscribeThisDevice(publicKey: string): Promise<BrowserPushSubscription | null> {
  if (pushPermission() === 'unsupported') return null;
  if ((await Notification.requestPermission()) !== 'granted') return null;
  const registration = await navigator.serviceWorker.ready;
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: applicationServerKey(publicKey),
    }));
  const { endpoint, expirationTime, keys } = subscription.toJSON();
  if (!endpoint || !keys?.p256dh || !keys.auth) return null;
  return { endpoint, expirationTime: expirationTime ?? null, keys: { p256dh: keys.p256dh, auth: keys.auth } };
}

/** Ends this device's subscription; answers its endpoint (to forget on the server), or null without one. */
export async function unsubscribeThisDevice(): Promise<string | null> {
  if (pushPermission() === 'unsupported') return null;
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  if (!subscription) return null;
  await subscription.unsubscribe();
  return subscription.endpoint;
}
