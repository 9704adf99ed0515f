import type {Config} from '@netlify/functions'
import {API} from '../../src/lib/api-contract'
import type {ReminderMailResult} from '../../src/lib/api-contract/reminders'
import {ReminderMail} from '../../src/lib/api-contract/reminders.schema'
import {bearerToken} from './_shared/access-token'
import {errorResponse, json, withErrors} from './_shared/http'
import {ownerKey, saveMailChannel, subscriptionKey, touchChannel} from './_shared/push-store'
import {readAuthorizedRequest} from './_shared/require-access'
import {isSuppressed} from './_shared/suppression'

/**
 * Daily reminders by email where push cannot reach (DECISIONS 39). `subscribe` stores her address as a channel
 * (her own, under the owner's cap) and answers its endpoint; `status` tells the page whether that channel is still
 * stored (an unsubscribe link or retention may have deleted it) and refreshes when it was last seen. A reminder is
 * shown as on only while this answers confirmed.
 */
export default withErrors(async (req: Request) => {
  const parsed = await readAuthorizedRequest(req, API.reminderMail, ReminderMail)
  if (parsed.response) return parsed.response
  const owner = ownerKey(parsed.claims, bearerToken(req) ?? '')
  const now = new Date()

  if (parsed.data.action === 'status') {
    const confirmed = await touchChannel(subscriptionKey(parsed.data.endpoint), owner, now)
    return json(200, {confirmed} satisfies ReminderMailResult)
  }
  // An address that unsubscribed from all our mail would get nothing: say so instead of a false "on".
  if (await isSuppressed(parsed.data.email))
    return errorResponse(
      409,
      'This address unsubscribed from our emails, so reminders would not reach it. Please use another address or contact support.',
      'address_unsubscribed',
    )
  const {endpoint} = await saveMailChannel(parsed.data.email, owner, now)
  return json(201, {confirmed: true, endpoint} satisfies ReminderMailResult)
})

export const config: Config = {path: '/api/reminder-mail', method: 'POST'}
