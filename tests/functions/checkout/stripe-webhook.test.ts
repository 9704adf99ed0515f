import Stripe from 'stripe'
import webhook from '../../../netlify/functions/stripe-webhook.mts'
import createIntent from '../../../netlify/functions/create-payment-intent.mts'
import verify from '../../../netlify/functions/verify-purchase.mts'
import {store, STORES} from '../../../netlify/functions/_shared/blobs'
import {outboxOverview, runOutbox} from '../../../netlify/functions/_shared/mail-outbox'
import {call} from '../../support/function-request'
import {STRIPE_TEST_ENV, usePaymentServices} from '../../support/payment-env'

const signer = new Stripe('sk_test_signer')

/** A payment_intent.succeeded event as Stripe sends it, with a real signature header. */
function succeededEvent(
  intent: object,
  eventId = `evt_${Math.random().toString(36).slice(2)}`,
  secret = STRIPE_TEST_ENV.STRIPE_WEBHOOK_SECRET,
) {
  const payload = JSON.stringify({
    id: eventId,
    object: 'event',
    type: 'payment_intent.succeeded',
    data: {object: intent},
  })
  return {rawBody: payload, headers: {'stripe-signature': signer.webhooks.generateTestHeaderString({payload, secret})}}
}

const orderKeys = async () => (await store(STORES.orders).list({prefix: 'order/'})).blobs.map((blob) => blob.key)

describe('POST /api/stripe-webhook', () => {
  const services = usePaymentServices()

  async function paidIntent(coupon?: string) {
    const res = await call(createIntent, '/api/create-payment-intent', {body: coupon ? {coupon} : {}})
    return services.fake.succeed(res.body.clientSecret.split('_secret_')[0], 'buyer@example.com')
  }

  it('rejects a bad signature and stores nothing', async () => {
    const intent = await paidIntent()
    const event = succeededEvent(intent, 'evt_forged', 'whsec_not_ours')
    const res = await call(webhook, '/api/stripe-webhook', {rawBody: event.rawBody, headers: event.headers})
    expect(res.status).toBe(400)
    expect(res.body.code).toBe('invalid_signature')
    const unsigned = await call(webhook, '/api/stripe-webhook', {rawBody: event.rawBody})
    expect(unsigned.status).toBe(400)
    expect(await orderKeys()).toEqual([])
    expect(services.smtp.received).toHaveLength(0)
  })

  it('records a succeeded payment once and mails one receipt with a working restore link, even when replayed', async () => {
    const intent = await paidIntent('SAVE10')
    const event = succeededEvent(intent)
    for (let i = 0; i < 3; i++) {
      const res = await call(webhook, '/api/stripe-webhook', {rawBody: event.rawBody, headers: event.headers})
      expect(res.status).toBe(200)
    }
    // The same intent in a second event (Stripe may resend under a new id) changes nothing either.
    const again = succeededEvent(intent)
    expect((await call(webhook, '/api/stripe-webhook', {rawBody: again.rawBody, headers: again.headers})).status).toBe(
      200,
    )

    expect(await orderKeys()).toEqual([`order/stripe:${intent.id}`])
    const order = await store(STORES.orders).get(`order/stripe:${intent.id}`, {type: 'json'})
    expect(order).toMatchObject({amountCents: 2700, currency: 'USD', coupon: 'SAVE10', email: 'buyer@example.com'})
    expect(order.receiptSentAt).not.toBeNull()

    expect(services.smtp.received).toHaveLength(1)
    const mail = services.smtp.received[0]
    expect(mail.to).toMatchObject({text: 'buyer@example.com'})
    expect(mail.text).toContain('$27.00 USD (coupon SAVE10)')
    const link = /https:\/\/toolkit\.example\/checkout-success\?restore=([\w%-]+)/.exec(mail.text ?? '')
    expect(link).not.toBeNull()

    const restored = await call(verify, '/api/verify-purchase', {body: {restoreToken: decodeURIComponent(link![1])}})
    expect(restored.status).toBe(200)
    expect(restored.body.orderId).toBe(`stripe:${intent.id}`)
  })

  it('queues the receipt the mail server cannot take; a replayed event adds none and the outbox sends one that works', async () => {
    const intent = await paidIntent()
    const event = succeededEvent(intent)
    const before = services.smtp.received.length
    process.env.SMTP_URL = 'smtp://127.0.0.1:9' // nothing listens there
    jest.spyOn(console, 'error').mockImplementation(() => undefined)
    try {
      for (let delivery = 0; delivery < 2; delivery += 1)
        expect(
          (await call(webhook, '/api/stripe-webhook', {rawBody: event.rawBody, headers: event.headers})).status,
        ).toBe(200)
    } finally {
      process.env.SMTP_URL = services.smtp.url
    }
    expect((await outboxOverview()).queued).toBe(1)
    expect(services.smtp.received).toHaveLength(before)

    const later = new Date(Date.now() + 60 * 60_000)
    expect(await runOutbox(later)).toMatchObject({sent: 1, waiting: 0})
    expect((await call(webhook, '/api/stripe-webhook', {rawBody: event.rawBody, headers: event.headers})).status).toBe(
      200,
    )
    expect(await runOutbox(later)).toMatchObject({sent: 0, waiting: 0})
    expect(services.smtp.received).toHaveLength(before + 1)
    const secret = /restore=([\w%-]+)/.exec(services.smtp.received.at(-1)!.text ?? '')![1]
    expect(
      (await call(verify, '/api/verify-purchase', {body: {restoreToken: decodeURIComponent(secret)}})).body.orderId,
    ).toBe(`stripe:${intent.id}`)
  })

  it('ignores other events and intents that are not the toolkit', async () => {
    const foreign = succeededEvent({...(await paidIntent()), id: 'pi_foreign', metadata: {}})
    expect(
      (await call(webhook, '/api/stripe-webhook', {rawBody: foreign.rawBody, headers: foreign.headers})).status,
    ).toBe(200)
    expect(await orderKeys()).not.toContain('order/stripe:pi_foreign')
  })
})
