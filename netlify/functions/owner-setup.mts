import type {Config, Context} from '@netlify/functions'
import {API} from '../../src/lib/api-contract'
import {deployContext} from './_shared/env'
import {answer, refuseRequest, withErrors} from './_shared/http'
import {requireOwner} from './_shared/owner/guard'
import {setupCodeOpens} from './_shared/owner/setup-code'
import {setupStatus} from './_shared/owner/setup-status'

/**
 * The back office's Setup page: each going-live step on this deploy, done or not; never a value. For her owner
 * session, or before mail works for the one-time setup code (setup-code.ts).
 */
export default withErrors(async (req: Request, context: Context) => {
  const refused = await refuseRequest(req, API.ownerSetup)
  if (refused) return refused
  if (!(await setupCodeOpens(req))) {
    const guard = await requireOwner(req)
    if (guard.response) return guard.response
  }
  return answer(API.ownerSetup, 'GET', 200, await setupStatus(process.env, deployContext(context)))
})

// Literals: Netlify reads the config from the source without running it.
export const config: Config = {
  path: '/api/owner/setup',
  method: 'GET',
  // The setup code is a proof: guessing it is throttled.
  rateLimit: {windowLimit: 10, windowSize: 60, aggregateBy: ['ip', 'domain']},
}
