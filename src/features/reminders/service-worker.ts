/** The page's side of the site's own service worker (src/service-worker/sw.ts): push reminders and the offline cache. */
import {
  NOTIFICATION_BADGE,
  NOTIFICATION_ICON,
  REMINDER_DEFAULT_URL,
  SERVICE_WORKER_URL,
} from '../../config/service-worker'

export {NOTIFICATION_BADGE, NOTIFICATION_ICON, SERVICE_WORKER_URL}

/** Registers the worker once the page has loaded; a failure is only logged. */
export function registerServiceWorker() {
  if (!('serviceWorker' in navigator)) return
  const register = () =>
    navigator.serviceWorker
      .register(SERVICE_WORKER_URL)
      .catch((error) => console.error('Service worker registration failed', error))
  if (document.readyState === 'complete') register()
  else window.addEventListener('load', register, {once: true})
}

/** Push needs a service worker, a push manager and notifications. */
export const isPushSupported = () => 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window

/** Shows a notification through the service worker, as a push message would. */
export async function showLocalNotification(title: string, body: string, url: string = REMINDER_DEFAULT_URL) {
  const registration = await navigator.serviceWorker.ready
  await registration.showNotification(title, {body, icon: NOTIFICATION_ICON, badge: NOTIFICATION_BADGE, data: {url}})
}

/** VAPID keys travel as base64url; pushManager.subscribe wants the raw bytes. */
export function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = (value + '='.repeat((4 - (value.length % 4)) % 4)).replace(/-/g, '+').replace(/_/g, '/')
  const binary = atob(base64)
  const bytes = new Uint8Array(new ArrayBuffer(binary.length))
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i)
  return bytes
}
