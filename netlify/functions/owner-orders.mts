import type {Config} from '@netlify/functions'
import {API} from '../../src/lib/api-contract'
import {OrderActionRequest, OrdersQuery} from '../../src/lib/api-contract/owner.schema'
import {answer, errorResponse, parseBody, validate, withErrors} from './_shared/http'
import {ensureOrderTotals} from './_shared/order-totals'
import {weekCounts} from './_shared/order-events-totals'
import {audit} from './_shared/owner/audit'
import {coachTimeZone} from './_shared/owner/coach-time-zone'
import {guardOwnerRequest} from './_shared/owner/guard'
import {
  findOrder,
  linkedOrder,
  ordersPage,
  ownerView,
  ReceiptRefusedError,
  RefundError,
  refundOrder,
  resendReceipt,
  resendRefundConfirmation,
} from './_shared/owner/sources'

const RECEIPT_REFUSED =
  'This mail does not match the order: a purchase receipt goes only to a paid order, a refund confirmation only to a refunded one.'

/**
 * Orders, newest first, a page at a time (GET `?cursor=&limit=`; the page searches what it read itself, so no address
 * is ever in a URL, docs/threat-model.md), the first page with this week's sales and refunds (the overview's "This
 * week", from totals kept on write: order-events-totals.ts), or the one order a notice links to (`?order=`, however
 * old); POST resends a receipt or refunds, each written to the audit log.
 */
/**
 * The audit log names the order, never the address it went to (docs/threat-model.md): the order keeps the address
 * for as long as the order is kept, so the log holds no address of its own to retain.
 */
const AUDIT_DETAIL = {
  receipt: 'to the order’s address',
  refundConfirmation: 'refund confirmation to the order’s address',
}

export default withErrors(async (req: Request) => {
  const guard = await guardOwnerRequest(req, API.ownerOrders)
  if (guard.response) return guard.response

  if (req.method === 'GET') {
    const query = validate(OrdersQuery, Object.fromEntries(new URL(req.url).searchParams))
    if (query.response) return query.response
    const {order, cursor, limit} = query.data
    if (order) return answer(API.ownerOrders, 'GET', 200, await linkedOrder(order))
    if (cursor) return answer(API.ownerOrders, 'GET', 200, await ordersPage(cursor, limit))
    const now = new Date()
    await ensureOrderTotals(now)
    const [page, thisWeek] = await Promise.all([ordersPage(cursor, limit), weekCounts(now, coachTimeZone())])
    return answer(API.ownerOrders, 'GET', 200, {...page, thisWeek})
  }

  const parsed = await parseBody(req, OrderActionRequest)
  if (parsed.response) return parsed.response
  const order = await findOrder(parsed.data.orderId)
  if (!order) return errorResponse(404, 'There is no such order.', 'order_not_found')
  const now = new Date()

  if (parsed.data.action !== 'refund') {
    if (!order.email) return errorResponse(409, 'This order has no email address to send to.', 'no_email')
    try {
      if (parsed.data.action === 'resend-receipt') {
        const sent = await resendReceipt(order, now)
        await audit({action: 'resend-receipt', target: order.id, detail: AUDIT_DETAIL.receipt, by: 'owner'}, now)
        return answer(API.ownerOrders, 'POST', 200, {order: ownerView(sent)})
      }
      await resendRefundConfirmation(order)
      await audit(
        {action: 'resend-receipt', target: order.id, detail: AUDIT_DETAIL.refundConfirmation, by: 'owner'},
        now,
      )
      return answer(API.ownerOrders, 'POST', 200, {order: ownerView(order)})
    } catch (error) {
      // A purchase receipt promises access for life: never for a refunded or disputed order.
      if (error instanceof ReceiptRefusedError || error instanceof RefundError)
        return errorResponse(409, RECEIPT_REFUSED, 'receipt_not_for_this_order')
      throw error
    }
  }

  try {
    // The refunds module audits the refund (with who made it) and tells the coach.
    const {order: refunded, refunded: changed} = await refundOrder(order, {
      reason: parsed.data.reason,
      actor: 'owner',
      now,
    })
    return answer(API.ownerOrders, 'POST', 200, {order: ownerView(refunded), refunded: changed})
  } catch (error) {
    if (error instanceof RefundError) return errorResponse(409, error.message, error.code)
    throw error
  }
})

// Literals: Netlify reads the config from the source without running it.
export const config: Config = {
  path: '/api/owner/orders',
  method: ['GET', 'POST'],
  // Resending a receipt mails and a refund moves money: throttled even behind the owner session.
  rateLimit: {windowLimit: 30, windowSize: 60, aggregateBy: ['ip', 'domain']},
}
