import type {Config} from '@netlify/functions'
import {API} from '../../src/lib/api-contract'
import {answer, errorResponse, withErrors} from './_shared/http'
import {holdsSubscription, ownsSubscription, saveSubscription} from './_shared/push-store/subscriptions'
import {PushSubscriptionSchema, subscriptionKey} from './_shared/push-store/records'
import {readSubscription} from './_shared/push-store/keys'
import {readAuthorizedRequest} from './_shared/require-access'

/**
 * Stores a browser's push subscription (reminders are a purchaser feature); only push services' endpoints. One
 * another owner saved is not taken over by its endpoint (DECISIONS 47): only by the browser that holds it (its
 * auth secret matches), e.g. hers again after a new token.
 */
export default withErrors(async (req: Request) => {
  const parsed = await readAuthorizedRequest(req, API.subscribePush, PushSubscriptionSchema)
  if (parsed.response) return parsed.response
  const {owner} = parsed
  const sub = subscriptionKey(parsed.data.endpoint)
  const taken =
    (await readSubscription(sub)) &&
    !(await ownsSubscription(sub, owner)) &&
    !(await holdsSubscription(sub, parsed.data.keys))
  if (taken)
    return errorResponse(
      409,
      'This browser’s notifications are set up under another access. Turn notifications off and on again.',
      'subscription_taken',
    )
  await saveSubscription(parsed.data, owner, new Date())
  return answer(API.subscribePush, 'POST', 201, {ok: true})
})

export const config: Config = {
  path: '/api/subscribe-push',
  method: 'POST',
  // Each new subscription grows storage.
  rateLimit: {windowLimit: 20, windowSize: 60, aggregateBy: ['ip', 'domain']},
}
