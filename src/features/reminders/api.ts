import {API, ERROR_CODES} from '../../lib/api-contract'
import type {BodyOf} from '../../lib/api-contract/endpoint'
import type {Reminder} from '../../lib/api-contract/reminders'
import {accessJson} from '../../lib/access/access-api'
import {apiJson, ApiError} from '../../lib/api-client'

/** Calls of the reminders feature. The push functions need her access token (access-api.ts attaches it). */

export const fetchVapidPublicKey = () => apiJson(API.vapidPublicKey, 'GET').then((res) => res.publicKey)

export const saveSubscription = (subscription: PushSubscriptionJSON) =>
  accessJson(API.subscribePush, 'POST', subscription)

/** A channel the server no longer holds for her answers 404 (DECISIONS 47): as good as done for "off". */
const goneIsDone = (error: unknown) => {
  if (!(error instanceof ApiError && error.status === 404)) throw error
}

export const removeSubscription = (subscription: BodyOf<typeof API.unsubscribePush, 'POST'>) =>
  accessJson(API.unsubscribePush, 'POST', subscription).then(() => undefined, goneIsDone)

/** DECISIONS 22: the original fields plus the subscription endpoint and the browser's IANA time zone. */
export function scheduleReminder(reminder: Reminder, endpoint: string) {
  const body: BodyOf<typeof API.scheduleReminder, 'POST'> = {
    ...reminder,
    endpoint,
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
  }
  const sent = accessJson(API.scheduleReminder, 'POST', body)
  return reminder.enabled ? sent : sent.then(() => undefined, goneIsDone)
}

/** DECISIONS 39: opt in to daily reminder emails, or ask whether this browser's mail channel is still stored. */
export const reminderMail = (body: BodyOf<typeof API.reminderMail, 'POST'>) =>
  accessJson(API.reminderMail, 'POST', body)

/** A test reminder through the server, by the channel's own way (push or mail). */
export const sendTestReminder = (endpoint: string) => accessJson(API.testReminder, 'POST', {endpoint})

export type ConfirmOutcome = 'confirmed' | 'expired' | 'used' | 'invalid' | 'failed'

/** See DECISIONS 39. POST the token of a reminder address's confirmation link (no access token: the link is the proof). */
export async function confirmReminderMail(token: string): Promise<ConfirmOutcome> {
  try {
    await apiJson(API.reminderMailConfirm, 'POST', {token})
    return 'confirmed'
  } catch (error) {
    if (!(error instanceof ApiError)) return 'failed'
    const code = error.details.code
    if (code === ERROR_CODES.reminderLinkExpired) return 'expired'
    if (code === ERROR_CODES.reminderLinkUsed) return 'used'
    return code === ERROR_CODES.reminderLinkInvalid || error.status === 400 ? 'invalid' : 'failed'
  }
}
