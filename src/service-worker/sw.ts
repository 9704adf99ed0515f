/**
 * Service worker of the Menopause Mastery Toolkit: shows the daily reminders sent by web push, opens the right
 * page when one is clicked, and keeps the app shell and visited pages for offline use. Bundled to /sw.js at build
 * time (build-time/service-worker); typed with the WebWorker library (its own tsconfig.json beside it).
 */
import {
  FUNCTION_PATH_PREFIXES,
  NOTIFICATION_BADGE,
  NOTIFICATION_DEFAULT_TITLE,
  NOTIFICATION_ICON,
  OFFLINE_CACHE,
  OFFLINE_SHELL,
  REMINDER_DEFAULT_URL,
} from '../config/service-worker'

declare const self: ServiceWorkerGlobalScope

/** What a push message carries (features/reminders: ReminderPayload); anything may be missing. */
type PushMessage = {title?: string; body?: string; url?: string; tag?: string}

self.addEventListener('install', (event) => {
  // One missing page must not stop the worker from installing.
  event.waitUntil(
    caches
      .open(OFFLINE_CACHE)
      .then((cache) => Promise.all(OFFLINE_SHELL.map((url) => cache.add(url).catch(() => undefined)))),
  )
  void self.skipWaiting()
})

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key !== OFFLINE_CACHE).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  )
})

// Never stored: function answers (tokens, orders, health data) and any URL with a query string, which can carry
// a secret (`/checkout-success?restore=…`, `?payment_intent=…`, `?code=…`). The browser fetches those itself.
const isCacheable = (request: Request, url: URL) =>
  request.method === 'GET' &&
  url.origin === self.location.origin &&
  url.search === '' &&
  !FUNCTION_PATH_PREFIXES.some((prefix) => url.pathname.startsWith(prefix))

// Content-hashed build files never change: served from the cache once stored.
const isImmutable = (url: URL) => /-[0-9a-f]{16,}\.(js|css)$/.test(url.pathname) || url.pathname.startsWith('/static/')

const cachePut = (request: Request, response: Response) => {
  // A response that asks not to be stored (every function answer says no-store) is not.
  if (response.ok && !/no-store/i.test(response.headers.get('Cache-Control') || '')) {
    const copy = response.clone()
    void caches.open(OFFLINE_CACHE).then((cache) => cache.put(request, copy))
  }
  return response
}

/** True in the worker `gatsby develop` serves (build-time/service-worker/bundle.ts). */
declare const __SW_DEVELOPMENT__: boolean

self.addEventListener('fetch', (event) => {
  // Under `npm start` the development server compiles a page's code on its first visit; a worker in between
  // held that request until the page timed out (the demo-sale walk). There it caches nothing.
  if (__SW_DEVELOPMENT__) return
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
      .catch(() =>
        caches
          .match(request)
          .then((hit) => hit || (isPage ? caches.match('/') : undefined))
          .then((hit) => hit || Response.error()),
      ),
  )
})

self.addEventListener('push', (event) => {
  let message: PushMessage = {}
  try {
    message = event.data ? (event.data.json() as PushMessage) : {}
  } catch {
    message = {body: event.data ? event.data.text() : ''}
  }
  event.waitUntil(
    self.registration.showNotification(message.title || NOTIFICATION_DEFAULT_TITLE, {
      body: message.body || '',
      icon: NOTIFICATION_ICON,
      badge: NOTIFICATION_BADGE,
      tag: message.tag,
      data: {url: message.url || REMINDER_DEFAULT_URL},
    }),
  )
})

self.addEventListener('notificationclick', (event) => {
  event.notification.close()
  const data = event.notification.data as {url?: string} | null
  const target = new URL(data?.url || '/', self.location.origin)
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
