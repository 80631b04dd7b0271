// boardlore's service worker: keeps one complete copy of the app per version, so that it starts
// and plays with the network gone. scripts/offline.mjs fills in VERSION and FILES after every
// Trunk build (every file of the build, hashed names included); do not edit the copy in dist/.
const VERSION = '__VERSION__';
const FILES = __FILES__;
const CACHE = `boardlore-${VERSION}`;

self.addEventListener('install', (event) => {
  // `reload` bypasses the browser's HTTP cache, so that no file of an older build slips in.
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(FILES.map((f) => new Request(f, { cache: 'reload' })))));
});

self.addEventListener('activate', (event) => {
  // Only once no page of the old version is open (or the visitor asked to update): the old
  // copy goes as a whole.
  event.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith('boardlore-') && k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('message', (event) => {
  if (event.data === 'update') self.skipWaiting();
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || new URL(request.url).origin !== self.location.origin) return;
  // Every page of the app is index.html with a query (?game=leyla...).
  const lookup = request.mode === 'navigate' ? caches.match(new URL('./', self.registration.scope).href, { cacheName: CACHE })
    : caches.match(request, { cacheName: CACHE, ignoreSearch: true });
  event.respondWith(lookup.then((hit) => hit || fetch(request)));
});
