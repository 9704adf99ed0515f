import type {Config} from '@netlify/functions'
import {z} from 'zod'
import {signAccessToken} from './_shared/access-token'
import {requireEnv} from './_shared/env'
import {errorResponse, json, parseBody, rejectMethod, withErrors} from './_shared/http'

const ReviewerCode = z.object({code: z.string({error: 'Send the reviewer code.'}).trim().min(1, 'Send the reviewer code.').max(100)})

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
  const wrongMethod = rejectMethod(req, 'POST')
  if (wrongMethod) return wrongMethod
  const parsed = await parseBody(req, ReviewerCode)
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
