import type {Config} from '@netlify/functions'
import {json, rejectMethod, withErrors} from './_shared/http'
import {requireEnv} from './_shared/env'

/** The VAPID public key the browser subscribes with. Public by design, so no access check. */
export default withErrors(async (req: Request) => {
  const wrongMethod = rejectMethod(req, 'GET')
  if (wrongMethod) return wrongMethod
  return json(200, {publicKey: requireEnv('VAPID_PUBLIC_KEY')})
})

export const config: Config = {path: '/api/vapid-public-key', method: 'GET'}
