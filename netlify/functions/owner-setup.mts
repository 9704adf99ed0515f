import type {Config, Context} from '@netlify/functions'
import {API} from '../../src/lib/api-contract'
import {deployContext} from './_shared/env'
import {json, withErrors} from './_shared/http'
import {guardOwnerRequest} from './_shared/owner/guard'
import {setupStatus} from './_shared/owner/setup-status'

/** The back office's Setup page: each going-live step on this deploy, done or not; never a value. */
export default withErrors(async (req: Request, context: Context) => {
  const guard = await guardOwnerRequest(req, API.ownerSetup)
  if (guard.response) return guard.response
  return json(200, await setupStatus(process.env, deployContext(context)))
})

// Literals: Netlify reads the config from the source without running it.
export const config: Config = {path: '/api/owner/setup', method: 'GET'}
