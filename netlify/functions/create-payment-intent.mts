import type {Config, Context} from '@netlify/functions'
import {CURRENCY} from '../../src/config/site'
import {API, API_ERRORS} from '../../src/lib/api-contract'
import {IntentRequest} from '../../src/lib/api-contract/payments.schema'
import {quote} from './_shared/coupons'
import {dollarsFromCents} from '../../src/lib/money'
import {requireEnv} from './_shared/env'
import {apiError, json, readRequest, withErrors} from './_shared/http'
import {PRODUCT_METADATA, refuseUnlessStripeReady, stripe} from './_shared/stripe'

/** A PaymentIntent for the toolkit at the server's price; the answer carries the publishable key too. */
export default withErrors(async (req: Request, context: Context) => {
  const parsed = await readRequest(req, API.createPaymentIntent, IntentRequest, () => refuseUnlessStripeReady(context))
  if (parsed.response) return parsed.response
  const priced = await quote(parsed.data.coupon, context)
  if (!priced) return apiError(API_ERRORS.invalidCoupon)

  const coupon = priced.coupon?.code ?? ''
  const attempt = parsed.data.attemptId ?? crypto.randomUUID()
  const intent = await stripe().paymentIntents.create(
    {
      amount: priced.amountCents,
      currency: CURRENCY.toLowerCase(),
      automatic_payment_methods: {enabled: true},
      description: 'Menopause Mastery Toolkit (lifetime access)',
      // The price as quoted now: the payment is checked against it, not against a coupon setting changed later (issue 29).
      metadata: {product: PRODUCT_METADATA, coupon, price_cents: String(priced.amountCents)},
    },
    // One intent per checkout attempt and price: a retried request never creates a second charge.
    {idempotencyKey: `toolkit-${attempt}-${coupon || 'none'}-${priced.amountCents}`},
  )
  return json(200, {
    clientSecret: intent.client_secret,
    total: dollarsFromCents(priced.amountCents),
    publishableKey: requireEnv('STRIPE_PUBLISHABLE_KEY'),
  })
})

// Payment creation prices coupons: limited per IP so it is no coupon oracle (issue 29).
export const config: Config = {
  path: '/api/create-payment-intent',
  method: 'POST',
  rateLimit: {windowLimit: 10, windowSize: 60, aggregateBy: ['ip', 'domain']},
}
