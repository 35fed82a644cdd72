/*
 * Shanglv's H5 service worker (issue 18 §3, "the trip offline"), emitted into the H5 build as
 * /sw.js by scripts/h5-sw/plugin.cjs, which fills in the build's version and entry files.
 *
 * It keeps the app shell so the app opens with no network: pages (navigations) network first,
 * falling back to the kept index.html only when the network fails, so an online visit never gets
 * a stale entry page; hashed files (/js, /css, /assets) cache first, since their names change with
 * their content. API replies (/obt, /mqc) are not touched: they are POSTs, and the app keeps the
 * replies it needs offline in its own storage on both targets (src/mine/stores/offline-copy.ts).
 * Each build has its own cache name; the activating worker deletes the caches of older builds.
 */
/* eslint-disable no-restricted-globals */
const VERSION = '__SW_VERSION__'
const ENTRY = ['__SW_ENTRY__']
const CACHE = `shanglv-shell-${VERSION}`
const INDEX = '/index.html'
const HASHED = /^\/(js|css|assets)\//

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((c) => c.addAll([INDEX, ...ENTRY])).then(() => self.skipWaiting()))
})

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith('shanglv-shell-') && k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  )
})

/** Keeps a good same-origin answer of a build file. */
function keep(request, response) {
  if (response.ok && response.type === 'basic') void caches.open(CACHE).then((c) => c.put(request, response))
}

// The page hands over the files it loaded before this worker could see them (the page's own chunk).
self.addEventListener('message', (event) => {
  const urls = (event.data && Array.isArray(event.data.keep) ? event.data.keep : [])
    .map((u) => new URL(u, self.location.origin))
    .filter((u) => u.origin === self.location.origin && HASHED.test(u.pathname))
  event.waitUntil(
    caches.open(CACHE).then((c) => Promise.all(urls.map((u) => c.match(u.pathname, { ignoreVary: true }).then((hit) => hit || fetch(u.pathname).then((r) => r.ok && c.put(u.pathname, r)).catch(() => undefined))))),
  )
})

self.addEventListener('fetch', (event) => {
  const request = event.request
  if (request.method !== 'GET') return
  const url = new URL(request.url)
  if (url.origin !== self.location.origin) return
  if (request.mode === 'navigate') {
    // Any page of the app is index.html (the server's SPA fallback): the fresh one when online.
    event.respondWith(
      fetch(request)
        .then((response) => {
          if (response.ok && (response.headers.get('content-type') || '').includes('text/html')) keep(INDEX, response.clone())
          return response
        })
        .catch(() => caches.match(INDEX, { ignoreVary: true }).then((hit) => hit || Response.error())),
    )
    return
  }
  if (!HASHED.test(url.pathname)) return
  event.respondWith(
    caches.match(request, { ignoreVary: true }).then((hit) => hit || fetch(request).then((response) => {
      keep(request, response.clone())
      return response
    })),
  )
})
