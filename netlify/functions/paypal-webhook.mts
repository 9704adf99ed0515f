import type {Config, Context} from '@netlify/functions'
import {API, API_ERRORS} from '../../src/lib/api-contract'
import {optionalEnv} from './_shared/env'
import {apiError, errorResponse, answer, refuseRequest, withErrors} from './_shared/http'
import {
  markFailed,
  markPaid,
  markRefunded,
  markDisputed,
  markDisputeWon,
  orderForCapture,
  recordFee,
} from './_shared/orders'
import {getOrderById} from './_shared/order-access'
import {sendReceipt} from './_shared/receipts'
import {
  centsOf,
  notConfigured,
  paypalFeeCents,
  refuseUnlessPayPalReady,
  verifyWebhookSignature,
  type PayPalCaptureDetail,
} from './_shared/paypal'
import {applyEventOnce, receivedBody} from './_shared/webhook-events'

/** Dispute outcomes in the seller's favour: access comes back (a withdrawn dispute too). */
const DISPUTE_WON = ['RESOLVED_SELLER_FAVOUR', 'CANCELED_BY_BUYER']

type Link = {href: string; rel: string}
type WebhookEvent = {
  id: string
  event_type: string
  resource?: {
    id?: string
    status?: string
    amount?: {currency_code: string; value: string}
    seller_receivable_breakdown?: PayPalCaptureDetail['seller_receivable_breakdown']
    /** Refund events: what was refunded of the capture so far. */
    seller_payable_breakdown?: {total_refunded_amount?: {currency_code: string; value: string}}
    links?: Link[]
    supplementary_data?: {related_ids?: {order_id?: string}}
    /** Dispute events: the capture disputed, and how it ended. */
    disputed_transactions?: {seller_transaction_id?: string}[]
    dispute_outcome?: {outcome_code?: string}
  }
}

/** Events whose resource is the capture itself (the others name it: a refund links 'up' to it, a dispute lists it). */
const CAPTURE_EVENTS = new Set(['PAYMENT.CAPTURE.COMPLETED', 'PAYMENT.CAPTURE.DENIED'])

/** The capture an event is about: the resource itself (COMPLETED, DENIED), or the capture its refund links 'up' to. */
function captureIdOf(event: WebhookEvent): string | null {
  const resource = event.resource ?? {}
  if (CAPTURE_EVENTS.has(event.event_type)) return resource.id ?? null
  if (event.event_type.startsWith('CUSTOMER.DISPUTE.'))
    return resource.disputed_transactions?.[0]?.seller_transaction_id ?? null
  const up = resource.links?.find((link) => link.rel === 'up' && /\/captures\/[^/]+/.test(link.href))
  return up ? /\/captures\/([^/?]+)/.exec(up.href)![1] : null
}

/**
 * Whether a refund event gives back the whole payment: PayPal's running total of the capture's refunds when it
 * reports one, else this refund's amount; an event naming neither is taken as full (as before partial refunds
 * were told apart).
 */
function refundedInFull(event: WebhookEvent, amountCents: number) {
  const resource = event.resource ?? {}
  const refunded = resource.seller_payable_breakdown?.total_refunded_amount ?? resource.amount
  return !refunded || centsOf(refunded) >= amountCents
}

async function apply(event: WebhookEvent, now: Date) {
  const captureId = captureIdOf(event)
  const relatedOrder = event.resource?.supplementary_data?.related_ids?.order_id
  const order =
    (captureId ? await orderForCapture(captureId) : null) ??
    (relatedOrder ? await getOrderById(`paypal:${relatedOrder}`) : null)
  if (!order) {
    console.warn(`PayPal ${event.event_type} for capture ${captureId ?? '?'}: no order of ours`)
    return
  }
  if (event.event_type === 'PAYMENT.CAPTURE.COMPLETED') {
    const amount = event.resource?.amount
    if (!amount || centsOf(amount) !== order.amountCents || amount.currency_code !== order.currency) {
      console.error(
        `PayPal capture ${captureId} completed for ${JSON.stringify(amount)}, order ${order.id} expects ${order.amountCents} ${order.currency}`,
      )
      return
    }
    // PayPal's fee comes with the completed capture (a pending one reported none).
    const fee = paypalFeeCents(event.resource ?? {}, order.currency)
    const {order: paid, changed} = await markPaid(order.id, now, fee)
    if (!changed && fee !== undefined) await recordFee(order.id, fee)
    if (paid) await sendReceipt(paid, now)
  } else if (event.event_type === 'PAYMENT.CAPTURE.DENIED') {
    // A pending capture (an eCheck, a payment under review) the bank or PayPal refused: no money, no access.
    await markFailed(order.id, now)
  } else if (event.event_type === 'PAYMENT.CAPTURE.REFUNDED') {
    // Like Stripe's: a partial refund leaves the purchase in place; a full one ends access.
    if (refundedInFull(event, order.amountCents))
      await markRefunded(order.id, now, {by: 'paypal', reason: 'refunded_at_paypal'})
  } else if (event.event_type === 'PAYMENT.CAPTURE.REVERSED' || event.event_type === 'CUSTOMER.DISPUTE.CREATED') {
    await markDisputed(order.id, now, 'paypal')
  } else if (event.event_type === 'CUSTOMER.DISPUTE.RESOLVED') {
    // Like Stripe's (docs/threat-model.md): won, access comes back; lost, the order stays disputed.
    const outcome = event.resource?.dispute_outcome?.outcome_code ?? ''
    if (DISPUTE_WON.includes(outcome)) await markDisputeWon(order.id, now)
  }
}

/**
 * PayPal's webhook. Each delivery is checked with PayPal's verify-webhook-signature API for our
 * PAYPAL_WEBHOOK_ID, on the body exactly as received, before anything is changed; each event is applied once.
 */
export default withErrors(async (req: Request, context: Context) => {
  const webhookId = optionalEnv('PAYPAL_WEBHOOK_ID')
  const refused = await refuseRequest(req, API.paypalWebhook, () =>
    webhookId ? refuseUnlessPayPalReady(context) : notConfigured(),
  )
  if (refused) return refused
  const rawBody = await req.text()
  let event: WebhookEvent
  try {
    event = JSON.parse(rawBody)
  } catch {
    return apiError(API_ERRORS.invalidJson)
  }
  if (!event || typeof event.id !== 'string' || typeof event.event_type !== 'string')
    return errorResponse(400, 'Not a PayPal event.', 'invalid_request')
  if (!(await verifyWebhookSignature(req.headers, rawBody, webhookId as string)))
    return errorResponse(400, 'The PayPal signature does not verify.', 'invalid_signature')

  return answer(
    API.paypalWebhook,
    'POST',
    200,
    receivedBody(
      await applyEventOnce('paypal', {id: event.id, type: event.event_type}, () => apply(event, new Date())),
    ),
  )
})

export const config: Config = {
  path: '/api/paypal-webhook',
  method: 'POST',
  // Each call, forged or not, costs a PayPal token and a verify-webhook-signature call; PayPal retries a refused
  // event later, so a limit drops no event for good.
  rateLimit: {windowLimit: 60, windowSize: 60, aggregateBy: ['ip', 'domain']},
}
