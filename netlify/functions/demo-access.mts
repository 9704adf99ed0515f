import type {Config, Context} from '@netlify/functions'
import {signAccessToken} from './_shared/access-token'
import {isDemoMode} from './_shared/env'
import {API, API_ERRORS} from '../../src/lib/api-contract'
import {answer, apiError, refuseRequest, withErrors} from './_shared/http'

/** Demo mode only (DECISIONS 18, 27; 404 elsewhere): a short-lived demo token, signed with the demo key, for /test-checkout and the demo toggle. */
export default withErrors(async (req: Request, context: Context) => {
  if (!isDemoMode(context)) return apiError(API_ERRORS.notFound)
  const refused = await refuseRequest(req, API.demoAccess)
  if (refused) return refused
  return answer(API.demoAccess, 'POST', 200, {token: await signAccessToken({role: 'demo'})})
})

export const config: Config = {path: '/api/demo-access', method: 'POST'}
