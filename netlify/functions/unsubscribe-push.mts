import type {Config} from '@netlify/functions'
import {API} from '../../src/lib/api-contract'
import {UnsubscribePush} from '../../src/lib/api-contract/reminders.schema'
import {answer, errorResponse, readRequest, withErrors} from './_shared/http'
import {deleteSubscription, holdsSubscription, ownsSubscription} from './_shared/push-store/subscriptions'
import {channelKeyOf} from './_shared/push-store/mail-channel-keys'
import {subscriptionKey} from './_shared/push-store/records'
import {requireDataOwner} from './_shared/require-access'

/**
 * Deletes a subscription and everything stored for it (reminders, claims, retries, owner index). Stopping her own
 * reminders needs no paid access (threat-model.md, "After a refund…"): the subscription's own auth secret, as the
 * browser holds it, or a token this site signed (even of a refunded or disputed order) of the owner who saved it
 * (DECISIONS 47: an endpoint or an address is never a credential). A channel that is not hers answers as one that is not there,
 * so a token cannot probe which addresses have reminders.
 */
export default withErrors(async (req: Request) => {
  const parsed = await readRequest(req, API.unsubscribePush, UnsubscribePush)
  if (parsed.response) return parsed.response
  let sub = subscriptionKey(parsed.data.endpoint)
  if (!(await holdsSubscription(sub, parsed.data.keys))) {
    const caller = await requireDataOwner(req)
    if (caller.response) return caller.response
    // Her own token first: only then may a mail channel under its earlier key move (mail-channel-keys.ts).
    sub = await channelKeyOf(parsed.data.endpoint)
    if (!(await ownsSubscription(sub, caller.owner)))
      return errorResponse(404, 'These reminders are not set up any more.', 'subscription_not_found')
  }
  await deleteSubscription(sub)
  return answer(API.unsubscribePush, 'POST', 200, {ok: true})
})

export const config: Config = {path: '/api/unsubscribe-push', method: 'POST'}
