/**
 * The browsers' push services: the only hosts the server ever sends a push message to. A subscription whose
 * endpoint is anywhere else (another host, an IP literal, loopback, a private or link-local address, a port
 * other than 443, plain http, credentials in the URL) is refused with 400, so the scheduler cannot be made
 * to POST into the site's own network or anyone else's server.
 *
 * There is deliberately no switch (environment variable, demo mode) that widens this list: the tests reach
 * their local fake push service by routing these hostnames to it inside the test process
 * (tests/support/fake-push.ts), so a deployed function has nothing that could be turned on.
 */
export const PUSH_SERVICES = [
  // Chrome, and Chromium browsers such as Opera and Brave: Firebase Cloud Messaging.
  {name: 'Firebase Cloud Messaging', host: 'fcm.googleapis.com'},
  // Firefox: Mozilla autopush (updates.push.services.mozilla.com).
  {name: 'Mozilla autopush', suffix: '.push.services.mozilla.com'},
  // Edge on Windows: Windows Push Notification Services (e.g. wns2-par02p.notify.windows.com).
  {name: 'Windows Push Notification Services', suffix: '.notify.windows.com'},
  // Safari 16+ on macOS and iOS/iPadOS 16.4+: Apple web push (web.push.apple.com).
  {name: 'Apple web push', suffix: '.push.apple.com'},
] as const

const matches = (hostname: string) =>
  PUSH_SERVICES.some((service) =>
    'host' in service
      ? hostname === service.host
      : hostname.endsWith(service.suffix) && hostname.length > service.suffix.length,
  )

/** Whether an endpoint is an https URL on one of the push services, on the default port, without credentials. */
export function isPushServiceEndpoint(endpoint: string): boolean {
  let url: URL
  try {
    url = new URL(endpoint)
  } catch {
    return false
  }
  // URL normalises ':443' away for https; any other port stays in `port`.
  return url.protocol === 'https:' && url.port === '' && !url.username && !url.password && matches(url.hostname)
}

export const PUSH_SERVICE_ERROR =
  'The subscription endpoint must be a browser push service (FCM, Mozilla, Windows or Apple) over https.'
