// The reminders' and the community's Web Push in the app's service worker (imported by the one vite-plugin-pwa
// generates): shows the reminder with the app's icon, and a tap opens the page it names (today's
// routine), in an open window of the app when there is one.
/* global self */

/** The reminder the server sent (ReminderPushPayload: title, body, url, tag). */
function readReminder(data) {
  if (!data) return {};
  try {
    return data.json();
  } catch {
    return { body: data.text() };
  }
}

/**
 * A community push (a reply, the coach's message) is not shown over a visible window of the app
 * already on its page: that screen shows it live. Reminders are always shown.
 */
function seenLive(reminder, url) {
  if (reminder.tag !== 'community') return Promise.resolve(false);
  return self.clients
    .matchAll({ type: 'window' })
    .then((windows) =>
      windows.some((client) => client.visibilityState === 'visible' && new URL(client.url).pathname === url),
    );
}

self.addEventListener('push', (event) => {
  const reminder = readReminder(event.data);
  const url = typeof reminder.url === 'string' && reminder.url.startsWith('/') ? reminder.url : '/dashboard';
  event.waitUntil(
    seenLive(reminder, url).then((seen) =>
      seen
        ? undefined
        : self.registration.showNotification(reminder.title || 'Reto Emilio', {
            body: reminder.body || '',
            icon: '/icons/icon-192.png',
            lang: 'es',
            tag: reminder.tag || 'reminder',
            data: { url },
          }),
    ),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(event.notification.data?.url || '/dashboard', self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) return open.navigate(target).then((client) => (client ?? open).focus());
      return self.clients.openWindow(target);
    }),
  );
});
