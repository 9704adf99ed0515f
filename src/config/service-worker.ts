import {ROUTES} from './site'

/**
 * What the page and its service worker (src/service-worker/sw.ts, bundled to /sw.js at build time) both know:
 * the worker's URL, the notification images, the offline cache and the paths it never stores.
 */
export const SERVICE_WORKER_URL = '/sw.js'

/** Notification icon 192x192, badge 72x72. */
export const NOTIFICATION_ICON = '/icons/icon-192.png'
export const NOTIFICATION_BADGE = '/icons/badge-72.png'
export const NOTIFICATION_DEFAULT_TITLE = 'Wellness Reminder'
/** Where a reminder opens when its message names no page. */
export const REMINDER_DEFAULT_URL = ROUTES.reminders

/** v2: v1 could hold URLs with query strings (`?restore=…` links); activating v2 deletes it. */
export const OFFLINE_CACHE = 'mmt-offline-v2'
/** Stored at install, so the app opens offline. */
export const OFFLINE_SHELL = [
  ROUTES.home,
  ROUTES.reminders,
  ROUTES.toolkit,
  '/manifest.webmanifest',
  NOTIFICATION_ICON,
  NOTIFICATION_BADGE,
] as const

/** Where the functions answer (config.path of netlify/functions/*; a test keeps this list complete). */
export const FUNCTION_PATH_PREFIXES = ['/api/', '/.netlify/', '/paypal/'] as const
