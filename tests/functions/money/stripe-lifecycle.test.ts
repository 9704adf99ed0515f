import {milliseconds} from 'date-fns/milliseconds'
import Stripe from 'stripe'
import createIntent from '../../../netlify/functions/create-payment-intent.mts'
import verify from '../../../netlify/functions/verify-purchase.mts'
import webhook from '../../../netlify/functions/stripe-webhook.mts'
import {store, STORES} from '../../../netlify/functions/_shared/blobs'
import {getOrderById} from '../../../netlify/functions/_shared/order-access'
import {recordOrder} from '../../../netlify/functions/_shared/orders'
import {orderInputFromIntent} from '../../../netlify/functions/_shared/stripe'
import {withCouponDocuments} from '../../support/coupon-documents'
import {call} from '../../support/function-request'
import {getPremiumContent, usePremiumContentFile} from '../../support/premium-content-file'
import {STRIPE_TEST_ENV, usePaymentServices} from '../../support/payment-env'

const signer = new Stripe('sk_test_signer')
const DAY_MS = milliseconds({days: 1})

function signed(type: string, object: object, eventId = `evt_${Math.random().toString(36).slice(2)}`) {
  const payload = JSON.stringify({id: eventId, object: 'event', type, data: {object}})
  return {
    rawBody: payload,
    headers: {
      'stripe-signature': signer.webhooks.generateTestHeaderString({
        payload,
        secret: STRIPE_TEST_ENV.STRIPE_WEBHOOK_SECRET,
      }),
    },
  }
}

describe('Stripe orders have a lifecycle and tokens follow it (DECISIONS 26)', () => {
  const services = usePaymentServices()
  usePremiumContentFile()

  async function paidIntent(coupon?: string, email = 'buyer@example.com') {
    const res = await call(createIntent, '/api/create-payment-intent', {body: coupon ? {coupon} : {}})
    return services.fake.succeed(res.body.clientSecret.split('_secret_')[0], email)
  }
  const sendEvent = (event: ReturnType<typeof signed>) =>
    call(webhook, '/api/stripe-webhook', {rawBody: event.rawBody, headers: event.headers})
  const premium = (token: string) => getPremiumContent(token)
  const restoreSecretOf = (email: string) => {
    const mail = services.smtp.received.filter((m) => m.to && JSON.stringify(m.to).includes(email)).at(-1)
    return decodeURIComponent(/checkout-success\?restore=([\w%-]+)/.exec(mail?.text ?? '')![1])
  }

  it('refuses a payment whose amount is not the price for its coupon, or not in USD', async () => {
    const cheap = await paidIntent('SAVE10')
    cheap.amount = cheap.amount_received = 100
    const res = await call(verify, '/api/verify-purchase', {
      body: {paymentIntentId: cheap.id, clientSecret: cheap.client_secret},
    })
    expect(res.status).toBe(402)
    expect(res.body.code).toBe('amount_mismatch')
    const euros = await paidIntent()
    euros.currency = 'eur'
    expect(
      (
        await call(verify, '/api/verify-purchase', {
          body: {paymentIntentId: euros.id, clientSecret: euros.client_secret},
        })
      ).body.code,
    ).toBe('amount_mismatch')
    // The webhook records neither.
    expect((await sendEvent(signed('payment_intent.succeeded', cheap))).status).toBe(200)
    expect((await sendEvent(signed('payment_intent.succeeded', euros))).status).toBe(200)
    expect(await getOrderById(`stripe:${cheap.id}`)).toBeNull()
    expect(await getOrderById(`stripe:${euros.id}`)).toBeNull()
  })

  it('charge.refunded (full) ends access: the token is refused and the restore link gives nothing', async () => {
    const intent = await paidIntent(undefined, 'refunded@example.com')
    const {body} = await call(verify, '/api/verify-purchase', {
      body: {paymentIntentId: intent.id, clientSecret: intent.client_secret},
    })
    expect((await premium(body.token)).status).toBe(200)
    const secret = restoreSecretOf('refunded@example.com')

    const chargeRefunded = (amountRefunded: number, refunded: boolean) =>
      signed('charge.refunded', {
        id: 'ch_1',
        object: 'charge',
        payment_intent: intent.id,
        refunded,
        amount_refunded: amountRefunded,
      })
    // A partial refund changes nothing.
    expect((await sendEvent(chargeRefunded(500, false))).status).toBe(200)
    expect((await premium(body.token)).status).toBe(200)

    expect((await sendEvent(chargeRefunded(3700, true))).status).toBe(200)
    expect(await getOrderById(`stripe:${intent.id}`)).toMatchObject({
      state: 'refunded',
      refundReason: 'refunded_at_stripe',
    })
    const refused = await premium(body.token)
    expect(refused.status).toBe(403)
    expect(refused.body.code).toBe('order_refunded')
    const restored = await call(verify, '/api/verify-purchase', {body: {restoreToken: secret}})
    expect(restored.status).toBe(403)
    expect(restored.body.token).toBeUndefined()
    expect(
      (
        await call(verify, '/api/verify-purchase', {
          body: {paymentIntentId: intent.id, clientSecret: intent.client_secret},
        })
      ).status,
    ).toBe(403)
  })

  it('charge.dispute.created pauses access likewise', async () => {
    const intent = await paidIntent(undefined, 'disputed@example.com')
    const {body} = await call(verify, '/api/verify-purchase', {
      body: {paymentIntentId: intent.id, clientSecret: intent.client_secret},
    })
    const secret = restoreSecretOf('disputed@example.com')
    expect(
      (
        await sendEvent(
          signed('charge.dispute.created', {id: 'dp_1', object: 'dispute', charge: 'ch_2', payment_intent: intent.id}),
        )
      ).status,
    ).toBe(200)
    const refused = await premium(body.token)
    expect(refused.status).toBe(403)
    expect(refused.body.code).toBe('order_disputed')
    expect((await call(verify, '/api/verify-purchase', {body: {restoreToken: secret}})).body.code).toBe(
      'order_disputed',
    )
  })

  it('a paid order is not refused when the coupon configuration changes later (docs/threat-model.md)', async () => {
    const intent = await call(createIntent, '/api/create-payment-intent', {body: {coupon: 'SAVE10'}})
    // The coach retires SAVE10 between checkout and payment.
    await withCouponDocuments([{_id: 'coupon-spring5', code: 'SPRING5', dollarsOff: 5, active: true}], async () => {
      const paid = services.fake.succeed(intent.body.clientSecret.split('_secret_')[0], 'coupon-changed@example.com')
      const res = await call(verify, '/api/verify-purchase', {
        body: {paymentIntentId: paid.id, clientSecret: paid.client_secret},
      })
      expect(res.status).toBe(200)
      expect(res.body.token).toBeTruthy()
      expect(await getOrderById(`stripe:${paid.id}`)).toMatchObject({state: 'paid', amountCents: 2700})
    })
  })

  it('a won Stripe dispute (or an inquiry closed as a warning) restores access; a lost one does not', async () => {
    for (const [status, code] of [
      ['won', 200],
      ['warning_closed', 200],
      ['lost', 403],
    ] as const) {
      const intent = await paidIntent(undefined, `dispute-${status}@example.com`)
      const {body} = await call(verify, '/api/verify-purchase', {
        body: {paymentIntentId: intent.id, clientSecret: intent.client_secret},
      })
      const dispute = {id: `dp_${status}`, object: 'dispute', charge: `ch_${status}`, payment_intent: intent.id}
      expect((await sendEvent(signed('charge.dispute.created', {...dispute, status: 'needs_response'}))).status).toBe(
        200,
      )
      expect((await premium(body.token)).body.code).toBe('order_disputed')
      expect((await sendEvent(signed('charge.dispute.closed', {...dispute, status}))).status).toBe(200)
      expect((await premium(body.token)).status).toBe(code)
      expect(await getOrderById(`stripe:${intent.id}`)).toMatchObject({state: code === 200 ? 'paid' : 'disputed'})
    }
  })

  it('a payment id and its client secret grant a token only within 24 hours of payment; the restore link keeps working', async () => {
    const intent = await paidIntent(undefined, 'late@example.com')
    // The order was recorded (by the webhook) two days ago.
    const {order} = await recordOrder(
      orderInputFromIntent({...intent, created: 0} as unknown as Stripe.PaymentIntent),
      new Date(Date.now() - 2 * DAY_MS),
    )
    expect(Date.parse(order.paidAt!)).toBeLessThan(Date.now() - DAY_MS)
    const res = await call(verify, '/api/verify-purchase', {
      body: {paymentIntentId: intent.id, clientSecret: intent.client_secret},
    })
    expect(res.status).toBe(403)
    expect(res.body.code).toBe('use_restore_link')
    expect(res.body.token).toBeUndefined()
    // Its receipt went out when the payment was verified: the link in it still restores access.
    const restored = await call(verify, '/api/verify-purchase', {
      body: {restoreToken: restoreSecretOf('late@example.com')},
    })
    expect(restored.status).toBe(200)
    expect((await premium(restored.body.token)).status).toBe(200)
  })

  it('an order paid with test money on a deploy preview never opens the production site', async () => {
    const intent = await paidIntent(undefined, 'preview@example.com')
    const {body} = await call(verify, '/api/verify-purchase', {
      body: {paymentIntentId: intent.id, clientSecret: intent.client_secret},
      deployContext: 'deploy-preview',
    })
    // Recorded in the preview's own stores (DECISIONS 49), as test money.
    const previewOrder = await store(STORES.orders, {deploy: {context: 'deploy-preview'}}).get(
      `order/stripe:${intent.id}`,
      {type: 'json'},
    )
    expect(previewOrder).toMatchObject({testMode: true})
    expect(await getOrderById(`stripe:${intent.id}`)).toBeNull()
    const premiumIn = (deployContext: string) => getPremiumContent(body.token, deployContext)
    expect((await premiumIn('deploy-preview')).status).toBe(200)
    expect((await premiumIn('production')).status).toBe(401)
    const restored = await call(verify, '/api/verify-purchase', {
      body: {restoreToken: restoreSecretOf('preview@example.com')},
      deployContext: 'production',
    })
    expect(restored.status).toBe(404)
  })

  it('verify-purchase and the webhook racing send one receipt, whose restore link works', async () => {
    const intent = await paidIntent(undefined, 'race@example.com')
    const event = signed('payment_intent.succeeded', intent)
    const results = await Promise.all([
      call(verify, '/api/verify-purchase', {body: {paymentIntentId: intent.id, clientSecret: intent.client_secret}}),
      sendEvent(event),
      call(verify, '/api/verify-purchase', {body: {paymentIntentId: intent.id, clientSecret: intent.client_secret}}),
    ])
    expect(results.map((r) => r.status)).toEqual([200, 200, 200])
    const receipts = services.smtp.received.filter((mail) => mail.text?.includes(intent.id))
    expect(receipts).toHaveLength(1)
    const restored = await call(verify, '/api/verify-purchase', {
      body: {restoreToken: restoreSecretOf('race@example.com')},
    })
    expect(restored.status).toBe(200)
    expect(await store(STORES.orders).get(`receipt/stripe:${intent.id}`)).not.toBeNull()
  })
})
