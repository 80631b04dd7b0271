// boardlore's service worker: keeps one complete copy of the app per version, so that it starts
// and plays with the network gone. scripts/offline.mjs fills in VERSION and FILES after every
// Trunk build (every file of the build, hashed names included); do not edit the copy in dist/.
const VERSION = '__VERSION__';
const FILES = __FILES__;
const CACHE = `boardlore-${VERSION}`;

// Files whose names carry the build's content hash can never be stale, so the browser's HTTP cache
// may give them (the page has usually just loaded them: nothing crosses the network again). The
// others are revalidated (`no-cache`: a 304 when unchanged), so no file of an older build slips in.
const HASHED = /-[0-9a-f]{16}(_bg)?\.(js|wasm|css)$/;

self.addEventListener('install', (event) => {
  // One file after another, so that the offline copy never crowds out what the visitor is doing.
  event.waitUntil(caches.open(CACHE).then(async (cache) => {
    for (const file of FILES) {
      const request = new Request(file, { cache: HASHED.test(file) ? 'default' : 'no-cache' });
      const response = await fetch(request);
      if (!response.ok) throw new Error(`${file}: ${response.status}`);
      await cache.put(file, response);
    }
  }));
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
