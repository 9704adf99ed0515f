import type {Config, Context} from '@netlify/functions'
import {API, API_ERRORS, ERROR_CODES} from '../../src/lib/api-contract'
import {isDemoMode} from './_shared/env'
import {RefundRequest} from '../../src/lib/api-contract/refund.schema'
import {answer, apiError, errorResponse, readRequest, withErrors} from './_shared/http'
import type {Order} from './_shared/order-record'
import {getOrderById} from './_shared/order-access'
import {orderForRestoreSecret, refundDeadline} from './_shared/receipts'
import {checkRefundTicket} from './_shared/refund-tickets'
import {refusePayPalSandbox} from './_shared/paypal'
import {refundable, RefundError, refundOrder, refundPurchaseNotFound} from './_shared/refunds'
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

/** The order a request names: by the receipt's restore secret, or by a mailed refund link's ticket (while it lasts). */
async function namedOrder(
  proof: {restoreToken?: string; ticket?: string},
  now: Date,
): Promise<{order: Order; response?: undefined} | {response: Response}> {
  if (proof.restoreToken !== undefined) {
    const order = await orderForRestoreSecret(proof.restoreToken)
    return order ? {order} : {response: refundPurchaseNotFound()}
  }
  const checked = await checkRefundTicket(proof.ticket ?? '', now)
  if (checked.reason === 'expired')
    return {
      response: errorResponse(
        403,
        'This refund link has ended. Ask for a new one on the refund page.',
        ERROR_CODES.refundLinkExpired,
      ),
    }
  const order = checked.orderId ? await getOrderById(checked.orderId) : null
  return order ? {order} : {response: refundPurchaseNotFound()}
}

/**
 * 'Try It On' (DECISIONS 26). A request without `confirm` answers whether the order can be refunded, named by the
 * receipt's restore secret or by a refund link's ticket; with `confirm: true` and a ticket it refunds (once, however
 * often it is sent). The restore secret alone refunds nothing: it is also the link that opens the toolkit on another
 * device, which she may forward (docs/threat-model.md).
 */
export default withErrors(async (req: Request, context: Context) => {
  const parsed = await readRequest(req, API.refund, RefundRequest)
  if (parsed.response) return parsed.response
  const now = new Date()
  const named = await namedOrder(parsed.data, now)
  if (named.response) return named.response
  const {order} = named
  if (!parsed.data.confirm) return answer(API.refund, 'POST', 200, describe(order, now))
  if (parsed.data.ticket === undefined)
    return errorResponse(
      403,
      'A refund is confirmed from the link we email you. Ask for it on the refund page.',
      ERROR_CODES.refundLinkNeeded,
    )
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
    return answer(API.refund, 'POST', 200, {...describe(refunded, now), refundedNow})
  } catch (error) {
    if (error instanceof RefundError) return errorResponse(409, error.message, error.code)
    throw error
  }
})

export const config: Config = {
  path: '/api/refund',
  method: 'POST',
  // Restore secrets and tickets are proofs and each refund moves money: throttled.
  rateLimit: {windowLimit: 10, windowSize: 60, aggregateBy: ['ip', 'domain']},
}
