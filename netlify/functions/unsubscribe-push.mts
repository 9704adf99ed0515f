import type {Config} from '@netlify/functions'
import {API} from '../../src/lib/api-contract'
import {UnsubscribePush} from '../../src/lib/api-contract/reminders.schema'
import {json, readRequest, withErrors} from './_shared/http'
import {deleteSubscription, holdsSubscription, subscriptionKey} from './_shared/push-store'
import {requireDataOwner} from './_shared/require-access'

/**
 * Deletes a subscription and everything stored for it (reminders, claims, retries, owner index). Repeating it is
 * harmless. Stopping her own reminders needs no paid access (docs/threat-model.md): the subscription's own auth secret, as the
 * browser holds it, or a token this site signed (even of a refunded or disputed order).
 */
export default withErrors(async (req: Request) => {
  const parsed = await readRequest(req, API.unsubscribePush, UnsubscribePush)
  if (parsed.response) return parsed.response
  const sub = subscriptionKey(parsed.data.endpoint)
  if (!(await holdsSubscription(sub, parsed.data.keys))) {
    const owner = await requireDataOwner(req)
    if (owner.response) return owner.response
  }
  await deleteSubscription(sub)
  return json(200, {ok: true})
})

export const config: Config = {path: '/api/unsubscribe-push', method: 'POST'}
