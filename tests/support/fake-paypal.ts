import {createHmac, randomBytes} from 'node:crypto'
import type {IncomingMessage, ServerResponse} from 'node:http'
import {readBody, sendJson as send, serveFakeApi} from './fake-http-api'

/**
 * A local stand-in for PayPal's REST API: OAuth client credentials, client tokens and Orders v2
 * (create, capture), capture refunds and webhook signature verification. `approve` plays the buyer
 * approving the order in PayPal's window; `holdCapture` makes the next capture of an order PENDING (an
 * eCheck, a review); `signWebhook` signs an event as PayPal would deliver it to `webhookId`.
 */
export type FakePayPalOrder = {
  id: string
  status: 'CREATED' | 'APPROVED' | 'COMPLETED'
  intent: string
  amount: {currency_code: string; value: string}
  customId: string
}

/** PayPal's US standard checkout fee: 3.49% + $0.49, in the capture's currency. */
export const paypalFeeFor = (amount: {currency_code: string; value: string}) => {
  const cents = Math.round(Number(amount.value) * 100)
  return Math.round(cents * 0.0349) + 49
}

/** A webhook event as PayPal posts it: a fresh event id, its type and what it is about. */
export const paypalWebhookEvent = (type: string, resource: object) => ({
  id: `WH-${Math.random().toString(36).slice(2)}`,
  event_type: type,
  resource,
})

const money = (currency: string, cents: number) => ({currency_code: currency, value: (cents / 100).toFixed(2)})

/**
 * A capture as PayPal describes it (the capture answer, the PAYMENT.CAPTURE.COMPLETED webhook's resource): a
 * completed one with `seller_receivable_breakdown` (gross, PayPal's fee, net); a pending one without it ("not
 * available for transactions that are in pending state").
 */
export function captureResource(
  orderId: string,
  status: 'COMPLETED' | 'PENDING',
  amount: {currency_code: string; value: string},
) {
  const gross = Math.round(Number(amount.value) * 100)
  const fee = paypalFeeFor(amount)
  return {
    id: `CAP-${orderId}`,
    status,
    amount,
    final_capture: true,
    ...(status === 'COMPLETED'
      ? {
          seller_receivable_breakdown: {
            gross_amount: amount,
            paypal_fee: money(amount.currency_code, fee),
            net_amount: money(amount.currency_code, gross - fee),
          },
        }
      : {status_details: {reason: 'PENDING_REVIEW'}}),
    supplementary_data: {related_ids: {order_id: orderId}},
  }
}

export async function startFakePayPal({
  clientId,
  clientSecret,
  port = 0,
  webhookId = 'WH-FAKE-1',
}: {
  clientId: string
  clientSecret: string
  port?: number
  webhookId?: string
}) {
  const signingKey = randomBytes(16).toString('hex')
  const held = new Set<string>()
  const holdNext = {value: false}
  const refunds: {id: string; captureId: string; requestId: string | null}[] = []
  const refundAnswers = new Map<string, unknown>()
  const tokenRequests = {count: 0}
  // What PayPal's real check covers: the transmission, the webhook it was sent to and the event body
  // exactly as delivered (PayPal signs a CRC32 of the raw bytes: the same event re-serialised, with other
  // spacing, key order or escapes, no longer verifies).
  const signatureOf = (transmissionId: string, time: string, hookId: string, rawEvent: string) =>
    createHmac('sha256', signingKey).update(`${transmissionId}|${time}|${hookId}|${rawEvent}`).digest('base64')
  /** The text of `webhook_event` as it appears in a verify request (the last member, as PayPal's samples send it). */
  const rawWebhookEvent = (body: string) => {
    const at = body.indexOf('"webhook_event":')
    if (at < 0) return null
    const rest = body.slice(at + '"webhook_event":'.length).trimEnd()
    return rest.endsWith('}') ? rest.slice(0, -1).trim() : null
  }
  const orders = new Map<string, FakePayPalOrder>()
  const tokens = new Set<string>()
  const captureResponses = new Map<string, unknown>()
  const payerEmail = {value: 'buyer@example.com'}

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const body = await readBody(req)
    const url = new URL(req.url ?? '/', 'http://localhost')
    const auth = req.headers.authorization ?? ''

    if (req.method === 'POST' && url.pathname === '/v1/oauth2/token') {
      if (auth !== `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`)
        return send(res, 401, {error: 'invalid_client'})
      tokenRequests.count++
      const token = `A21${randomBytes(16).toString('hex')}`
      tokens.add(token)
      return send(res, 200, {access_token: token, token_type: 'Bearer', expires_in: 32400})
    }
    // Test control (not PayPal's API): the buyer approves the order in PayPal's window.
    const approve = /^\/test\/orders\/([^/]+)\/approve$/.exec(url.pathname)
    if (req.method === 'POST' && approve && orders.has(approve[1])) {
      orders.get(approve[1])!.status = 'APPROVED'
      return send(res, 200, {ok: true})
    }
    // Test control: PayPal holds the money of the next capture (its status PENDING).
    if (req.method === 'POST' && url.pathname === '/test/hold-next-capture') {
      holdNext.value = true
      return send(res, 200, {ok: true})
    }
    if (!tokens.has(auth.replace(/^Bearer /, ''))) return send(res, 401, {error: 'invalid_token'})

    if (req.method === 'POST' && url.pathname === '/v1/identity/generate-token') {
      return send(res, 200, {client_token: `client-token-${randomBytes(8).toString('hex')}`, expires_in: 3600})
    }
    if (req.method === 'POST' && url.pathname === '/v2/checkout/orders') {
      const input = JSON.parse(body)
      const unit = input.purchase_units[0]
      const order: FakePayPalOrder = {
        id: randomBytes(8).toString('hex').toUpperCase(),
        status: 'CREATED',
        intent: input.intent,
        amount: unit.amount,
        customId: unit.custom_id ?? '',
      }
      orders.set(order.id, order)
      return send(res, 201, {id: order.id, status: order.status})
    }
    const capture = /^\/v2\/checkout\/orders\/([^/]+)\/capture$/.exec(url.pathname)
    if (req.method === 'POST' && capture) {
      const order = orders.get(capture[1])
      if (!order) return send(res, 404, {name: 'RESOURCE_NOT_FOUND'})
      const requestId = req.headers['paypal-request-id'] as string | undefined
      if (requestId && captureResponses.has(requestId)) return send(res, 201, captureResponses.get(requestId))
      if (order.status !== 'APPROVED')
        return send(res, 422, {name: 'UNPROCESSABLE_ENTITY', details: [{issue: 'ORDER_NOT_APPROVED'}]})
      order.status = 'COMPLETED'
      // PayPal completes the order even when the money is held: only the capture says PENDING.
      const captureStatus = held.delete(order.id) || holdNext.value ? 'PENDING' : 'COMPLETED'
      holdNext.value = false
      const answer = {
        id: order.id,
        status: 'COMPLETED',
        payer: {email_address: payerEmail.value},
        purchase_units: [{payments: {captures: [captureResource(order.id, captureStatus, order.amount)]}}],
      }
      if (requestId) captureResponses.set(requestId, answer)
      return send(res, 201, answer)
    }
    const refund = /^\/v2\/payments\/captures\/([^/]+)\/refund$/.exec(url.pathname)
    if (req.method === 'POST' && refund) {
      const requestId = (req.headers['paypal-request-id'] as string | undefined) ?? null
      if (requestId && refundAnswers.has(requestId)) return send(res, 200, refundAnswers.get(requestId))
      const captureId = refund[1]
      if (!/^CAP-/.test(captureId) || !orders.has(captureId.slice(4)))
        return send(res, 404, {name: 'RESOURCE_NOT_FOUND'})
      if (refunds.some((done) => done.captureId === captureId))
        return send(res, 422, {name: 'UNPROCESSABLE_ENTITY', details: [{issue: 'CAPTURE_FULLY_REFUNDED'}]})
      const made = {id: `REF-${randomBytes(6).toString('hex').toUpperCase()}`, captureId, requestId}
      refunds.push(made)
      const answer = {id: made.id, status: 'COMPLETED'}
      if (requestId) refundAnswers.set(requestId, answer)
      return send(res, 201, answer)
    }
    if (req.method === 'POST' && url.pathname === '/v1/notifications/verify-webhook-signature') {
      const input = JSON.parse(body)
      const rawEvent = rawWebhookEvent(body)
      const expected =
        rawEvent === null
          ? null
          : signatureOf(input.transmission_id, input.transmission_time, input.webhook_id, rawEvent)
      const ok =
        input.webhook_id === webhookId &&
        expected !== null &&
        input.transmission_sig === expected &&
        input.auth_algo === 'SHA256withRSA'
      return send(res, 200, {verification_status: ok ? 'SUCCESS' : 'FAILURE'})
    }
    return send(res, 404, {name: 'RESOURCE_NOT_FOUND'})
  }

  const address = await serveFakeApi(port, handle, (message) => ({name: 'INTERNAL_SERVER_ERROR', message}))
  return {
    port: address.port,
    orders,
    payerEmail,
    approve: (orderId: string) => {
      orders.get(orderId)!.status = 'APPROVED'
    },
    /** The next capture of this order answers COMPLETED for the order but PENDING for the capture. */
    holdCapture: (orderId: string) => held.add(orderId),
    refunds,
    tokenRequests,
    webhookId,
    /** The headers PayPal would send with this event (to our webhook id unless told otherwise); a string is the raw body as delivered. */
    signWebhook: (event: unknown, hookId = webhookId) => {
      const rawEvent = typeof event === 'string' ? event : JSON.stringify(event)
      const transmissionId = randomBytes(8).toString('hex')
      const time = new Date().toISOString()
      return {
        'paypal-auth-algo': 'SHA256withRSA',
        'paypal-cert-url': `http://127.0.0.1:${address.port}/certs/fake.pem`,
        'paypal-transmission-id': transmissionId,
        'paypal-transmission-time': time,
        'paypal-transmission-sig': signatureOf(transmissionId, time, hookId, rawEvent),
      }
    },
    env: {
      PAYPAL_API_BASE: `http://127.0.0.1:${address.port}`,
      PAYPAL_CLIENT_ID: clientId,
      PAYPAL_CLIENT_SECRET: clientSecret,
      PAYPAL_WEBHOOK_ID: webhookId,
    },
    close: address.close,
  }
}
