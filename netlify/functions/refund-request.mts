import type {Config, Context} from '@netlify/functions'
import {API, API_ERRORS} from '../../src/lib/api-contract'
import {isDemoMode} from './_shared/env'
import {RefundRequest} from '../../src/lib/api-contract/refund.schema'
import {apiError, errorResponse, json, readRequest, withErrors} from './_shared/http'
import type {Order} from './_shared/order-record'
import {orderForRestoreSecret, refundDeadline} from './_shared/orders'
import {refusePayPalSandbox} from './_shared/paypal'
import {refundable, RefundError, refundOrder} from './_shared/refunds'
import {refuseStripeTestKeys} from './_shared/stripe'

const describe = (order: Order, now: Date) => {
  const check = refundable(order, now)
  return {
    orderId: order.id,
    amountCents: order.amountCents,
    currency: order.currency,
    state: order.state,
    paidAt: order.paidAt,
    refundableUntil: refundDeadline(order)?.toISOString() ?? null,
    refundable: check.ok,
    ...(check.ok ? {} : {reason: check.code}),
    ...(order.refundRequestedAt ? {refundRequested: true} : {}),
    ...(order.demo ? {demo: true} : {}),
  }
}

/**
 * 'Try It On' (DECISIONS 26): the receipt's restore secret identifies the order. A request without
 * `confirm` answers whether it can be refunded; with `confirm: true` it refunds (once, however often it is sent).
 */
export default withErrors(async (req: Request, context: Context) => {
  const parsed = await readRequest(req, API.refund, RefundRequest)
  if (parsed.response) return parsed.response
  const order = await orderForRestoreSecret(parsed.data.restoreToken)
  if (!order)
    return errorResponse(
      404,
      'We could not find this purchase. Please use the link in your latest receipt.',
      API_ERRORS.purchaseNotFound.code,
    )
  const now = new Date()
  if (!parsed.data.confirm) return json(200, describe(order, now))
  // Production moves live money only (DECISIONS 27).
  // A demo sale is refunded only where it can exist: under `npm start` (demo mode).
  const refused =
    order.provider === 'demo'
      ? isDemoMode(context)
        ? null
        : apiError(API_ERRORS.notFound)
      : order.provider === 'stripe'
        ? refuseStripeTestKeys(context)
        : refusePayPalSandbox(context)
  if (refused) return refused
  try {
    // Her second self-serve refund becomes a request to the coach (DECISIONS 40): `refundRequested` says so.
    const {order: refunded, refunded: refundedNow} = await refundOrder(order, {
      reason: 'Try It On self-serve refund',
      actor: 'purchaser',
      now,
    })
    return json(200, {...describe(refunded, now), refundedNow})
  } catch (error) {
    if (error instanceof RefundError) return errorResponse(409, error.message, error.code)
    throw error
  }
})

export const config: Config = {
  path: '/api/refund',
  method: 'POST',
  // Restore secrets are proofs and each refund moves money: throttled.
  rateLimit: {windowLimit: 10, windowSize: 60, aggregateBy: ['ip', 'domain']},
}
