import type {Config} from '@netlify/functions'
import {API} from '../../src/lib/api-contract'
import {ReviewerCode} from '../../src/lib/api-contract/access.schema'
import {signAccessToken} from './_shared/access-token'
import {requireEnv} from './_shared/env'
import {errorResponse, json, readRequest, withErrors} from './_shared/http'

/** DECISIONS 17: reviewer codes live in server configuration and are compared upper-cased. */
const reviewerCodes = () =>
  new Set(
    requireEnv('REVIEWER_CODES')
      .split(',')
      .map((code) => code.trim().toUpperCase())
      .filter(Boolean),
  )

/** Exchanges a valid reviewer code for a reviewer access token. */
export default withErrors(async (req: Request) => {
  const parsed = await readRequest(req, API.reviewerAccess, ReviewerCode)
  if (parsed.response) return parsed.response

  if (!reviewerCodes().has(parsed.data.code.toUpperCase())) {
    return errorResponse(401, 'That reviewer code is not valid.', 'invalid_code')
  }
  return json(200, {token: await signAccessToken({role: 'reviewer'})})
})

export const config: Config = {
  path: '/api/reviewer-access',
  method: 'POST',
  rateLimit: {windowLimit: 10, windowSize: 60, aggregateBy: ['ip', 'domain']},
}
