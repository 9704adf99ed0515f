import type {Config, Context} from '@netlify/functions'
import Stripe from 'stripe'
import {API, API_ERRORS} from '../../src/lib/api-contract'
import {Proof} from '../../src/lib/api-contract/payments.schema'
import {isProductionContext} from './_shared/env'
import {answer, apiError, errorResponse, readRequest, withErrors} from './_shared/http'
import {claimMatches} from './_shared/paypal-pending'
import {getOrder, purchaserToken, recordMarketingConsent, recordOrder} from './_shared/orders'
import {orderForRestoreSecret, sendReceiptQuietly} from './_shared/receipts'
import type {Order} from './_shared/order-record'
import {refuseToken} from './_shared/payments'
import {sameText} from './_shared/same-text'
import {refusePayPalSandbox} from './_shared/paypal'
import {
  intentMatchesPrice,
  intentWithFee,
  notConfigured,
  orderInputFromIntent,
  PRODUCT_METADATA,
  refuseStripeTestKeys,
  stripeConfigured,
} from './_shared/stripe'

const notPaid = () => errorResponse(402, 'We could not confirm a completed payment.', 'payment_not_completed')
const notFound = () => apiError(API_ERRORS.purchaseNotFound)

/** The order behind a Stripe payment, asking Stripe (never the browser) whether it succeeded, for our price in USD. */
async function stripeOrder(paymentIntentId: string, clientSecret: string, now: Date): Promise<Order | Response> {
  let intent: Stripe.PaymentIntent
  try {
    intent = await intentWithFee(paymentIntentId)
  } catch (error) {
    if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return notFound()
    throw error
  }
  // Without the paying browser's client secret the id alone proves nothing: answered as an unknown payment.
  if (
    intent.metadata?.product !== PRODUCT_METADATA ||
    !(intent.client_secret && sameText(intent.client_secret, clientSecret))
  )
    return notFound()
  if (intent.status !== 'succeeded') return notPaid()
  if (!(await intentMatchesPrice(intent)))
    return errorResponse(402, 'The amount paid does not match the price.', 'amount_mismatch')
  const {order} = await recordOrder(orderInputFromIntent(intent), now)
  // The webhook normally mails the receipt; if this request wins the race it does so here (one receipt either way).
  await sendReceiptQuietly(order, now)
  return order
}

/** The order of a PayPal payment, for the browser holding its claim secret (the order id alone is answered unknown). */
async function paypalOrder(orderId: string, claimSecret: string): Promise<Order | null> {
  const order = await getOrder('paypal', orderId)
  return order && claimMatches(order, claimSecret) ? order : null
}

/**
 * Exchanges proof of payment for an access token: a Stripe intent with its client secret, or a PayPal order id with its claim secret,
 * within 24 hours of payment (the redirect back), or a receipt's restore link at any time — while the order is paid.
 */
export default withErrors(async (req: Request, context: Context) => {
  const parsed = await readRequest(req, API.verifyPurchase, Proof)
  if (parsed.response) return parsed.response
  const proof = parsed.data
  const now = new Date()

  let order: Order | Response | null
  if ('paymentIntentId' in proof) {
    if (!stripeConfigured()) return notConfigured()
    order = refuseStripeTestKeys(context) ?? (await stripeOrder(proof.paymentIntentId, proof.clientSecret, now))
  } else if ('paypalOrderId' in proof) {
    order = refusePayPalSandbox(context) ?? (await paypalOrder(proof.paypalOrderId, proof.claimSecret))
  } else {
    order = await orderForRestoreSecret(proof.restoreToken)
  }

  if (order instanceof Response) return order
  if (!order) return notFound()
  const refused = refuseToken(
    order,
    'restoreToken' in proof ? 'restore-link' : 'payment-id',
    now,
    isProductionContext(context),
  )
  if (refused) return refused
  if ('marketingOptIn' in proof && proof.marketingOptIn === true) await recordMarketingConsent(order.id)
  return answer(API.verifyPurchase, 'POST', 200, {token: await purchaserToken(order), orderId: order.id})
})

export const config: Config = {
  path: '/api/verify-purchase',
  method: 'POST',
  // Payment ids and restore secrets are proofs: guessing them is throttled.
  rateLimit: {windowLimit: 20, windowSize: 60, aggregateBy: ['ip', 'domain']},
}
