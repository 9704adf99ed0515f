import {apiJson, apiRequest} from '../../lib/api-client'
import type {Reminder} from './logic'

/** Calls of the reminders feature. The push functions need the purchaser's access token. */
const bearer = (token: string) => ({Authorization: `Bearer ${token}`})

export const fetchVapidPublicKey = () => apiJson<{publicKey: string}>('GET', '/api/vapid-public-key').then((res) => res.publicKey)

export const saveSubscription = (subscription: PushSubscriptionJSON, token: string) => apiRequest('POST', '/api/subscribe-push', subscription, bearer(token))

export const removeSubscription = (subscription: PushSubscriptionJSON, token: string) => apiRequest('POST', '/api/unsubscribe-push', subscription, bearer(token))

/** DECISIONS 22: the spec's fields plus the subscription endpoint and the browser's IANA time zone. */
export const scheduleReminder = (reminder: Reminder, endpoint: string, token: string) =>
  apiRequest(
    'POST',
    '/api/schedule-reminder',
    {...reminder, endpoint, timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone},
    bearer(token),
  )
