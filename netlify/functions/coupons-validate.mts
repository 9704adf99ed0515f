import type {Config} from '@netlify/functions'
import {z} from 'zod'
import {quote} from './_shared/coupons'
import {errorResponse, json, parseBody, rejectMethod, withErrors} from './_shared/http'

const CouponRequest = z.object({code: z.string({error: 'Enter a coupon code.'}).trim().min(1, 'Enter a coupon code.').max(64)})

/** Checks a coupon code against the server's list (DECISIONS 14) and answers the new total in dollars. */
export default withErrors(async (req: Request) => {
  const wrongMethod = rejectMethod(req, 'POST')
  if (wrongMethod) return wrongMethod
  const parsed = await parseBody(req, CouponRequest)
  if (parsed.response) return parsed.response
  const priced = quote(parsed.data.code)
  if (!priced?.coupon) return errorResponse(404, 'Please check your coupon code and try again.', 'invalid_coupon')
  return json(200, {code: priced.coupon.code, amountOff: priced.coupon.amountOffCents / 100, total: priced.amountCents / 100})
})

export const config: Config = {
  path: '/api/coupons/validate',
  method: 'POST',
  rateLimit: {windowLimit: 20, windowSize: 60, aggregateBy: ['ip', 'domain']},
}
