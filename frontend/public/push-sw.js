// The reminders' Web Push in the app's service worker (imported by the one vite-plugin-pwa
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

self.addEventListener('push', (event) => {
  const reminder = readReminder(event.data);
  const url = typeof reminder.url === 'string' && reminder.url.startsWith('/') ? reminder.url : '/dashboard';
  event.waitUntil(
    self.registration.showNotification(reminder.title || 'Reto Emilio', {
      body: reminder.body || '',
      icon: '/icons/icon-192.png',
      lang: 'es',
      tag: reminder.tag || 'reminder',
      data: { url },
    }),
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
