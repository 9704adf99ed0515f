import {milliseconds} from 'date-fns/milliseconds'
import createOrder from '../../../netlify/functions/paypal-order.mts'
import paypalWebhook from '../../../netlify/functions/paypal-webhook.mts'
import verify from '../../../netlify/functions/verify-purchase.mts'
import paypalSetup from '../../../netlify/functions/paypal-setup.mts'
import {store, STORES} from '../../../netlify/functions/_shared/blobs'
import {getOrderById} from '../../../netlify/functions/_shared/order-access'
import {applyRetention} from '../../../netlify/functions/_shared/retention'
import {paypalWebhookEvent} from '../../support/fake-paypal'
import {call} from '../../support/function-request'
import {capturePayPalOrder, usePayPalServices} from '../../support/payment-env'

describe('PayPal: the capture decides, webhooks move the order (DECISIONS 26)', () => {
  const services = usePayPalServices({clientId: 'paypal-lifecycle-id', clientSecret: 'paypal-lifecycle-secret'})

  const deliver = (event: object, headers: Record<string, string> = services.paypal.signWebhook(event)) =>
    call(paypalWebhook, '/api/paypal-webhook', {rawBody: JSON.stringify(event), headers})
  const captureEvent = (type: string, orderId: string, amount = {currency_code: 'USD', value: '37.00'}) =>
    paypalWebhookEvent(
      type,
      type === 'PAYMENT.CAPTURE.COMPLETED' || type === 'PAYMENT.CAPTURE.DENIED'
        ? {
            id: `CAP-${orderId}`,
            status: type === 'PAYMENT.CAPTURE.DENIED' ? 'DECLINED' : 'COMPLETED',
            amount,
            supplementary_data: {related_ids: {order_id: orderId}},
          }
        : {
            id: `REF-${orderId}`,
            status: 'COMPLETED',
            links: [{rel: 'up', href: `https://api-m.paypal.com/v2/payments/captures/CAP-${orderId}`, method: 'GET'}],
          },
    )

  // Each order's claim secret, as her browser keeps it: capture and verification need it with the order id.
  const claims = new Map<string, string>()
  const captureOrder = (orderId: string) => capturePayPalOrder(orderId, claims.get(orderId)!)
  const proof = (orderId: string) => ({paypalOrderId: orderId, claimSecret: claims.get(orderId)!})

  async function approvedOrder() {
    const {body} = await call(createOrder, '/paypal/order', {body: {}})
    services.paypal.approve(body.id)
    claims.set(body.id, body.claimSecret)
    return body.id as string
  }

  it('a PENDING capture (order COMPLETED) grants nothing until the COMPLETED webhook', async () => {
    const orderId = await approvedOrder()
    services.paypal.holdCapture(orderId)
    const res = await captureOrder(orderId)
    expect(res.status).toBe(200)
    expect(res.body).toEqual({status: 'PENDING'})
    expect(await getOrderById(`paypal:${orderId}`)).toMatchObject({state: 'pending', paidAt: null})
    const early = await call(verify, '/api/verify-purchase', {body: proof(orderId)})
    expect(early.status).toBe(402)
    expect(early.body.code).toBe('payment_pending')
    expect(services.smtp.received.filter((mail) => mail.text?.includes(orderId))).toHaveLength(0)

    expect((await deliver(captureEvent('PAYMENT.CAPTURE.COMPLETED', orderId))).status).toBe(200)
    expect(await getOrderById(`paypal:${orderId}`)).toMatchObject({state: 'paid'})
    const granted = await call(verify, '/api/verify-purchase', {body: proof(orderId)})
    expect(granted.status).toBe(200)
    expect(granted.body.token).toBeTruthy()
    expect(services.smtp.received.filter((mail) => mail.text?.includes(orderId))).toHaveLength(1)
  })

  it('a PENDING capture PayPal then denies ends as failed: no token, no receipt, and a late COMPLETED changes nothing', async () => {
    const orderId = await approvedOrder()
    services.paypal.holdCapture(orderId)
    expect((await captureOrder(orderId)).body).toEqual({status: 'PENDING'})

    const denied = captureEvent('PAYMENT.CAPTURE.DENIED', orderId)
    expect((await deliver(denied)).status).toBe(200)
    expect(await getOrderById(`paypal:${orderId}`)).toMatchObject({state: 'failed', paidAt: null})
    const refused = await call(verify, '/api/verify-purchase', {body: proof(orderId)})
    expect(refused.status).toBe(402)
    expect(refused.body).toMatchObject({
      code: 'payment_failed',
      error: 'This payment did not go through, so the toolkit is not unlocked.',
    })

    // A denied capture never completes: a COMPLETED that arrives after (out of order, or forged and signed) is
    // ignored, and so is the denial replayed.
    expect((await deliver(captureEvent('PAYMENT.CAPTURE.COMPLETED', orderId))).status).toBe(200)
    expect((await deliver(denied)).body.duplicate).toBe(true)
    expect(await getOrderById(`paypal:${orderId}`)).toMatchObject({state: 'failed', paidAt: null})
    expect(services.smtp.received.filter((mail) => mail.text?.includes(orderId))).toHaveLength(0)
  })

  it('a denial of a capture that already completed changes nothing: the money came in', async () => {
    const orderId = await approvedOrder()
    expect((await captureOrder(orderId)).body.token).toBeTruthy()
    expect((await deliver(captureEvent('PAYMENT.CAPTURE.DENIED', orderId))).status).toBe(200)
    expect(await getOrderById(`paypal:${orderId}`)).toMatchObject({state: 'paid'})
    expect((await call(verify, '/api/verify-purchase', {body: proof(orderId)})).status).toBe(200)
  })

  it("refuses a delivery PayPal's verify-webhook-signature does not confirm, and changes nothing", async () => {
    const orderId = await approvedOrder()
    services.paypal.holdCapture(orderId)
    await captureOrder(orderId)
    const event = captureEvent('PAYMENT.CAPTURE.COMPLETED', orderId)
    const forged = await deliver(event, services.paypal.signWebhook(event, 'WH-SOMEONE-ELSE'))
    expect(forged.status).toBe(400)
    expect(forged.body.code).toBe('invalid_signature')
    expect((await deliver(event, {})).status).toBe(400)
    // A COMPLETED capture of another amount does not pay the order either.
    expect(
      (await deliver(captureEvent('PAYMENT.CAPTURE.COMPLETED', orderId, {currency_code: 'USD', value: '1.00'}))).status,
    ).toBe(200)
    expect(await getOrderById(`paypal:${orderId}`)).toMatchObject({state: 'pending'})
  })

  it('a burst of forged refunds and reversals of a paid order: each refused, the order stays paid and nobody is mailed', async () => {
    const orderId = await approvedOrder()
    expect((await captureOrder(orderId)).body.token).toBeTruthy()
    const mailsBefore = services.smtp.received.length
    // Forged two ways, all at once: signed for another webhook, and carrying no PayPal headers at all.
    const forged = Array.from({length: 30}, (_, n) => {
      const event = captureEvent(n % 2 ? 'PAYMENT.CAPTURE.REFUNDED' : 'PAYMENT.CAPTURE.REVERSED', orderId)
      return deliver(event, n % 3 ? services.paypal.signWebhook(event, 'WH-SOMEONE-ELSE') : {})
    })
    const answers = await Promise.all(forged)
    expect(answers.map((answer) => answer.status)).toEqual(Array(30).fill(400))
    const order = await getOrderById(`paypal:${orderId}`)
    expect(order).toMatchObject({state: 'paid'})
    expect(order).not.toHaveProperty('refundedAt')
    expect(order).not.toHaveProperty('disputedAt')
    expect((await call(verify, '/api/verify-purchase', {body: proof(orderId)})).status).toBe(200)
    expect(services.smtp.received.slice(mailsBefore).filter((mail) => mail.text?.includes(orderId))).toEqual([])
  })

  it('PayPal webhook verification uses the raw body as received, not re-serialised JSON (docs/threat-model.md)', async () => {
    const orderId = await approvedOrder()
    services.paypal.holdCapture(orderId)
    await captureOrder(orderId)
    const event = captureEvent('PAYMENT.CAPTURE.COMPLETED', orderId)
    // PayPal's own formatting: spaces, and an escape that JSON.stringify writes differently.
    const raw = JSON.stringify(event, null, 1).replace('"COMPLETED"', '"COMPL\\u0045TED"')
    expect(JSON.parse(raw)).toEqual(event)
    expect(raw).not.toBe(JSON.stringify(JSON.parse(raw)))
    const res = await call(paypalWebhook, '/api/paypal-webhook', {
      rawBody: raw,
      headers: services.paypal.signWebhook(raw),
    })
    expect(res.status).toBe(200)
    expect(await getOrderById(`paypal:${orderId}`)).toMatchObject({state: 'paid'})
    // The signature of the raw text does not cover another text of the same event.
    const other = captureEvent('PAYMENT.CAPTURE.COMPLETED', orderId)
    const reformatted = await call(paypalWebhook, '/api/paypal-webhook', {
      rawBody: JSON.stringify(other),
      headers: services.paypal.signWebhook(JSON.stringify(other, null, 2)),
    })
    expect(reformatted.status).toBe(400)
    expect(reformatted.body.code).toBe('invalid_signature')
  })

  it('PAYMENT.CAPTURE.REFUNDED ends access and REVERSED pauses it', async () => {
    for (const [type, state, code] of [
      ['PAYMENT.CAPTURE.REFUNDED', 'refunded', 'order_refunded'],
      ['PAYMENT.CAPTURE.REVERSED', 'disputed', 'order_disputed'],
    ] as const) {
      const orderId = await approvedOrder()
      expect((await captureOrder(orderId)).body.token).toBeTruthy()
      const event = captureEvent(type, orderId)
      expect((await deliver(event)).status).toBe(200)
      expect((await deliver(event)).body.duplicate).toBe(true)
      expect(await getOrderById(`paypal:${orderId}`)).toMatchObject({state})
      expect((await call(verify, '/api/verify-purchase', {body: proof(orderId)})).body.code).toBe(code)
    }
  })

  it('a partial PayPal refund leaves access in place; the refund that completes it ends it', async () => {
    const orderId = await approvedOrder()
    const {body} = await captureOrder(orderId)
    expect(body.token).toBeTruthy()
    const refund = (id: string, value: string, total: string) =>
      paypalWebhookEvent('PAYMENT.CAPTURE.REFUNDED', {
        id,
        status: 'COMPLETED',
        amount: {currency_code: 'USD', value},
        seller_payable_breakdown: {total_refunded_amount: {currency_code: 'USD', value: total}},
        links: [{rel: 'up', href: `https://api-m.paypal.com/v2/payments/captures/CAP-${orderId}`, method: 'GET'}],
      })
    expect((await deliver(refund(`REF-A-${orderId}`, '10.00', '10.00'))).status).toBe(200)
    expect(await getOrderById(`paypal:${orderId}`)).toMatchObject({state: 'paid'})
    expect((await call(verify, '/api/verify-purchase', {body: proof(orderId)})).status).toBe(200)
    expect((await deliver(refund(`REF-B-${orderId}`, '27.00', '37.00'))).status).toBe(200)
    expect(await getOrderById(`paypal:${orderId}`)).toMatchObject({state: 'refunded'})
  })

  it("PayPal dispute events end and restore access like Stripe's (docs/threat-model.md)", async () => {
    for (const [outcome, state, code] of [
      ['RESOLVED_SELLER_FAVOUR', 'paid', null],
      ['RESOLVED_BUYER_FAVOUR', 'disputed', 'order_disputed'],
    ] as const) {
      const orderId = await approvedOrder()
      expect((await captureOrder(orderId)).body.token).toBeTruthy()
      const dispute = (type: string, extra: object = {}) =>
        paypalWebhookEvent(type, {
          dispute_id: `PP-D-${orderId}`,
          disputed_transactions: [{seller_transaction_id: `CAP-${orderId}`}],
          ...extra,
        })
      expect((await deliver(dispute('CUSTOMER.DISPUTE.CREATED', {status: 'OPEN'}))).status).toBe(200)
      expect(await getOrderById(`paypal:${orderId}`)).toMatchObject({state: 'disputed'})
      expect((await call(verify, '/api/verify-purchase', {body: proof(orderId)})).body.code).toBe('order_disputed')
      expect(
        (
          await deliver(
            dispute('CUSTOMER.DISPUTE.RESOLVED', {status: 'RESOLVED', dispute_outcome: {outcome_code: outcome}}),
          )
        ).status,
      ).toBe(200)
      expect(await getOrderById(`paypal:${orderId}`)).toMatchObject({state})
      const after = await call(verify, '/api/verify-purchase', {body: proof(orderId)})
      if (code) expect(after.body.code).toBe(code)
      else expect(after.body.token).toBeTruthy()
    }
  })

  it('pending payment records expire after 24 h: no capture, and retention deletes them (docs/threat-model.md)', async () => {
    const orderId = await approvedOrder()
    const key = `paypal-pending/${orderId}`
    const pending = (await store(STORES.orders).get(key, {type: 'json'})) as {createdAt: string}
    expect(pending).toBeTruthy()
    await store(STORES.orders).setJSON(key, {
      ...pending,
      createdAt: new Date(Date.now() - milliseconds({hours: 24}) - 60_000).toISOString(),
    })
    const late = await captureOrder(orderId)
    expect(late.status).toBe(404)
    expect(late.body.code).toBe('order_not_found')
    const fresh = await approvedOrder()
    expect((await applyRetention(new Date())).pendingPaymentsDeleted).toBe(1)
    expect(await store(STORES.orders).get(key)).toBeNull()
    expect(await store(STORES.orders).get(`paypal-pending/${fresh}`)).not.toBeNull()
  })

  it('reuses the OAuth token until it expires', async () => {
    const before = services.paypal.tokenRequests.count
    await call(paypalSetup, '/paypal/setup', {method: 'GET'})
    await call(paypalSetup, '/paypal/setup', {method: 'GET'})
    await call(createOrder, '/paypal/order', {body: {}})
    expect(services.paypal.tokenRequests.count - before).toBeLessThanOrEqual(1)
  })
})
