/* Service worker of the Menopause Mastery Toolkit: shows the daily reminders sent by web push, opens the
   right page when one is clicked, and keeps the app shell and visited pages for offline use. */
// v2: v1 could hold URLs with query strings (`?restore=…` links); activating v2 deletes it.
const CACHE = 'mmt-offline-v2'
const SHELL = [
  '/',
  '/wellness-reminders',
  '/toolkit',
  '/manifest.webmanifest',
  '/icons/icon-192.png',
  '/icons/badge-72.png',
]
// Spec: notification icon 192x192, badge 72x72.
const ICON = '/icons/icon-192.png'
const BADGE = '/icons/badge-72.png'

self.addEventListener('install', (event) => {
  // One missing page must not stop the worker from installing.
  event.waitUntil(
    caches.open(CACHE).then((cache) => Promise.all(SHELL.map((url) => cache.add(url).catch(() => undefined)))),
  )
  self.skipWaiting()
})

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key !== CACHE).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  )
})

// Where the functions answer (config.path of netlify/functions/*; a unit test keeps this list complete).
const FUNCTION_PATHS = ['/api/', '/.netlify/', '/paypal/']

// Never stored: function answers (tokens, orders, health data) and any URL with a query string, which can carry
// a secret (`/checkout-success?restore=…`, `?payment_intent=…`, `?code=…`). The browser fetches those itself.
const isCacheable = (request, url) =>
  request.method === 'GET' &&
  url.origin === self.location.origin &&
  url.search === '' &&
  !FUNCTION_PATHS.some((prefix) => url.pathname.startsWith(prefix))

// Content-hashed build files never change: served from the cache once stored.
const isImmutable = (url) => /-[0-9a-f]{16,}\.(js|css)$/.test(url.pathname) || url.pathname.startsWith('/static/')

const cachePut = (request, response) => {
  // A response that asks not to be stored (every function answer says no-store) is not.
  if (response.ok && !/no-store/i.test(response.headers.get('Cache-Control') || '')) {
    const copy = response.clone()
    caches.open(CACHE).then((cache) => cache.put(request, copy))
  }
  return response
}

self.addEventListener('fetch', (event) => {
  const {request} = event
  const url = new URL(request.url)
  if (!isCacheable(request, url)) return
  if (isImmutable(url)) {
    event.respondWith(
      caches.match(request).then((hit) => hit || fetch(request).then((response) => cachePut(request, response))),
    )
    return
  }
  // Pages, page data and everything unhashed (also `gatsby develop` bundles): the network first, so a deploy
  // or an edit shows at once; the stored copy of a visited page offline, else the home page shell.
  const isPage = request.mode === 'navigate'
  event.respondWith(
    fetch(request)
      .then((response) => cachePut(request, response))
      .catch(() => caches.match(request).then((hit) => hit || (isPage ? caches.match('/') : Response.error()))),
  )
})

self.addEventListener('push', (event) => {
  let message = {}
  try {
    message = event.data ? event.data.json() : {}
  } catch {
    message = {body: event.data ? event.data.text() : ''}
  }
  const title = message.title || 'Wellness Reminder'
  event.waitUntil(
    self.registration.showNotification(title, {
      body: message.body || '',
      icon: ICON,
      badge: BADGE,
      tag: message.tag,
      data: {url: message.url || '/wellness-reminders'},
    }),
  )
})

self.addEventListener('notificationclick', (event) => {
  event.notification.close()
  const target = new URL((event.notification.data && event.notification.data.url) || '/', self.location.origin)
  event.waitUntil(
    self.clients.matchAll({type: 'window', includeUncontrolled: true}).then((windows) => {
      const same = windows.find((client) => new URL(client.url).pathname === target.pathname)
      if (same) return same.focus().then((client) => (client && target.hash ? client.navigate(target.href) : client))
      const any = windows.find((client) => new URL(client.url).origin === target.origin)
      if (any) return any.navigate(target.href).then((client) => client && client.focus())
      return self.clients.openWindow(target.href)
    }),
  )
})
