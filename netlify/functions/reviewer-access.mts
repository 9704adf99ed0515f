import type {Config, Context} from '@netlify/functions'
import {API, ERROR_CODES} from '../../src/lib/api-contract'
import {ReviewerCode} from '../../src/lib/api-contract/access.schema'
import {reviewerCodeId, reviewerCodes, signAccessToken} from './_shared/access-token'
import {takeReviewerGrant} from './_shared/reviewer-grants'
import {answer, errorResponse, readRequest, withErrors} from './_shared/http'

const REVIEWER_CODE_BUSY = 'This reviewer code has reached its limit of new browsers for today.'

/** Exchanges a valid reviewer code for a reviewer access token naming that code (removing the code revokes it). */
export default withErrors(async (req: Request, context: Context) => {
  const parsed = await readRequest(req, API.reviewerAccess, ReviewerCode)
  if (parsed.response) return parsed.response

  const code = parsed.data.code.trim().toUpperCase()
  if (!reviewerCodes().has(code)) {
    return errorResponse(401, 'That reviewer code is not valid.', 'invalid_code')
  }
  if (!(await takeReviewerGrant(reviewerCodeId(code), new Date(), context)))
    return errorResponse(429, REVIEWER_CODE_BUSY, ERROR_CODES.reviewerCodeBusy)
  return answer(API.reviewerAccess, 'POST', 200, {token: await signAccessToken({role: 'reviewer', reviewerCode: code})})
})

export const config: Config = {
  path: '/api/reviewer-access',
  method: 'POST',
  rateLimit: {windowLimit: 10, windowSize: 60, aggregateBy: ['ip', 'domain']},
}
