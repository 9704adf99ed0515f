import type {Config} from '@netlify/functions'
import {API} from '../../src/lib/api-contract'
import {json, withErrors} from './_shared/http'
import {readAudit} from './_shared/owner/audit'
import {guardOwnerRequest} from './_shared/owner/guard'

/** The back office's audit log, newest first. */
export default withErrors(async (req: Request) => {
  const guard = await guardOwnerRequest(req, API.ownerAudit)
  if (guard.response) return guard.response
  return json(200, {entries: await readAudit()})
})

// Literals: Netlify reads the config from the source without running it.
export const config: Config = {path: '/api/owner/audit', method: 'GET'}
