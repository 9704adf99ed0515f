import type {Config, Context} from '@netlify/functions'
import {z} from 'zod'
import {CURRENCY} from '../../src/config/site'
import {quote} from './_shared/coupons'
import {requireEnv} from './_shared/env'
import {errorResponse, json, parseBody, rejectMethod, withErrors} from './_shared/http'
import {notConfigured, PRODUCT_METADATA, refuseStripeTestKeys, stripe, stripeConfigured} from './_shared/stripe'

// `amount` from old clients is accepted and ignored: the server prices the order (DECISIONS 14).
const IntentRequest = z.object({
  coupon: z.string().max(64).optional(),
  attemptId: z.string().regex(/^[A-Za-z0-9-]{8,64}$/, 'attemptId must be 8–64 letters, digits or dashes.').optional(),
})

/** A PaymentIntent for the toolkit at the server's price; the answer carries the publishable key too. */
export default withErrors(async (req: Request, context: Context) => {
  const wrongMethod = rejectMethod(req, 'POST')
  if (wrongMethod) return wrongMethod
  if (!stripeConfigured()) return notConfigured()
  const refused = refuseStripeTestKeys(context)
  if (refused) return refused
  const parsed = await parseBody(req, IntentRequest)
  if (parsed.response) return parsed.response
  const priced = quote(parsed.data.coupon)
  if (!priced) return errorResponse(404, 'Please check your coupon code and try again.', 'invalid_coupon')

  const coupon = priced.coupon?.code ?? ''
  const attempt = parsed.data.attemptId ?? crypto.randomUUID()
  const intent = await stripe().paymentIntents.create(
    {
      amount: priced.amountCents,
      currency: CURRENCY.toLowerCase(),
      automatic_payment_methods: {enabled: true},
      description: 'Menopause Mastery Toolkit (lifetime access)',
      metadata: {product: PRODUCT_METADATA, coupon},
    },
    // One intent per checkout attempt and price: a retried request never creates a second charge.
    {idempotencyKey: `toolkit-${attempt}-${coupon || 'none'}-${priced.amountCents}`},
  )
  return json(200, {clientSecret: intent.client_secret, total: priced.amountCents / 100, publishableKey: requireEnv('STRIPE_PUBLISHABLE_KEY')})
})

export const config: Config = {path: '/api/create-payment-intent', method: 'POST'}
