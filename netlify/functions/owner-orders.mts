import type {Config} from '@netlify/functions'
import {z} from 'zod'
import {errorResponse, json, parseBody, rejectMethod, withErrors} from './_shared/http'
import {audit} from './_shared/owner/audit'
import {requireOwner} from './_shared/owner/guard'
import {findOrder, listOrders, ownerView, RefundError, refundOrder, resendReceipt} from './_shared/owner/sources'

const Action = z.discriminatedUnion('action', [
  z.object({action: z.literal('resend-receipt'), orderId: z.string().min(1).max(200)}),
  z.object({
    action: z.literal('refund'),
    orderId: z.string().min(1).max(200),
    reason: z.string({error: 'Give a reason for the refund.'}).trim().min(1, 'Give a reason for the refund.').max(500),
  }),
])

/** Orders, newest first (GET ?email= filters); POST resends a receipt or refunds, each written to the audit log. */
export default withErrors(async (req: Request) => {
  const wrongMethod = rejectMethod(req, 'GET', 'POST')
  if (wrongMethod) return wrongMethod
  const guard = await requireOwner(req)
  if (guard.response) return guard.response

  if (req.method === 'GET') {
    const search = (new URL(req.url).searchParams.get('email') ?? '').trim().toLowerCase()
    const orders = (await listOrders()).map(ownerView).filter((order) => !search || (order.email ?? '').includes(search))
    return json(200, {orders})
  }

  const parsed = await parseBody(req, Action)
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
    const {order: refunded, refunded: changed} = await refundOrder(order, {reason: parsed.data.reason, actor: 'owner', now})
    if (changed) await audit({action: 'refund', target: order.id, detail: parsed.data.reason}, now)
    return json(200, {order: ownerView(refunded), refunded: changed})
  } catch (error) {
    if (error instanceof RefundError) return errorResponse(409, error.message, error.code)
    throw error
  }
})

// Literals: Netlify reads the config from the source without running it.
export const config: Config = {path: '/api/owner/orders', method: ['GET', 'POST']}
