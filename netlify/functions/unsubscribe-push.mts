import type {Config} from '@netlify/functions'
import {z} from 'zod'
import {json, parseBody, rejectMethod, withErrors} from './_shared/http'
import {deleteSubscription, subscriptionKey} from './_shared/push-store'
import {requireAccess} from './_shared/require-access'

// The browser sends its whole subscription; only the endpoint identifies it.
const Unsubscribe = z.object({endpoint: z.url({error: 'Send the subscription endpoint.'}).max(2048)})

/** Deletes a subscription and everything stored for it (reminders, claims, retries, owner index). Repeating it is harmless. */
export default withErrors(async (req: Request) => {
  const wrongMethod = rejectMethod(req, 'POST')
  if (wrongMethod) return wrongMethod
  const access = await requireAccess(req)
  if (access.response) return access.response
  const parsed = await parseBody(req, Unsubscribe)
  if (parsed.response) return parsed.response

  await deleteSubscription(subscriptionKey(parsed.data.endpoint))
  return json(200, {ok: true})
})

export const config: Config = {path: '/api/unsubscribe-push', method: 'POST'}
