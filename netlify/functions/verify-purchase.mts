import type {Config} from '@netlify/functions'
import Stripe from 'stripe'
import {z} from 'zod'
import {errorResponse, json, parseBody, rejectMethod, withErrors} from './_shared/http'
import {getOrder, orderForRestoreSecret, purchaserToken, recordOrder, sendReceiptQuietly, type Order} from './_shared/orders'
import {PRODUCT_METADATA, stripe, orderInputFromIntent} from './_shared/stripe'

const Proof = z.union([
  z.object({paymentIntentId: z.string().regex(/^pi_[A-Za-z0-9_]+$/, 'Not a payment intent id.')}),
  z.object({paypalOrderId: z.string().regex(/^[A-Za-z0-9-]{1,64}$/, 'Not a PayPal order id.')}),
  z.object({restoreToken: z.string().min(20).max(128)}),
])

const notPaid = () => errorResponse(402, 'We could not confirm a completed payment.', 'payment_not_completed')
const notFound = () => errorResponse(404, 'We could not find this purchase.', 'purchase_not_found')

/** The order behind a Stripe payment, asking Stripe (never the browser) whether it succeeded. */
async function stripeOrder(paymentIntentId: string): Promise<Order | Response> {
  let intent: Stripe.PaymentIntent
  try {
    intent = await stripe().paymentIntents.retrieve(paymentIntentId)
  } catch (error) {
    if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return notFound()
    throw error
  }
  if (intent.metadata?.product !== PRODUCT_METADATA) return notFound()
  if (intent.status !== 'succeeded') return notPaid()
  const now = new Date()
  const recorded = await recordOrder(orderInputFromIntent(intent), now)
  // The webhook normally mails the receipt; if this request wins the race it does so here.
  await sendReceiptQuietly(recorded.order, recorded.restoreSecret, now)
  return recorded.order
}

/** Exchanges proof of payment (Stripe intent, captured PayPal order, or a receipt's restore link) for an access token. */
export default withErrors(async (req: Request) => {
  const wrongMethod = rejectMethod(req, 'POST')
  if (wrongMethod) return wrongMethod
  const parsed = await parseBody(req, Proof)
  if (parsed.response) return parsed.response
  const proof = parsed.data

  let order: Order | Response | null
  if ('paymentIntentId' in proof) order = await stripeOrder(proof.paymentIntentId)
  else if ('paypalOrderId' in proof) order = await getOrder('paypal', proof.paypalOrderId)
  else order = await orderForRestoreSecret(proof.restoreToken)

  if (order instanceof Response) return order
  if (!order) return notFound()
  return json(200, {token: await purchaserToken(order), orderId: order.id})
})

export const config: Config = {
  path: '/api/verify-purchase',
  method: 'POST',
  rateLimit: {windowLimit: 20, windowSize: 60, aggregateBy: ['ip', 'domain']},
}
