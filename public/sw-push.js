/* global self */
/* Card alerts in the service worker (issue #34, decision 025), imported by Workbox's worker
 * (server/installable-app.ts importScripts). A push from our server, or a message from the demo
 * page, becomes a notification; a click opens its in-app path in a window of this site. */
const ALERTS_SAME_SITE = (url) =>
  typeof url === 'string' && url.startsWith('/') && !url.startsWith('//') ? url : '/';

function showAlert(note) {
  const n = note && typeof note === 'object' ? note : {};
  return self.registration.showNotification(String(n.title || 'Virtual Cards').slice(0, 120), {
    body: String(n.body || '').slice(0, 300),
    tag: typeof n.tag === 'string' ? n.tag : undefined,
    icon: '/pwa-192.png',
    data: { url: ALERTS_SAME_SITE(n.url) },
  });
}

self.addEventListener('push', (event) => {
  let note = {};
  try {
    note = event.data ? event.data.json() : {};
  } catch {
    note = {};
  }
  event.waitUntil(showAlert(note));
});

// Demo mode: the in-browser sandbox posts its alerts while the tab is hidden (same origin only).
self.addEventListener('message', (event) => {
  const data = event.data;
  const fromHere = event.source && new URL(event.source.url).origin === self.location.origin;
  if (fromHere && data && data.type === 'vcs-alert') event.waitUntil(showAlert(data.note));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(ALERTS_SAME_SITE(event.notification.data?.url), self.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      for (const client of windows) {
        if ('navigate' in client && new URL(client.url).origin === self.location.origin) {
          // Navigate first: focus() needs the click's activation and may be refused.
          const opened = await client.navigate(url);
          await client.focus().catch(() => undefined);
          return opened;
        }
      }
      return self.clients.openWindow(url);
    })(),
  );
});
