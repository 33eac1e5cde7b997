/*
 * The portal's service worker (issue 22, 17): it makes the portal an installable web app and keeps the
 * build's hashed files (/assets/*: named by their content, so they never change) for the next start.
 * Nothing else is cached, ever: not the pages (their HTML carries the site's live settings), and never
 * an API answer (/wps, /lgw, /lotto, /provider, /seamless, /art...). Those requests are not touched at
 * all and go to the network as if there were no worker.
 */
const cacheName = 'portal-assets-v1';

self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  // Older caches of this worker go; the hashed files of the running build stay.
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name !== cacheName).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin || !url.pathname.startsWith('/assets/')) return;
  event.respondWith(
    caches.open(cacheName).then(async (cache) => {
      const kept = await cache.match(request);
      if (kept) return kept;
      const response = await fetch(request);
      if (response.ok) await cache.put(request, response.clone());
      return response;
    }),
  );
});
