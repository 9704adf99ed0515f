import type {Config, Context} from '@netlify/functions'
import {CURRENCY} from '../../src/config/site'
import {API, API_ERRORS} from '../../src/lib/api-contract'
import {IntentRequest} from '../../src/lib/api-contract/payments.schema'
import {quote} from './_shared/coupons'
import {dollarsFromCents} from '../../src/lib/money'
import {requireEnv} from './_shared/env'
import {answer, apiError, readRequest, withErrors} from './_shared/http'
import {MARKETING_OPT_IN_METADATA, PRODUCT_METADATA, refuseUnlessStripeReady, stripe} from './_shared/stripe'

/**
 * A PaymentIntent for the toolkit at the server's price; the answer carries the publishable key too. Asked again for
 * the same attempt and price (as the buyer pays) it answers the same intent, with her marketing opt-in set on it.
 */
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
      // The price as quoted now: the payment is checked against it, not against a coupon setting changed later (docs/threat-model.md).
      metadata: {product: PRODUCT_METADATA, coupon, price_cents: String(priced.amountCents)},
    },
    // One intent per checkout attempt and price: a retried request never creates a second charge.
    {idempotencyKey: `toolkit-${attempt}-${coupon || 'none'}-${priced.amountCents}`},
  )
  // Her marketing opt-in, sent as she pays: kept on the intent, so the webhook records it even when the
  // payment is confirmed through a 3-D Secure redirect and the page that comes back never says. The same attempt
  // answers the same intent (idempotency), so the card form she filled in stays.
  const {marketingOptIn} = parsed.data
  if (marketingOptIn !== undefined)
    await stripe().paymentIntents.update(intent.id, {
      metadata: {[MARKETING_OPT_IN_METADATA]: marketingOptIn ? 'yes' : ''},
    })
  // Stripe's type allows none; the browser cannot take a payment without it, so it is an error here, not a null there.
  if (!intent.client_secret) throw new Error(`Stripe answered the payment intent ${intent.id} without a client secret`)
  return answer(API.createPaymentIntent, 'POST', 200, {
    clientSecret: intent.client_secret,
    total: dollarsFromCents(priced.amountCents),
    publishableKey: requireEnv('STRIPE_PUBLISHABLE_KEY'),
  })
})

// Payment creation prices coupons: limited per IP so it is no coupon oracle (docs/threat-model.md).
export const config: Config = {
  path: '/api/create-payment-intent',
  method: 'POST',
  rateLimit: {windowLimit: 10, windowSize: 60, aggregateBy: ['ip', 'domain']},
}
