import type {Config} from '@netlify/functions'
import {API} from '../../src/lib/api-contract'
import {OrderActionRequest} from '../../src/lib/api-contract/owner.schema'
import {errorResponse, json, parseBody, withErrors} from './_shared/http'
import {audit} from './_shared/owner/audit'
import {guardOwnerRequest} from './_shared/owner/guard'
import {findOrder, listOrders, ownerView, RefundError, refundOrder, resendReceipt} from './_shared/owner/sources'

/** Orders, newest first (GET ?email= filters); POST resends a receipt or refunds, each written to the audit log. */
export default withErrors(async (req: Request) => {
  const guard = await guardOwnerRequest(req, API.ownerOrders)
  if (guard.response) return guard.response

  if (req.method === 'GET') {
    const search = (new URL(req.url).searchParams.get('email') ?? '').trim().toLowerCase()
    const orders = (await listOrders())
      .map(ownerView)
      .filter((order) => !search || (order.email ?? '').includes(search))
    return json(200, {orders})
  }

  const parsed = await parseBody(req, OrderActionRequest)
  if (parsed.response) return parsed.response
  const order = await findOrder(parsed.data.orderId)
  if (!order) return errorResponse(404, 'There is no such order.', 'order_not_found')
  const now = new Date()

  if (parsed.data.action === 'resend-receipt') {
    if (!order.email) return errorResponse(409, 'This order has no email address to send to.', 'no_email')
    const sent = await resendReceipt(order, now)
    await audit({action: 'resend-receipt', target: order.id, detail: `to ${order.email}`}, now)
    return json(200, {order: ownerView(sent)})
  }

  try {
    const {order: refunded, refunded: changed} = await refundOrder(order, {
      reason: parsed.data.reason,
      actor: 'owner',
      now,
    })
    if (changed) await audit({action: 'refund', target: order.id, detail: parsed.data.reason}, now)
    return json(200, {order: ownerView(refunded), refunded: changed})
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
