import type {Config} from '@netlify/functions'
import {API} from '../../src/lib/api-contract'
import {answer, refuseRequest, withErrors} from './_shared/http'
import {requireEnv} from './_shared/env'

/** The VAPID public key the browser subscribes with. Public by design, so no access check. */
export default withErrors(async (req: Request) => {
  const refused = await refuseRequest(req, API.vapidPublicKey)
  if (refused) return refused
  return answer(API.vapidPublicKey, 'GET', 200, {publicKey: requireEnv('VAPID_PUBLIC_KEY')})
})

export const config: Config = {path: '/api/vapid-public-key', method: 'GET'}
