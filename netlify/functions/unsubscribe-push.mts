import type {Config} from '@netlify/functions'
import {API} from '../../src/lib/api-contract'
import {UnsubscribePush} from '../../src/lib/api-contract/reminders.schema'
import {json, withErrors} from './_shared/http'
import {deleteSubscription, subscriptionKey} from './_shared/push-store'
import {readAuthorizedRequest} from './_shared/require-access'

/** Deletes a subscription and everything stored for it (reminders, claims, retries, owner index). Repeating it is harmless. */
export default withErrors(async (req: Request) => {
  const parsed = await readAuthorizedRequest(req, API.unsubscribePush, UnsubscribePush)
  if (parsed.response) return parsed.response

  await deleteSubscription(subscriptionKey(parsed.data.endpoint))
  return json(200, {ok: true})
})

export const config: Config = {path: '/api/unsubscribe-push', method: 'POST'}
