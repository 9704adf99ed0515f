import type {Config} from '@netlify/functions'
import {API} from '../../src/lib/api-contract'
import {ReviewerCode} from '../../src/lib/api-contract/access.schema'
import {reviewerCodes, signAccessToken} from './_shared/access-token'
import {errorResponse, json, readRequest, withErrors} from './_shared/http'

/** Exchanges a valid reviewer code for a reviewer access token naming that code (removing the code revokes it). */
export default withErrors(async (req: Request) => {
  const parsed = await readRequest(req, API.reviewerAccess, ReviewerCode)
  if (parsed.response) return parsed.response

  const code = parsed.data.code.trim().toUpperCase()
  if (!reviewerCodes().has(code)) {
    return errorResponse(401, 'That reviewer code is not valid.', 'invalid_code')
  }
  return json(200, {token: await signAccessToken({role: 'reviewer', reviewerCode: code})})
})

export const config: Config = {
  path: '/api/reviewer-access',
  method: 'POST',
  rateLimit: {windowLimit: 10, windowSize: 60, aggregateBy: ['ip', 'domain']},
}
