import type {Config} from '@netlify/functions'
import {json, parseBody, rejectMethod, withErrors} from './_shared/http'
import {PushSubscriptionSchema, saveSubscription} from './_shared/push'
import {requireAccess} from './_shared/require-access'

/** Stores a browser's push subscription (reminders are a purchaser feature). */
export default withErrors(async (req: Request) => {
  const wrongMethod = rejectMethod(req, 'POST')
  if (wrongMethod) return wrongMethod
  const access = await requireAccess(req)
  if (access.response) return access.response
  const parsed = await parseBody(req, PushSubscriptionSchema)
  if (parsed.response) return parsed.response

  await saveSubscription(parsed.data)
  return json(201, {ok: true})
})

export const config: Config = {path: '/api/subscribe-push', method: 'POST'}
