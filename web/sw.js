// boardlore's service worker: keeps one complete copy of the app per version, so that it starts
// and plays with the network gone. scripts/offline.mjs fills in VERSION and FILES after every
// Trunk build (every file of the build, hashed names included); do not edit the copy in dist/.
const VERSION = '__VERSION__';
const FILES = __FILES__;
const CACHE = `boardlore-${VERSION}`;
// A museum's own words, `locales/<tag>.ftl` beside index.html (docs/curating.md), are not part of
// the build: kept apart from the versions (a cache whose name is not a version's), asked of the network first, kept for offline use
// when found, forgotten when gone (404).
const WORDS = 'museum-words';
const MUSEUM_FILE = /\/locales\/[^/]+\.ftl$/;
// The tags of the languages this build has (English, and those with locales/<tag>/messages.ftl).
const TAGS = ['en', ...FILES.map((f) => f.match(/^\.\/locales\/([^/]+)\/messages\.ftl$/)?.[1]).filter(Boolean)];

/** `request` from the network, the museum's-words cache kept in step; the cached copy offline. */
const museumFile = async (request) => {
  let response;
  try {
    response = await fetch(request);
  } catch (error) {
    const kept = await caches.match(request, { cacheName: WORDS, ignoreSearch: true });
    if (kept) return kept;
    throw error;
  }
  // The cache is made only when there is a museum's file to keep.
  const key = new URL(request.url).pathname;
  if (response.ok && !(response.headers.get('content-type') ?? '').includes('html')) await (await caches.open(WORDS)).put(key, response.clone());
  else if (response.status === 404 && await caches.has(WORDS)) await (await caches.open(WORDS)).delete(key);
  return response;
};

// Files whose names carry the build's content hash can never be stale, so the browser's HTTP cache
// may give them (the page has usually just loaded them: nothing crosses the network again). The
// others are revalidated (`no-cache`: a 304 when unchanged), so no file of an older build slips in.
const HASHED = /-[0-9a-f]{8,16}(_bg)?\.(js|wasm|css)$/;

self.addEventListener('install', (event) => {
  // One file after another, so that the offline copy never crowds out what the visitor is doing.
  event.waitUntil(caches.open(CACHE).then(async (cache) => {
    for (const file of FILES) {
      const request = new Request(file, { cache: HASHED.test(file) ? 'default' : 'no-cache' });
      const response = await fetch(request);
      if (!response.ok) throw new Error(`${file}: ${response.status}`);
      await cache.put(file, response);
    }
    // A museum's file for a built-in language, if there is one (a new language's file is kept
    // the first time the page asks for it with this worker in charge).
    for (const tag of TAGS) await museumFile(new Request(new URL(`locales/${tag}.ftl`, self.registration.scope), { cache: 'no-cache' })).catch(() => {});
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
  if (MUSEUM_FILE.test(new URL(request.url).pathname)) {
    event.respondWith(museumFile(request));
    return;
  }
  // Every page of the app is index.html with a query (?game=leyla...).
  const lookup = request.mode === 'navigate' ? caches.match(new URL('./', self.registration.scope).href, { cacheName: CACHE })
    : caches.match(request, { cacheName: CACHE, ignoreSearch: true });
  event.respondWith(lookup.then((hit) => hit || fetch(request)));
});
