import type {Config} from '@netlify/functions'
import {API} from '../../src/lib/api-contract'
import {PageQuery} from '../../src/lib/api-contract/owner.schema'
import {answer, validate, withErrors} from './_shared/http'
import {readAudit} from './_shared/owner/audit'
import {guardOwnerRequest} from './_shared/owner/guard'

/** The back office's audit log, newest first, a page at a time (`?cursor=&limit=`). */
export default withErrors(async (req: Request) => {
  const guard = await guardOwnerRequest(req, API.ownerAudit)
  if (guard.response) return guard.response
  const query = validate(PageQuery, Object.fromEntries(new URL(req.url).searchParams))
  if (query.response) return query.response
  return answer(API.ownerAudit, 'GET', 200, await readAudit(query.data.cursor, query.data.limit))
})

// Literals: Netlify reads the config from the source without running it.
export const config: Config = {path: '/api/owner/audit', method: 'GET'}
