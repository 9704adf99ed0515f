import type {Config, Context} from '@netlify/functions'
import {signAccessToken} from './_shared/access-token'
import {isDemoMode} from './_shared/env'
import {errorResponse, json, rejectMethod, withErrors} from './_shared/http'

/** Demo mode only (DECISIONS 18, 27; 404 elsewhere): a short-lived demo token, signed with the demo key, for /test-checkout and the demo toggle. */
export default withErrors(async (req: Request, context: Context) => {
  if (!isDemoMode(context)) return errorResponse(404, 'Not found.')
  const wrongMethod = rejectMethod(req, 'POST')
  if (wrongMethod) return wrongMethod
  return json(200, {token: await signAccessToken({role: 'demo'})})
})

export const config: Config = {path: '/api/demo-access', method: 'POST'}
