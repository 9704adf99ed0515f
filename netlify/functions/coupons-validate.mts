import type {Config, Context} from '@netlify/functions'
import {API, API_ERRORS} from '../../src/lib/api-contract'
import {CouponRequest} from '../../src/lib/api-contract/payments.schema'
import {dollarsFromCents} from '../../src/lib/money'
import {quote} from './_shared/coupons'
import {answer, apiError, readRequest, withErrors} from './_shared/http'

/** Checks a coupon code against the coach's coupon documents (DECISIONS 41) and answers the new total in dollars. */
export default withErrors(async (req: Request, context: Context) => {
  const parsed = await readRequest(req, API.validateCoupon, CouponRequest)
  if (parsed.response) return parsed.response
  const priced = await quote(parsed.data.code, context)
  if (!priced?.coupon) return apiError(API_ERRORS.invalidCoupon)
  return answer(API.validateCoupon, 'POST', 200, {
    code: priced.coupon.code,
    amountOff: dollarsFromCents(priced.coupon.amountOffCents),
    total: dollarsFromCents(priced.amountCents),
  })
})

export const config: Config = {
  path: '/api/coupons/validate',
  method: 'POST',
  rateLimit: {windowLimit: 20, windowSize: 60, aggregateBy: ['ip', 'domain']},
}
