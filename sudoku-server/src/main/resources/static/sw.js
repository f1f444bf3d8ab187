// The service worker: keeps the page's files so that it opens and plays without the server.
// Files come from the network when it answers (and are kept up to date), else from the cache.
// The API is never cached: hints, checks, explanations and new puzzles need the server
// (offline, the page plays puzzles it stocked beforehand: offline.js).
const CACHE = 'sudoku-page-v5';
const FILES = ['./', 'index.html', 'style.css', 'app.js', 'page.js', 'board.js', 'input.js', 'play.js', 'share.js', 'community.js',
  'steps.js', 'chain.js', 'api.js', 'store.js', 'storage.js', 'help.js', 'own.js', 'game.js', 'challenge.js', 'explain.js', 'dialog.js', 'i18n.js', 'i18n/en.js',
  'i18n/es.js', 'i18n/zh.js', 'stats.js', 'print.js', 'offline.js', 'away.js', 'variants.js', 'trainer.js', 'scan.js',
  'favicon.svg', 'manifest.webmanifest'];

self.addEventListener('install', (e) => {
  e.waitUntil(caches.open(CACHE).then((c) => c.addAll(FILES)).then(() => self.skipWaiting()));
});

self.addEventListener('activate', (e) => {
  e.waitUntil(caches.keys()
    .then((keys) => Promise.all(keys.filter((k) => k !== CACHE).map((k) => caches.delete(k))))
    .then(() => self.clients.claim()));
});

self.addEventListener('fetch', (e) => {
  const url = new URL(e.request.url);
  if (e.request.method !== 'GET' || url.origin !== self.location.origin
    || url.pathname.startsWith('/api/') || url.pathname.startsWith('/demo/')) return;
  e.respondWith(fetch(e.request).then((r) => {
    if (r.ok) {
      const copy = r.clone();
      caches.open(CACHE).then((c) => c.put(e.request, copy));
    }
    return r;
  }).catch(() => caches.match(e.request, { ignoreSearch: true })
    .then((r) => r || (e.request.mode === 'navigate' ? caches.match('./') : Response.error()))));
});
