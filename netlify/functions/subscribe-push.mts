import type {Config} from '@netlify/functions'
import {bearerToken} from './_shared/access-token'
import {API} from '../../src/lib/api-contract'
import {json, withErrors} from './_shared/http'
import {ownerKey, PushSubscriptionSchema, saveSubscription} from './_shared/push-store'
import {readAuthorizedRequest} from './_shared/require-access'

/** Stores a browser's push subscription (reminders are a purchaser feature); only push services' endpoints. */
export default withErrors(async (req: Request) => {
  const parsed = await readAuthorizedRequest(req, API.subscribePush, PushSubscriptionSchema)
  if (parsed.response) return parsed.response

  await saveSubscription(parsed.data, ownerKey(parsed.claims, bearerToken(req) ?? ''), new Date())
  return json(201, {ok: true})
})

export const config: Config = {path: '/api/subscribe-push', method: 'POST'}
