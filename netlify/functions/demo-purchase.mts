import type {Config, Context} from '@netlify/functions'
import {CURRENCY} from '../../src/config/site'
import {API, API_ERRORS} from '../../src/lib/api-contract'
import {DemoPurchase} from '../../src/lib/api-contract/access.schema'
import {quote} from './_shared/coupons'
import {isDemoMode} from './_shared/env'
import {answer, apiError, readRequest, withErrors} from './_shared/http'
import {purchaserToken, recordOrder} from './_shared/orders'
import {sendReceipt} from './_shared/receipts'

/**
 * Demo mode only (DECISIONS 18, 27; 404 elsewhere): a rehearsal sale from /test-checkout. It is stored as
 * an order marked demo, at the server's price, so the coach sees it in the back office, its receipt (with restore
 * and refund links) goes out like a real one (to the outbox under `npm start`), she is notified, and it can be
 * refunded. No money moves and it never counts in revenue or reports.
 */
export default withErrors(async (req: Request, context: Context) => {
  if (!isDemoMode(context)) return apiError(API_ERRORS.notFound)
  const parsed = await readRequest(req, API.demoPurchase, DemoPurchase)
  if (parsed.response) return parsed.response
  const priced = await quote(parsed.data.coupon, context)
  if (!priced) return apiError(API_ERRORS.invalidCoupon)
  const now = new Date()
  const {order} = await recordOrder(
    {
      provider: 'demo',
      providerId: `${parsed.data.method}-${crypto.randomUUID()}`,
      amountCents: priced.amountCents,
      currency: CURRENCY,
      coupon: priced.coupon?.code ?? null,
      email: parsed.data.email,
      testMode: true,
      demo: true,
      ...(parsed.data.marketingOptIn ? {marketingConsent: true} : {}),
    },
    now,
  )
  await sendReceipt(order, now)
  return answer(API.demoPurchase, 'POST', 200, {token: await purchaserToken(order), orderId: order.id})
})

export const config: Config = {
  path: '/api/demo-purchase',
  method: 'POST',
  rateLimit: {windowLimit: 20, windowSize: 60, aggregateBy: ['ip', 'domain']},
}
