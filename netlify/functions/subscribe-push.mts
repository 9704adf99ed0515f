import type {Config} from '@netlify/functions'
import {bearerToken} from './_shared/access-token'
import {json, parseBody, rejectMethod, withErrors} from './_shared/http'
import {ownerKey, PushSubscriptionSchema, saveSubscription} from './_shared/push-store'
import {requireAccess} from './_shared/require-access'

/** Stores a browser's push subscription (reminders are a purchaser feature); only push services' endpoints. */
export default withErrors(async (req: Request) => {
  const wrongMethod = rejectMethod(req, 'POST')
  if (wrongMethod) return wrongMethod
  const access = await requireAccess(req)
  if (access.response) return access.response
  const parsed = await parseBody(req, PushSubscriptionSchema)
  if (parsed.response) return parsed.response

  await saveSubscription(parsed.data, ownerKey(access.claims, bearerToken(req) ?? ''), new Date())
  return json(201, {ok: true})
})

export const config: Config = {path: '/api/subscribe-push', method: 'POST'}
