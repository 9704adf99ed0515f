import type {Config, Context} from '@netlify/functions'
import {CURRENCY} from '../../src/config/site'
import {API, API_ERRORS} from '../../src/lib/api-contract'
import {OrderRequest} from '../../src/lib/api-contract/payments.schema'
import {quote} from './_shared/coupons'
import {answer, apiError, readRequest, withErrors} from './_shared/http'
import {newPayPalClaim, savePendingPayPalOrder} from './_shared/paypal-pending'
import {createOrder, refuseUnlessPayPalReady} from './_shared/paypal'

/**
 * A PayPal order (intent CAPTURE, USD) at the server's price; remembered so the capture can be checked against it.
 * Its claim secret goes only to this browser: capturing the order and verifying it later need it, as a card payment
 * needs its client secret (docs/threat-model.md).
 */
export default withErrors(async (req: Request, context: Context) => {
  const parsed = await readRequest(req, API.paypalOrder, OrderRequest, () => refuseUnlessPayPalReady(context))
  if (parsed.response) return parsed.response
  const priced = await quote(parsed.data.coupon, context)
  if (!priced) return apiError(API_ERRORS.invalidCoupon)

  const coupon = priced.coupon?.code ?? null
  const order = await createOrder(priced.amountCents, CURRENCY, coupon ?? '', crypto.randomUUID())
  const claim = newPayPalClaim()
  await savePendingPayPalOrder(order.id, {
    amountCents: priced.amountCents,
    currency: CURRENCY,
    coupon,
    createdAt: new Date().toISOString(),
    claimHash: claim.hash,
    ...(parsed.data.marketingOptIn ? {marketingConsent: true} : {}),
  })
  return answer(API.paypalOrder, 'POST', 200, {id: order.id, status: order.status, claimSecret: claim.secret})
})

// Payment creation prices coupons: limited per IP so it is no coupon oracle (docs/threat-model.md).
export const config: Config = {
  path: '/paypal/order',
  method: 'POST',
  rateLimit: {windowLimit: 10, windowSize: 60, aggregateBy: ['ip', 'domain']},
}
